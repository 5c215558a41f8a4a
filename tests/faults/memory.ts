/**
 * Memory test: a render shares nothing between requests but the page cache. Requests LIST_URLS
 * distinct `/products?search=<random word>` pages from the built server and reads its memory (after a
 * full garbage collection, over IPC: tests/faults/memory-probe.mjs) before and after: the growth must
 * stay within the page cache's bound (PAGE_CACHE_MAX_BYTES) plus SLACK_BYTES. Before each render got
 * its own query client, every list's answer stayed in one process-wide cache: the heap grew 40 MB over
 * 5,000 lists, 79.9 MB in all with the page cache's 40 MB (now 5 MB, 43 MB in all).
 * Run: `npx tsx tests/faults/memory.ts` (after a build). Ends with a 'N passed, N failed' line.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_CACHE_MAX_BYTES } from '../../src/server/config';
import { checks, root, startServer } from './server';

const PORT = Number(process.env.MEMORY_PORT ?? 4412);
const DATA = join(root, '.data-memory');
const LIST_URLS = Number(process.env.MEMORY_URLS ?? 5_000);
/** Renders before the first reading, so what every process loads once (code, JIT, the search's vocabulary) is not counted. */
const WARM_UP_URLS = 300;
const CONCURRENCY = 4;
/**
 * What may grow besides the page cache: V8's heap does not shrink back to the byte after a full
 * collection, and the search keeps bounded caches of its own (counts, facet cells: 30 s). 16 MB is
 * what the leak added in 2,000 URLs.
 */
const SLACK_BYTES = 16 * 1024 * 1024;
const MB = 1024 * 1024;
const { check, done } = checks();

const letters = 'abcdefghijklmnopqrstuvwxyz';
/** A word no shopper typed before: 8 random letters, so every URL is a new page and a new search. */
const randomWord = () => Array.from(randomBytes(8), (b) => letters[b % letters.length]).join('');

/** The server's memory after a full collection: the JS heap plus the buffers outside it (where the page cache keeps its pages). */
function memory(server: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve) => {
    server.once('message', (m) => resolve(m as NodeJS.MemoryUsage));
    server.send('memory');
  });
}
const counted = (m: NodeJS.MemoryUsage) => m.heapUsed + m.arrayBuffers;

async function requestLists(count: number): Promise<number> {
  let next = 0;
  let failures = 0;
  async function worker() {
    while (next < count) {
      next++;
      const res = await fetch(`http://127.0.0.1:${PORT}/products?search=${randomWord()}`);
      await res.arrayBuffer();
      // A word that finds nothing is a 200 page with 'did you mean'; anything else is a failure.
      if (res.status !== 200) failures++;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
}

rmSync(DATA, { recursive: true, force: true });
const server = await startServer(PORT, DATA, {}, { nodeArgs: ['--expose-gc', '--import', './tests/faults/memory-probe.mjs'], ipc: true });
try {
  check((await requestLists(WARM_UP_URLS)) === 0, 'the warm-up lists answer 200');
  const before = await memory(server);
  const started = Date.now();
  const failures = await requestLists(LIST_URLS);
  const after = await memory(server);
  check(failures === 0, `${LIST_URLS} list pages answer 200 (${failures} did not)`);
  const growth = counted(after) - counted(before);
  const bound = PAGE_CACHE_MAX_BYTES + SLACK_BYTES;
  console.info(
    `${LIST_URLS} lists in ${((Date.now() - started) / 1000).toFixed(0)} s: heap ${(before.heapUsed / MB).toFixed(1)} -> ${(after.heapUsed / MB).toFixed(1)} MB, ` +
      `buffers ${(before.arrayBuffers / MB).toFixed(1)} -> ${(after.arrayBuffers / MB).toFixed(1)} MB, rss ${(before.rss / MB).toFixed(0)} -> ${(after.rss / MB).toFixed(0)} MB; ` +
      `growth ${(growth / MB).toFixed(1)} MB (bound ${(bound / MB).toFixed(0)} MB)`,
  );
  check(
    growth <= bound,
    `memory grew ${(growth / MB).toFixed(1)} MB over ${LIST_URLS} distinct lists: more than the page cache's ${PAGE_CACHE_MAX_BYTES / MB} MB + ${SLACK_BYTES / MB} MB`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(DATA, { recursive: true, force: true });
}
done();
