/**
 * One API server process for the two-process test (tests/api/multi-process.test.ts): the store's Hono
 * app on PORT over DATABASE_URL, started the way scripts/start.mjs starts it (host.start(): migrations
 * under the advisory lock), without a build. Says "ready <pid>" on stdout; drains on SIGTERM.
 */
import { serve } from '@hono/node-server';
import { api, setDraining, start, stop } from '../../../src/server/host';
import { PORT_TAKEN_EXIT } from './process';

await start();
const server = serve({ fetch: api.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => {
  console.log(`ready ${process.pid}`);
});
server.once('error', (err: NodeJS.ErrnoException) => {
  console.error(err.message);
  process.exit(err.code === 'EADDRINUSE' ? PORT_TAKEN_EXIT : 1);
});
process.once('SIGTERM', () => {
  setDraining(true);
  server.close(() => void stop().then(() => process.exit(0)));
});
