/**
 * Fault test (docs/features.md "Photographs"): SIGKILL the server while the worker is making a picture's sizes,
 * restart it on the same data folder, and check that the job is taken again and done once: the picture
 * becomes ready with one set of files, its original is gone, and its job counts two attempts. The kill
 * lands mid-job because a 4000×3000 photograph takes seconds to make and the worker logs when it
 * starts one; no hook in the store. Run: `npm run test:faults` (after a build). Ends with 'N passed, N failed'.
 * With DATABASE_URL (a PostgreSQL server; the run makes its own database) the picture worker is a process of
 * its own (scripts/picture-process.mjs): that process is the one killed, the server restarts it, and the job
 * is taken again when its lease (PICTURE_JOB_LEASE_MS, five minutes) runs out.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { freePort } from '../../bench/ports';
import { emptyDatabase } from '../../bench/scratch-db';
import { DEMO_ADMIN } from '../../src/server/db/demo/accounts';
import { checks, root, startServer } from './server';

const DATA = join(root, '.data-faults-pictures');
const DB_NAME = 'faults_pictures';
const postgres = Boolean(process.env.DATABASE_URL);

const databaseUrl = postgres ? await emptyDatabase(DB_NAME) : '';
const { check, done } = checks();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const started: number[] = [];

async function start(): Promise<ChildProcess> {
  const server = await startServer(port, DATA, { LOG_LEVEL: 'info', DATABASE_URL: databaseUrl });
  server.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.includes('picture job started')) continue;
      try {
        started.push((JSON.parse(line) as { pictureId: number }).pictureId);
      } catch {
        /* a line cut in two: the next chunk has the rest */
      }
    }
  });
  return server;
}

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 600_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) {
      console.error(`gave up waiting: ${what}`);
      return false;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** The server's picture worker process (PostgreSQL), found among its children. */
function pictureProcess(server: ChildProcess): number | undefined {
  const children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return children.find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('picture-worker.mjs'));
}

async function kill(server: ChildProcess): Promise<void> {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGKILL');
  await exited;
}

rmSync(DATA, { recursive: true, force: true });
let server = await start();
// Whatever happens, no server is left running on the folder.
process.on('exit', () => server.kill('SIGKILL'));
console.info('server started');

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
});
const { token } = (await login.json()) as { token: string };
const list = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { data: { _id: number }[] };
const productId = list.data[0]._id;

// Smooth colour fields with a fine grain, like a photograph: real work for the encoders, seconds not minutes.
const photo = await sharp(randomBytes(80 * 60 * 3), { raw: { width: 80, height: 60, channels: 3 } })
  .resize(4000, 3000, { kernel: 'cubic' })
  .jpeg({ quality: 88 })
  .toBuffer();
const form = new FormData();
form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'big.jpg');
form.append('alt', 'A photograph made before a crash');
const up = await fetch(`${base}/api/products/${productId}/pictures`, { method: 'POST', headers: { token }, body: form });
const uploaded = (await up.json()) as { data: { id: number; status: string } };
check(up.status === 201 && uploaded.data.status === 'pending', `the upload is accepted and pending (${up.status})`);
const pictureId = uploaded.data.id;
console.info(`uploaded picture ${pictureId}; waiting for the worker to start it`);

check(await until('the worker to start the job', () => started.includes(pictureId)), 'the worker started making its sizes');
const worker = postgres ? pictureProcess(server) : undefined;
if (postgres) {
  check(worker !== undefined, 'the picture worker is a process of its own');
  if (worker) process.kill(worker, 'SIGKILL');
} else await kill(server);
const folder = join(DATA, 'media', 'p', String(pictureId));
const filesAfterKill = (() => {
  try {
    return readdirSync(folder).length;
  } catch {
    return 0;
  }
})();
check(filesAfterKill < 16, `the kill came before the job finished (${filesAfterKill} of 16 files)`);

if (postgres) {
  // The server starts another picture process by itself.
  check(
    await until('another picture process', () => {
      const next = pictureProcess(server);
      return next !== undefined && next !== worker;
    }),
    'the server started another picture process',
  );
} else server = await start();
console.info('killed mid-job and restarted; waiting for the picture');
const status = async () => {
  const res = await fetch(`${base}/api/products/${productId}/pictures`, { headers: { token } });
  const body = (await res.json()) as { data: { id: number; status: string; sources: { srcset: string }[] }[] };
  return body.data.find((p) => p.id === pictureId);
};
check(await until('the picture to be ready after the restart', async () => (await status())?.status === 'ready'), 'the job was taken again and finished');
const ready = await status();
check(ready?.sources.length === 3 && ready.sources.every((s) => s.srcset.split(', ').length === 5), 'three types at five widths');
const files = (() => {
  try {
    return readdirSync(folder).length;
  } catch {
    return 0;
  }
})();
check(files === 16, `one set of files: 15 variants and the link preview (${files})`);
check(
  (() => {
    try {
      return readdirSync(join(DATA, 'media', 'u', String(pictureId))).length === 0;
    } catch {
      return true;
    }
  })(),
  'the original is gone',
);
check(started.filter((id) => id === pictureId).length === 2, `started twice: once killed, once finished (${started.filter((id) => id === pictureId).length})`);

const stopped = new Promise((r) => server.once('exit', r));
server.kill('SIGTERM');
check((await stopped) === 0, 'SIGTERM stops the server (and its worker) cleanly');

// The job's row, read from the data folder now that no server holds it: done, after two attempts.
const jobQuery = 'select status, attempts from picture_jobs where picture_id = $1';
let job: { status: string; attempts: number } | undefined;
if (postgres) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  job = (await client.query<{ status: string; attempts: number }>(jobQuery, [pictureId])).rows[0];
  await client.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(DATA);
  job = (await db.query<{ status: string; attempts: number }>(jobQuery, [pictureId])).rows[0];
  await db.close();
}
check(job?.status === 'done' && job?.attempts === 2, `the job is done after two attempts (${JSON.stringify(job)})`);
rmSync(DATA, { recursive: true, force: true });
done();
