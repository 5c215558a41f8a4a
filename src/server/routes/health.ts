import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../contract';
import { handle } from '../db/client';
import { anyone, resource } from '../openapi';

const tags = ['Health'];
const health = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['pglite', 'postgres', 'unavailable']) }).openapi('Health');

export const healthRoutes = resource().openapi(
  createRoute({
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    tags,
    security: anyone,
    summary: 'Whether the store can reach its database (for a load balancer or supervisor)',
    responses: { 200: json(health, 'Serving, and which database'), 503: json(health, 'The database cannot be reached') },
  }),
  async (c) => {
    try {
      const h = await handle();
      await h.db.execute('select 1');
      return c.json({ status: 'ok' as const, db: h.kind }, 200);
    } catch {
      return c.json({ status: 'error' as const, db: 'unavailable' as const }, 503);
    }
  },
);
