import { Hono } from 'hono';
import { ADMIN_PAGE_SIZE } from '../../lib/constants';
import { api } from '../../lib/messages';
import { adminSchema, loginSchema, pageQuerySchema } from '../../lib/schemas';
import { requireAdmin, principalOf, type AuthEnv } from '../auth';
import { clientAddress, readBody, readId, readQuery } from '../http';
import * as admins from '../services/admins';

export const adminRoutes = new Hono<AuthEnv>()
  .post('/login', async (c) => c.json(await admins.login(await readBody(c, loginSchema), clientAddress(c))))
  .get('/', requireAdmin, async (c) => {
    const { page, limit } = readQuery(c, pageQuerySchema(ADMIN_PAGE_SIZE));
    return c.json(await admins.listAdmins(page, limit));
  })
  .get('/me', requireAdmin, async (c) => c.json({ data: await admins.getAdmin(principalOf(c).userId) }))
  .post('/add', requireAdmin, async (c) => {
    const data = await admins.addAdmin(await readBody(c, adminSchema));
    return c.json({ msg: api.adminAdded, data }, 201);
  })
  .delete('/delete/:id', requireAdmin, async (c) => {
    await admins.deleteAdmin(readId(c), principalOf(c).userId);
    return c.json({ msg: api.adminDeleted });
  });
