import { createRoute } from '@hono/zod-openapi';
import { loginSchema } from '../../lib/schemas';
import { failure, json, loginReplySchema } from '../contract';
import { clientAddress } from '../http';
import { anyone, body, errors, resource } from '../openapi';
import * as accounts from '../services/accounts';

const tags = ['Sign-in'];

export const authRoutes = resource().openapi(
  createRoute({
    method: 'post',
    path: '/login',
    operationId: 'signIn',
    tags,
    security: anyone,
    summary: 'Sign in, shopper or admin: the account is found by its e-mail and the reply says its role',
    request: body(loginSchema),
    responses: {
      ...errors(400, 413, 415),
      200: json(loginReplySchema, 'Signed in (role "user" or "admin")'),
      400: failure('Bad input'),
      401: failure('Wrong credentials'),
      429: failure('Too many attempts from this client, or at this account from this client; Retry-After'),
      503: failure('Password checks are saturated; Retry-After'),
    },
  }),
  async (c) => c.json(await accounts.login(c.req.valid('json'), clientAddress(c)), 200),
);
