/**
 * What the OpenAPI document says of itself (GET /api/openapi.json): title, version, where the API is
 * served and its resources (tags). The operations come from the routes' contracts.
 */
import type { OpenAPIObjectConfigure } from '@hono/zod-openapi';
import type { AuthEnv } from './auth';

export const documentInfo: OpenAPIObjectConfigure<AuthEnv, '/openapi.json'> = {
  openapi: '3.1.0',
  info: {
    title: 'Fashion Store API',
    version: '1.0.0',
    description:
      'The store API. Errors are always `{msg}`, plus `errors` (field → message) for bad input. Signed-in routes take the token from a login in the `token` header (or `Authorization: Bearer`). docs/api.md has the envelopes, the errors and who may call what.',
  },
  servers: [{ url: '/api', description: 'This store' }],
  tags: [
    { name: 'Sign-in', description: 'One sign-in for shoppers and admins: the account is found by its e-mail' },
    { name: 'Shoppers', description: 'Sign-up, sign-in and the shopper accounts' },
    { name: 'Admins', description: 'Staff accounts and their sign-in' },
    { name: 'Products', description: 'The catalogue, its sizes and stock' },
    { name: 'Categories', description: 'The departments and the categories under them: the menus, and their editing (admins)' },
    { name: 'Pictures', description: "A product's photographs: upload, order, alt texts (admins)" },
    { name: 'Cart', description: "A shopper's cart lines (one product in one size each)" },
    { name: 'Wishlist', description: 'Products a shopper saved for later' },
    { name: 'Addresses', description: 'Delivery addresses' },
    { name: 'Orders', description: 'Ordering, checkout, fulfilment steps, cancelling and tax invoices' },
    { name: 'Returns', description: 'Returns and exchanges of delivered items, and their refunds' },
    { name: 'Payments', description: 'Paying online through the gateway: the browser’s signed return, closing its checkout, and the gateway’s webhooks' },
    { name: 'Coupons', description: 'Codes that take percent or rupees off a purchase: their limits and dates (admins)' },
    { name: 'Support', description: 'Concerns sent from the chat widget' },
    { name: 'Health', description: 'For load balancers and supervisors' },
  ],
};

/** How a signed-in route takes its token (src/server/auth.ts reads either). */
export const securitySchemes = {
  token: { type: 'apiKey', in: 'header', name: 'token', description: 'The token from /auth/login (or /users/login, /admins/login)' },
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The same token as `Authorization: Bearer …`' },
} as const;
