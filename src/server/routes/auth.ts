import { createRoute } from '@hono/zod-openapi';
import { forgotSchema, loginSchema, resetCheckSchema, resetSchema } from '../../lib/schemas';
import { failure, json, loginReplySchema, msgSchema } from '../contract';
import { clientAddress } from '../http';
import { anyone, body, errors, resource } from '../openapi';
import * as accounts from '../services/accounts';
import * as passwordReset from '../services/password-reset';

const tags = ['Sign-in'];

export const authRoutes = resource()
  .openapi(
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
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/forgot',
      operationId: 'forgotPassword',
      tags,
      security: anyone,
      summary: 'Ask for a password reset link (shopper or admin): the same answer whether the e-mail has an account or not',
      request: body(forgotSchema),
      responses: {
        ...errors(400, 413, 415),
        200: json(msgSchema, 'If an account has this e-mail, a link valid 30 minutes was queued to it'),
        400: failure('Bad input'),
        429: failure('Too many requests from this client, for this e-mail from this client, or for this e-mail; Retry-After'),
      },
    }),
    async (c) => c.json(await passwordReset.forgot(c.req.valid('json'), clientAddress(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/reset/check',
      operationId: 'checkResetLink',
      tags,
      security: anyone,
      summary: "Whether a reset link's token can still be used (the reset page asks before showing its form)",
      request: body(resetCheckSchema),
      responses: {
        ...errors(400, 413, 415),
        200: json(msgSchema, 'The link can be used'),
        400: failure('A malformed token (`errors.token`), or a link not valid (altered or unknown), already used or expired: `msg` says which'),
        429: failure('Too many requests from this client; Retry-After'),
      },
    }),
    async (c) => c.json(await passwordReset.checkLink(c.req.valid('json').token, clientAddress(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/reset',
      operationId: 'resetPassword',
      tags,
      security: anyone,
      summary: 'Set a new password with a reset link: the link is used up and every session of the account is signed out',
      request: body(resetSchema),
      responses: {
        ...errors(400, 413, 415),
        200: json(msgSchema, 'Password changed; sign in with it'),
        400: failure('Bad input (`errors` by field), or a link not valid, already used or expired (`msg` says which)'),
        429: failure('Too many requests from this client; Retry-After'),
        503: failure('Password hashing is saturated; Retry-After'),
      },
    }),
    async (c) => c.json(await passwordReset.reset(c.req.valid('json'), clientAddress(c)), 200),
  );
