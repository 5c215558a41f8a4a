/**
 * The forms' schemas (zod, about 30 KB of gzip) load when a form is first validated or submitted, not
 * with the page (bench/README.md "Islands on React"): `await loadSchemas()` in a submit; `useSchemas()` where a
 * form checks a field as it is left (undefined until loaded, and a form's first focus starts the load).
 * The API validates with the same module, so what the browser says matches what the server answers.
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';

export type Schemas = typeof import('./schemas');

const $schemas = atom<Schemas | undefined>(undefined);
let loading: Promise<Schemas> | undefined;

export function loadSchemas(): Promise<Schemas> {
  loading ??= import('./schemas').then(
    (m) => {
      $schemas.set(m);
      return m;
    },
    (err: unknown) => {
      // Offline for a moment: the next validation tries again.
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** The schemas once loaded (undefined before); pass `onFocus={preloadSchemas}` to the form to start the load. */
export function useSchemas(): Schemas | undefined {
  return useStore($schemas);
}

/** For a form's onFocus: the schemas start loading when the shopper starts filling it in. */
export function preloadSchemas(): void {
  void loadSchemas().catch(() => undefined);
}

/** An id in a URL's query (digits, a positive 32-bit integer) without loading zod: the schemas' idText rule. */
export function parseIdParam(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}
