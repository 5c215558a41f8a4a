import { Hono } from 'hono';
import { ADMIN_PAGE_SIZE } from '../../lib/constants';
import { api } from '../../lib/messages';
import { cartAddSchema, cartUpdateSchema, pageQuerySchema } from '../../lib/schemas';
import { requireAdmin, requireUser, principalOf, type AuthEnv } from '../auth';
import { readBody, readId, readQuery } from '../http';
import * as cart from '../services/cart';

export const cartRoutes = new Hono<AuthEnv>()
  .get('/allcarts', requireAdmin, async (c) => {
    const { page, limit } = readQuery(c, pageQuerySchema(ADMIN_PAGE_SIZE));
    return c.json(await cart.listAllCarts(page, limit));
  })
  .get('/', requireUser, async (c) => c.json({ data: await cart.listCart(principalOf(c).userId) }))
  .post('/add', requireUser, async (c) => {
    const { prodId, quantity, size } = await readBody(c, cartAddSchema);
    const data = await cart.addToCart(principalOf(c).userId, prodId, quantity, size);
    return c.json({ msg: api.addedToCart, data }, 201);
  })
  .patch('/update/:id', requireUser, async (c) => {
    const id = readId(c);
    const { quantity } = await readBody(c, cartUpdateSchema);
    return c.json({ msg: api.cartUpdated, data: await cart.updateQuantity(principalOf(c).userId, id, quantity) });
  })
  .delete('/delete/:id', requireUser, async (c) => {
    await cart.removeFromCart(principalOf(c).userId, readId(c));
    return c.json({ msg: api.removedFromCart });
  });
