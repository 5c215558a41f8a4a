import { Hono } from 'hono';
import { ADMIN_PAGE_SIZE, ROLE_ADMIN } from '../../lib/constants';
import { api } from '../../lib/messages';
import { loginSchema, pageQuerySchema, registerSchema } from '../../lib/schemas';
import { requireAdmin, requireAuth, principalOf, type AuthEnv } from '../auth';
import { notFound } from '../errors';
import { clientAddress, readBody, readId, readQuery } from '../http';
import * as users from '../services/users';

export const userRoutes = new Hono<AuthEnv>()
  .post('/register', async (c) => {
    await users.register(await readBody(c, registerSchema), clientAddress(c));
    return c.json({ msg: api.registered }, 201);
  })
  .post('/login', async (c) => c.json(await users.login(await readBody(c, loginSchema), clientAddress(c))))
  .get('/', requireAdmin, async (c) => {
    const { page, limit } = readQuery(c, pageQuerySchema(ADMIN_PAGE_SIZE));
    const { data, ...rest } = await users.listUsers(page, limit);
    // docs/product.md §7 reads the user list from `msg`.
    return c.json({ msg: data, ...rest });
  })
  .get('/:id', requireAuth, async (c) => {
    const id = readId(c);
    const me = principalOf(c);
    // A shopper reaches only their own row; someone else's id answers 404 like an unknown one.
    if (me.role !== ROLE_ADMIN && me.userId !== id) throw notFound();
    return c.json({ data: [await users.getUser(id)] });
  })
  .delete('/delete/:id', requireAdmin, async (c) => {
    await users.deleteUser(readId(c));
    return c.json({ msg: api.userDeleted });
  });
