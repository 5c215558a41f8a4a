import { preloadSchemas } from '../../lib/validate';

/** A sign-in or sign-up form's first focus: what sending it needs starts loading (./sign-in.ts, the schemas). */
export function preloadSignIn(): void {
  preloadSchemas();
  void import('./sign-in').catch(() => undefined);
}
