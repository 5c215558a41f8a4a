import { Hono } from 'hono';
import { api } from '../../lib/messages';
import { wishlistAddSchema } from '../../lib/schemas';
import { requireUser, principalOf, type AuthEnv } from '../auth';
import { readBody, readId } from '../http';
import * as wishlist from '../services/wishlist';

export const wishlistRoutes = new Hono<AuthEnv>()
  .get('/', requireUser, async (c) => c.json({ data: await wishlist.listWishlist(principalOf(c).userId) }))
  .post('/add', requireUser, async (c) => {
    const { prodId } = await readBody(c, wishlistAddSchema);
    return c.json({ msg: api.wishlistAdded, data: await wishlist.addToWishlist(principalOf(c).userId, prodId) }, 201);
  })
  .delete('/delete/:prodId', requireUser, async (c) => {
    await wishlist.removeFromWishlist(principalOf(c).userId, readId(c, 'prodId'));
    return c.json({ msg: api.wishlistRemoved });
  });
