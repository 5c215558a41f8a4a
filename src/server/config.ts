/** Server settings from the environment, read once. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HASH_CONCURRENCY, RATE_LIMITS, STATEMENT_TIMEOUT_MS } from '../lib/constants';

/** The project root (the folder with package.json), whatever the working directory or bundle path. */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'drizzle'))) return dir;
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}

const env = process.env;
export const isProduction = env.NODE_ENV === 'production';
export const databaseUrl = env.DATABASE_URL || undefined;
/** `memory://` keeps the embedded database in memory (tests); otherwise a folder on disk. */
export const dataDir = env.DATA_DIR === 'memory://' ? 'memory://' : resolve(projectRoot(), env.DATA_DIR || 'data');
export const seedDemo = env.SEED_DEMO === '1' || (!databaseUrl && env.SEED_DEMO !== '0');

/** A whole number ≥ 1 from the environment, else the default. */
const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/**
 * How many proxies in front of the store add to X-Forwarded-For (`TRUST_PROXY=1` behind one load
 * balancer); 0 reads the socket's address and ignores the header, which any client can write.
 */
export const trustProxy = Number.isInteger(Number(env.TRUST_PROXY)) ? Math.max(0, Number(env.TRUST_PROXY)) : 0;

/** Per-client request budgets (constants.ts), each settable from the environment. */
export const rateLimits = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([name, l]) => [name, { max: positive(env[l.env], l.max), windowMs: l.windowMs }]),
) as { [K in keyof typeof RATE_LIMITS]: { max: number; windowMs: number } };

export const hashConcurrency = positive(env.HASH_CONCURRENCY, HASH_CONCURRENCY);

/**
 * How long a statement of the PostgreSQL pool may run (STATEMENT_TIMEOUT_MS; 0 turns it off). Read when
 * the database opens rather than at import, so a script that fills or repairs tables in long statements
 * (bench fills, db:rebuild-totals) can turn it off first.
 */
export function statementTimeoutMs(): number {
  const n = Number(env.STATEMENT_TIMEOUT_MS);
  return env.STATEMENT_TIMEOUT_MS !== undefined && env.STATEMENT_TIMEOUT_MS !== '' && Number.isInteger(n) && n >= 0 ? n : STATEMENT_TIMEOUT_MS;
}

/**
 * The store's public origin (`https://shop.example.com`) for canonical links, Open Graph tags, the
 * sitemaps and robots.txt. Unset: each request's own origin (its Host header), which is right for one
 * host name but lets a client choose what the page says; set it in production.
 */
export const siteUrl = ((): string | undefined => {
  if (!env.SITE_URL) return undefined;
  try {
    const url = new URL(env.SITE_URL);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    return url.origin;
  } catch {
    throw new Error(`SITE_URL must be an http(s) URL such as https://shop.example.com (got ${JSON.stringify(env.SITE_URL)})`);
  }
})();

let secret: Uint8Array | undefined;
/**
 * The JWT signing key: JWT_SECRET, or (outside production) one generated once and kept in the data
 * folder so tokens survive a restart. Never a constant in the code (docs/api.md).
 */
export function jwtSecret(): Uint8Array {
  if (secret) return secret;
  if (env.JWT_SECRET) return (secret = new TextEncoder().encode(env.JWT_SECRET));
  if (isProduction) throw new Error('JWT_SECRET must be set when NODE_ENV=production');
  if (dataDir === 'memory://') return (secret = randomBytes(32));
  const file = join(dataDir, '.jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return (secret = new TextEncoder().encode(readFileSync(file, 'utf8').trim()));
}

/** Fail at start-up, not at the first login, when production lacks its secret. */
export function checkConfig(): void {
  if (isProduction && !env.JWT_SECRET) throw new Error('JWT_SECRET must be set when NODE_ENV=production');
}
