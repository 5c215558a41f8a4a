import { Hono } from 'hono';
import { api } from '../../lib/messages';
import { addressSchema } from '../../lib/schemas';
import { requireUser, principalOf, type AuthEnv } from '../auth';
import { readBody, readId } from '../http';
import * as addresses from '../services/addresses';

export const addressRoutes = new Hono<AuthEnv>()
  .get('/', requireUser, async (c) => c.json({ data: await addresses.listAddresses(principalOf(c).userId) }))
  .post('/add', requireUser, async (c) => {
    const data = await addresses.addAddress(principalOf(c).userId, await readBody(c, addressSchema));
    // docs/product.md §7 reads data.data._id: the reply's `data` is the new address.
    return c.json({ msg: api.addressAdded, data }, 201);
  })
  .delete('/delete/:id', requireUser, async (c) => {
    await addresses.deleteAddress(principalOf(c).userId, readId(c));
    return c.json({ msg: api.addressDeleted });
  });
