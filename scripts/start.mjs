// Serves the built store (dist/) and opens the database at once, so migrations and the demo seed
// run at start-up rather than on the first shopper's request.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist/server/entry.mjs');
if (!existsSync(entry)) {
  console.error('No build found: run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}
process.env.HOST ??= '127.0.0.1';
process.env.PORT ??= '4321';
process.env.ASTRO_TELEMETRY_DISABLED = '1';
await import(entry);

const url = `http://${process.env.HOST}:${process.env.PORT}/api/health`;
for (let i = 0; i < 300; i++) {
  try {
    const res = await fetch(url);
    if (res.ok) {
      console.log(`Store ready on http://${process.env.HOST === '127.0.0.1' ? 'localhost' : process.env.HOST}:${process.env.PORT} (${(await res.json()).db})`);
      break;
    }
  } catch { /* not listening yet */ }
  await new Promise((r) => setTimeout(r, 200));
}
