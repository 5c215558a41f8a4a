import { Hono } from 'hono';
import { ADMIN_PAGE_SIZE } from '../../lib/constants';
import { api } from '../../lib/messages';
import { checkoutSchema, idempotencyKey, orderAddSchema, orderStatusSchema, pageQuerySchema } from '../../lib/schemas';
import { requireAdmin, requireUser, principalOf, type AuthEnv } from '../auth';
import { HttpError } from '../errors';
import { readBody, readId, readQuery } from '../http';
import * as orders from '../services/orders';

export const orderRoutes = new Hono<AuthEnv>()
  .get('/allorders', requireAdmin, async (c) => {
    const { page, limit } = readQuery(c, pageQuerySchema(ADMIN_PAGE_SIZE));
    return c.json(await orders.listAllOrders(page, limit));
  })
  .get('/categories', requireAdmin, async (c) => c.json(await orders.categoryFigures()))
  .get('/', requireUser, async (c) => {
    const { page, limit } = readQuery(c, pageQuerySchema(ADMIN_PAGE_SIZE));
    return c.json(await orders.listOrders(principalOf(c).userId, page, limit));
  })
  .post('/add', requireUser, async (c) => {
    const data = await orders.addOrder(principalOf(c).userId, await readBody(c, orderAddSchema));
    return c.json({ msg: api.orderPlaced, data }, 201);
  })
  .post('/checkout', requireUser, async (c) => {
    const key = idempotencyKey.safeParse(c.req.header('idempotency-key'));
    if (!key.success) throw new HttpError(400, api.idempotencyKey, { 'Idempotency-Key': api.idempotencyKey });
    const { addressId } = await readBody(c, checkoutSchema);
    const { data, replayed } = await orders.checkout(principalOf(c).userId, key.data, addressId);
    return c.json({ msg: api.orderPlaced, data }, replayed ? 200 : 201);
  })
  .patch('/update/:id', requireAdmin, async (c) => {
    const id = readId(c);
    const { status } = await readBody(c, orderStatusSchema);
    return c.json({ msg: api.orderUpdated, data: await orders.updateStatus(id, status) });
  });
