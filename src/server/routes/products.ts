import { Hono } from 'hono';
import { api } from '../../lib/messages';
import { ADMIN_PAGE_SIZE } from '../../lib/constants';
import { pageQuerySchema, productQuerySchema, productSchema, productUpdateSchema } from '../../lib/schemas';
import { requireAdmin, type AuthEnv } from '../auth';
import { readBody, readId, readQuery } from '../http';
import * as products from '../services/products';

export const productRoutes = new Hono<AuthEnv>()
  .get('/', async (c) => c.json(await products.listProducts(readQuery(c, productQuerySchema))))
  .get('/categories', async (c) => c.json({ data: await products.listCategories() }))
  .get('/low-stock', requireAdmin, async (c) => {
    const { page, limit } = readQuery(c, pageQuerySchema(ADMIN_PAGE_SIZE));
    return c.json(await products.listLowStock(page, limit));
  })
  .get('/:id', async (c) => c.json({ msg: [await products.getProduct(readId(c))] }))
  .post('/add', requireAdmin, async (c) => {
    const data = await products.addProduct(await readBody(c, productSchema));
    return c.json({ msg: api.productAdded, data }, 201);
  })
  .patch('/update/:id', requireAdmin, async (c) => {
    const id = readId(c);
    const data = await products.updateProduct(id, await readBody(c, productUpdateSchema));
    return c.json({ msg: api.productUpdated, data });
  })
  .delete('/delete/:id', requireAdmin, async (c) => {
    await products.deleteProduct(readId(c));
    return c.json({ msg: api.productDeleted });
  });
