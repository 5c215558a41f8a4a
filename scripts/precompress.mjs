// After `astro build`: write .br and .gz beside every text asset of the static client, so the server
// sends compressed bytes without compressing on each request (the node adapter does not compress).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = join(process.env.ASTRO_OUT_DIR ?? 'dist', 'client');
const TEXT = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
let files = 0;
let saved = 0;
function walk(d) {
  for (const name of readdirSync(d)) {
    const path = join(d, name);
    if (statSync(path).isDirectory()) {
      walk(path);
      continue;
    }
    if (!TEXT.test(name)) continue;
    const raw = readFileSync(path);
    if (raw.length < 512) continue;
    const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
    files++;
    saved += raw.length - br.length;
  }
}
walk(dir);
console.info(`precompressed ${files} files (brotli saves ${(saved / 1024).toFixed(0)} KiB)`);
