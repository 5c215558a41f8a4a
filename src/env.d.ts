declare namespace App {
  interface Locals {
    /** The site's public origin for this request (src/server/pages/site.ts), set by src/middleware.ts; unknown while pre-rendering without SITE_URL. */
    origin?: string;
  }
}
