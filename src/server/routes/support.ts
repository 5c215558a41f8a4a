import { Hono } from 'hono';
import { ADMIN_PAGE_SIZE, ROLE_USER } from '../../lib/constants';
import { api } from '../../lib/messages';
import { pageQuerySchema, supportSchema } from '../../lib/schemas';
import { optionalAuth, requireAdmin, type AuthEnv } from '../auth';
import { clientAddress, readBody, readId, readQuery } from '../http';
import { spend } from '../services/throttle';
import * as support from '../services/support';

export const supportRoutes = new Hono<AuthEnv>()
  // No sign-in needed; a shopper's token links the concern to them (docs/product.md §10).
  .post('/', optionalAuth, async (c) => {
    const { message } = await readBody(c, supportSchema);
    await spend('support', clientAddress(c));
    const who = c.get('principal');
    const data = await support.addMessage(who?.role === ROLE_USER ? who.userId : undefined, message);
    return c.json({ msg: api.supportReceived, data }, 201);
  })
  .get('/', requireAdmin, async (c) => {
    const { page, limit } = readQuery(c, pageQuerySchema(ADMIN_PAGE_SIZE));
    return c.json(await support.listMessages(page, limit));
  })
  .patch('/resolve/:id', requireAdmin, async (c) => c.json({ msg: api.supportResolved, data: await support.resolveMessage(readId(c)) }));
