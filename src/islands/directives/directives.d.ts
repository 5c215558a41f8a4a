export {};

declare module 'astro' {
  /** The store's own client directives (astro.config.mjs, src/islands/directives/). */
  interface AstroClientDirectives {
    /** Start the island on the first pointer, focus or key on it, replaying the tap that started it. */
    'client:touch'?: boolean;
    /** Start the toaster when a toast is raised or a previous page left one. */
    'client:toasts'?: boolean;
  }
}
