/**
 * Changes that every server process must hear of, within a second, whichever process made them
 * (docs/architecture.md, "Processes"). Today: the catalogue, whose counts and categories each process
 * caches for a while (services/products.ts).
 *
 *   const stop = onCatalogueChange((change) => ...);   // in every process, including the one that changed it
 *   await catalogueChanged(tx, { productIds: [12] });   // after (or inside) the transaction that changed it
 *
 * On PostgreSQL a change is a NOTIFY on one channel: sent inside the writer's transaction it is
 * delivered when that transaction commits, and only if it commits. Each process LISTENs on a
 * connection of its own; when that connection is lost, every listener is told "something changed"
 * once it is back, since notifications sent meanwhile are gone. On PGlite there is one process, and a
 * change is told to it directly. Listeners are always also told at once in the process that made the
 * change, so it never serves its own stale cache.
 */
import { sql } from 'drizzle-orm';
import { databaseUrl } from '../config';
import { log, safeError } from '../log';
import type { Db, Tx } from './types';

export interface CatalogueChange {
  /** The products changed, when known; absent means "anything may have changed". */
  productIds?: number[];
  /** Only whether sizes are in stock changed (a sale sold one out, a rejected order brought one back): names, brands, categories and sizes offered are as they were. */
  stockOnly?: boolean;
}
type Listener = (change: CatalogueChange) => void;

const CHANNEL = 'fashion_store_catalogue';
const RECONNECT_MS = { first: 500, max: 10_000 };
const listeners = new Set<Listener>();

function tell(change: CatalogueChange): void {
  for (const cb of listeners) {
    try {
      cb(change);
    } catch (err) {
      log.error({ err: safeError(err) }, 'catalogue change listener failed');
    }
  }
}

/** Calls `cb` on every catalogue change, from this process or any other; answers a function that stops it. */
export function onCatalogueChange(cb: Listener): () => void {
  listeners.add(cb);
  if (databaseUrl) startListening();
  return () => {
    listeners.delete(cb);
  };
}

/** Tells every process the catalogue changed. Given the writer's transaction, the others hear it at commit. */
export async function catalogueChanged(db: Db | Tx, change: CatalogueChange = {}): Promise<void> {
  tell(change);
  if (databaseUrl) await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`);
}

// One LISTEN connection per process, outside the pool (a pooled connection would be handed back).
type PgClient = import('pg').Client;
let client: PgClient | undefined;
let listening = false;
let stopped = false;
let delay = RECONNECT_MS.first;

function startListening(): void {
  if (listening || stopped) return;
  listening = true;
  void connect(false);
}

async function connect(again: boolean): Promise<void> {
  if (stopped || !databaseUrl) return;
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: databaseUrl });
  let lost = false;
  const onLost = (err?: Error) => {
    if (lost) return;
    lost = true;
    if (client === c) client = undefined;
    c.end().catch(() => undefined);
    if (stopped) return;
    log.warn({ err: err ? safeError(err) : undefined, retryMs: delay }, 'catalogue change listener lost its connection');
    const timer = setTimeout(() => void connect(true), delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MS.max);
  };
  c.on('error', onLost);
  c.on('end', () => onLost());
  c.on('notification', (msg) => {
    if (msg.channel !== CHANNEL) return;
    let change: CatalogueChange = {};
    try {
      change = JSON.parse(msg.payload ?? '{}') as CatalogueChange;
    } catch {
      /* a payload we did not write: treat it as "anything may have changed" */
    }
    tell(change);
  });
  try {
    await c.connect();
    // Listening must never keep a process alive (a script, a test): the socket does not hold the event loop.
    // biome-ignore lint/suspicious/noExplicitAny: pg's Client keeps its socket on an undocumented field.
    (c as any).connection?.stream?.unref?.();
    await c.query(`listen ${CHANNEL}`);
    client = c;
    delay = RECONNECT_MS.first;
    // Whatever was sent while no connection listened is lost: drop everything cached.
    if (again) tell({});
  } catch (err) {
    onLost(err as Error);
  }
}

/** Closes the LISTEN connection (at shutdown, after the last request). */
export async function stopListening(): Promise<void> {
  stopped = true;
  const c = client;
  client = undefined;
  await c?.end().catch(() => undefined);
}
