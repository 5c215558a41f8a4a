/** Server-only settings: the constants only the server reads (shared ones are in src/lib/constants.ts), and what the environment sets, read once. */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_QUANTITY, type StateOrUt } from '../lib/constants';
import { GST_STATE_CODES, GSTIN_FORMAT, isStateOrUt } from '../lib/gst';

export const CURRENCY = 'INR';
/** docs/product.md §9: the dashboard's Profit column is a placeholder of 100 per user row. */
export const PROFIT_PER_USER = 100;

/** Saved addresses a shopper keeps. */
export const MAX_ADDRESSES = 20;
/**
 * Manage Orders counts the matches of a date range or a search up to this many and then says "1,000+":
 * an exact count of a broad search would visit every match, while the page itself stops after 20.
 * With no filter, or a status only, the count is exact (running totals, src/server/services/totals.ts).
 */
export const ORDERS_COUNT_CAP = 1_000;
/** Rows the CSV export reads per query: memory stays flat whatever the number of orders. */
export const EXPORT_BATCH_ROWS = 1_000;
/** The Analyse section's top products by units and by revenue. */
export const TOP_PRODUCTS = 10;
/** Days (a day's revenue, a date filter) are counted in the store's own time zone. */
export { STORE_TIME_ZONE } from '../lib/constants';

/** The largest request body the API reads. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * A request's headers and body must have arrived this long after its first byte (scripts/start.mjs;
 * Node's default is 300 s), else 408 and the connection is closed: a BODY_LIMIT_BYTES body needs only
 * 35 KB/s, and a client that sends a byte now and then cannot hold a connection for minutes.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often the server looks for requests past REQUEST_TIMEOUT_MS (Node's default: every 30 s, which doubled it). */
export const REQUEST_TIMEOUT_CHECK_MS = 1_000;
/** Failed logins of one account from one client address, per window, before 429. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Requests per client address (docs/operating.md "Operating the store"; each can be changed with the
 * environment variable named beside it).
 */
export const RATE_LIMITS = {
  login: { max: 30, windowMs: 60_000, env: 'RATE_LIMIT_LOGIN' },
  signup: { max: 10, windowMs: 60 * 60_000, env: 'RATE_LIMIT_SIGNUP' },
  support: { max: 10, windowMs: 10 * 60_000, env: 'RATE_LIMIT_SUPPORT' },
  /**
   * Password reset (services/password-reset.ts): asking for a link, per client; per client and e-mail
   * (like failed logins: another client's requests never use up the owner's); per e-mail from every
   * client together, so nobody can flood one inbox. Setting a new password, per client.
   */
  forgot: { max: 10, windowMs: 15 * 60_000, env: 'RATE_LIMIT_FORGOT' },
  forgotAccount: { max: 3, windowMs: 60 * 60_000, env: 'RATE_LIMIT_FORGOT_ACCOUNT' },
  forgotInbox: { max: 10, windowMs: 60 * 60_000, env: 'RATE_LIMIT_FORGOT_INBOX' },
  reset: { max: 20, windowMs: 15 * 60_000, env: 'RATE_LIMIT_RESET' },
  notify: { max: 10, windowMs: 10 * 60_000, env: 'RATE_LIMIT_NOTIFY' },
  /**
   * The gateway's callback (services/gateway/online.ts, callbackReturn) needs no sign-in and a failure
   * makes the store ask the gateway: per client address, and per purchase from every client together,
   * so nobody spends the store's gateway rate limit through it.
   */
  paymentCallback: { max: 30, windowMs: 10 * 60_000, env: 'RATE_LIMIT_PAYMENT_CALLBACK' },
  paymentCallbackPurchase: { max: 10, windowMs: 10 * 60_000, env: 'RATE_LIMIT_PAYMENT_CALLBACK_PURCHASE' },
} as const;
/**
 * 'Notify me' from a guest (services/stock-requests.ts): the confirmation link works this long, and one
 * address receives at most NOTIFY_CONFIRMS_PER_ADDRESS confirmation mails in that time, whichever
 * clients ask, so no stranger's inbox is flooded with them.
 */
export const NOTIFY_CONFIRM_HOURS = 24;
export const NOTIFY_CONFIRMS_PER_ADDRESS = 3;
/** Reset links past their expiry are kept this long (to say 'expired' rather than 'not valid'), then swept. */
export const PASSWORD_RESET_KEEP_MS = 7 * 24 * 60 * 60_000;
/** One hit in this many new windows also deletes the ended ones. */
export const RATE_LIMIT_SWEEP_CHANCE = 0.01;
/**
 * Password hashes (scrypt, ~60 ms and 32 MiB each) run on libuv's 4-thread pool, which file reads
 * share: at most one per core but HASH_CORES_LEFT_TO_SERVE (at least HASH_CONCURRENCY_MIN), so a
 * login flood leaves a core to serve pages (bench:abuse: two at a time on two cores put the home page
 * at 1–2.3 s); HASH_CONCURRENCY in the environment overrides it (hashConcurrency below). The rest wait,
 * at most HASH_WAIT_MS, then 503. Waiting costs nothing but a closure, and a flood held waiting is a
 * flood that is not sending more requests; past the queue the answer is an immediate 503.
 */
export const HASH_CORES_LEFT_TO_SERVE = 1;
export const HASH_CONCURRENCY_MIN = 1;
export const HASH_QUEUE_MAX = 1024;
export const HASH_WAIT_MS = 2000;
export const BUSY_RETRY_AFTER_S = 2;
/**
 * 'Forgot password?' (services/password-reset.ts): its work (three counters, the account, a link and
 * its message written, or rehearsed and rolled back) runs at most FORGOT_CONCURRENCY at a time, at most
 * FORGOT_QUEUE_MAX waiting HASH_WAIT_MS; past that a 503 after one statement (the per-client count), so
 * a flood from many addresses costs no more than failed logins do.
 */
export const FORGOT_CONCURRENCY = 2;
export const FORGOT_QUEUE_MAX = 64;
/** Signed-in tokens whose signature a process remembers as checked (auth.ts): ~10,000 sessions, ~3 MB. */
export const VERIFIED_TOKENS_KEPT = 10_000;
/** Nesting of a JSON body: the deepest the API's own bodies go is 2. */
export const MAX_JSON_DEPTH = 8;
/** Unsaved addresses (declaration false) not yet used by an order that a shopper keeps. */
export const MAX_UNUSED_ADDRESSES = 5;
/**
 * PostgreSQL cancels a statement of the store's pool that runs longer than this (STATEMENT_TIMEOUT_MS,
 * 0 = never): the request answers 503 instead of holding a connection and the database's CPU. The store's
 * own statements take milliseconds (bench:api); migrations and scripts run without it.
 */
export const STATEMENT_TIMEOUT_MS = 5_000;

/** The chat widget shows a shopper's last this many concerns with their replies. */
export const SUPPORT_MINE_LIMIT = 20;

/**
 * Static-first pages (docs/features.md "Static-first pages"): the home page, /products pages, product pages, the info
 * pages, robots.txt and the sitemaps are rendered once and kept in each server process's memory
 * (src/server/pages/cache.ts) until a catalogue change drops them, or at most PAGE_CACHE_MAX_AGE_MS (what
 * a checkout sells changes the stock a page shows without a catalogue notice). The cache holds at most
 * PAGE_CACHE_MAX_BYTES (least recently used out first).
 */
export const PAGE_CACHE_MAX_AGE_MS = 60_000;
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** What a CDN may keep a page for (`s-maxage`), and serve stale meanwhile while it asks again (`stale-while-revalidate`). */
export const PAGE_CDN_MAX_AGE_S = 5;
export const PAGE_STALE_WHILE_REVALIDATE_S = 60;
/** Brotli level for a cached page: compressed once per render; 11 costs ~10× the time for ~5% fewer bytes. */
export const PAGE_BROTLI_QUALITY = 6;
/** The sitemap protocol's limit: a sitemap lists at most this many URLs, past it the index names several. */
export const SITEMAP_MAX_URLS = 50_000;
/** A product page's meta description is cut at this many characters (what search results show). */
export const META_DESCRIPTION_MAX = 160;

/** The nav bar's suggestions: at most this many products, and this many categories and brands. */
export const SUGGEST_PRODUCTS = 6;
export const SUGGEST_GROUPS = 3;
/**
 * Suggestions with at most this many possible matches (by the catalogue's word counts) are fetched by
 * the search index and sorted, not by walking the newest products until six match: a rare word would
 * walk all of them (bench:api, 'nort' at 100,000 products: 25 ms, against 2 ms).
 */
export const SUGGEST_SPARSE_MATCHES = 2_000;
/** Relevance weights of name, brand, category, description as ts_rank takes them ({D, C, B, A}). */
export const SEARCH_WEIGHTS = [0.05, 0.2, 0.4, 1] as const;
/** How much a word as typed outweighs a synonym or a typo's match in the ranking. */
export const SEARCH_EXACT_BOOST = 2;
/** Facet counts are kept this long per search and filters (dropped by any catalogue edit). */
export const FACETS_TTL_MS = 30_000;

/**
 * The e-mail sender (src/server/mail/sender.ts, docs/features.md "E-mail"): it looks for due messages every
 * MAIL_POLL_MS and claims MAIL_SMTP_CONNECTIONS × MAIL_SENDS_PER_CLAIM at a time, giving each claim
 * MAIL_CLAIM_LEASE_MS before another sender (or this one after a restart) may take it again. Each
 * connection sends its share one message after another, and a send not done after
 * MAIL_SEND_TIMEOUT_MS is cut off (its abort signal closes the one connection carrying it), so a
 * claim's sends end well inside its lease and one message is never in two senders' hands.
 * A failed attempt waits MAIL_RETRY_BASE_MS × 2^(attempts − 1) (at most MAIL_RETRY_MAX_MS). A message
 * the server refused (a 5xx answer) is marked failed after MAIL_MAX_ATTEMPTS; one that could not be
 * handed over (no connection, a timeout, a 4xx "try later") keeps being retried for MAIL_GIVE_UP_MS
 * after it was queued, so an outage of the mail provider loses nothing. Failed ones show in the
 * console's Outbox.
 */
export const MAIL_POLL_MS = 1_000;
export const MAIL_CLAIM_LEASE_MS = 120_000;
export const MAIL_SEND_TIMEOUT_MS = 30_000;
/** SMTP sessions the sender keeps open at once, and how long any one step (connect, greeting, a reply) may take. */
export const MAIL_SMTP_CONNECTIONS = 2;
export const MAIL_SMTP_TIMEOUT_MS = 10_000;
/** Messages each connection sends of one claim: all of them, each at its longest, still end before the lease. */
export const MAIL_SENDS_PER_CLAIM = Math.floor(MAIL_CLAIM_LEASE_MS / MAIL_SEND_TIMEOUT_MS) - 1;
export const MAIL_BATCH_SIZE = MAIL_SMTP_CONNECTIONS * MAIL_SENDS_PER_CLAIM;
export const MAIL_MAX_ATTEMPTS = 6;
export const MAIL_RETRY_BASE_MS = 30_000;
export const MAIL_RETRY_MAX_MS = 60 * 60_000;
/** How long a message the mail server never refused is retried (as long as an MTA's queue lifetime). */
export const MAIL_GIVE_UP_MS = 3 * 24 * 60 * 60_000;
/** Where a message's links point when SITE_URL is not set (the standalone server's default address). */
export const MAIL_DEFAULT_SITE_URL = 'http://localhost:4321';
/** The sender's name and address when MAIL_FROM is not set. */
export const MAIL_DEFAULT_FROM = 'Fashion Store <no-reply@fashionstore.example.com>';

/**
 * The picture worker (src/server/pictures/worker.ts, docs/features.md "Photographs"): it looks for queued jobs every
 * PICTURE_POLL_MS (and at once when this process queues one), works on PICTURE_CONCURRENCY at a time with
 * sharp on one thread (a core stays free to serve), and gives each claim PICTURE_JOB_LEASE_MS before
 * another process may take it again; after PICTURE_MAX_ATTEMPTS the picture is marked failed.
 */
export const PICTURE_POLL_MS = 1_000;
export const PICTURE_JOB_LEASE_MS = 5 * 60_000;
export const PICTURE_MAX_ATTEMPTS = 3;
export const PICTURE_RETRY_MS = 30_000;
export const PICTURE_THREADS = 1;
/** AVIF's encoder effort (0–9): 4 makes files within a few per cent of 9's at a fraction of the time. */
export const PICTURE_AVIF = { quality: 55, effort: 4 } as const;
/** The demo drawings at seeding: lower effort, and cached by content (see pictureCacheDir) so a fresh data folder costs nothing. */
export const PICTURE_SEED_AVIF = { quality: 55, effort: 1 } as const;
export const PICTURE_WEBP_QUALITY = 78;
export const PICTURE_JPEG_QUALITY = 80;
/** The placeholder: this many pixels wide, blurred, as a WebP data: URI (a few hundred bytes). */
export const PICTURE_PLACEHOLDER_WIDTH = 16;
/** The demo drawings (vectors) are rasterised this wide: the product page shows them at 720 px. */
export const PICTURE_SEED_RASTER_WIDTH = 1280;
/**
 * The upload's form (src/server/pictures/multipart.ts) is one file and its alt text: a form with more
 * parts, files or text fields, or a text field longer than an alt text could be, is refused (400) before
 * the rest is read. A part's header block over UPLOAD_HEADER_MAX_BYTES (or UPLOAD_HEADER_PAIRS lines) is
 * cut there by the parser, so no part's headers are held larger than that.
 */
export const UPLOAD_MAX_PARTS = 4;
export const UPLOAD_MAX_FILES = 1;
export const UPLOAD_MAX_FIELDS = 2;
export const UPLOAD_FIELD_MAX_BYTES = 4096;
export const UPLOAD_HEADER_MAX_BYTES = 8192;
export const UPLOAD_HEADER_PAIRS = 16;
/** What a variant answers with: its name changes with its content, so it never needs asking again. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

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

/**
 * Unpaid holds (docs/features.md "Sizes and stock"): a purchase waiting for its online payment holds its units
 * for PAYMENT_HOLD_MINUTES. So that one shopper cannot hold a product's stock away from everyone, a
 * shopper has at most MAX_UNPAID_HOLDS purchases waiting at once (default 2: a second tab, not a
 * stockpile), holding at most MAX_UNPAID_HOLD_UNITS units of any one product and size between them
 * (default MAX_QUANTITY, one cart line's most, so no single checkout is refused by it). Read when asked,
 * so a test can set them. Guests cannot check out (the checkout needs a signed-in shopper).
 */
export const UNPAID_HOLDS_DEFAULT = 2;
export const unpaidHoldLimits = () => ({
  purchases: positive(env.MAX_UNPAID_HOLDS, UNPAID_HOLDS_DEFAULT),
  unitsPerSize: positive(env.MAX_UNPAID_HOLD_UNITS, MAX_QUANTITY),
});

/** Per-client request budgets (RATE_LIMITS above), each settable from the environment. */
export const rateLimits = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([name, l]) => [name, { max: positive(env[l.env], l.max), windowMs: l.windowMs }]),
) as { [K in keyof typeof RATE_LIMITS]: { max: number; windowMs: number } };

/**
 * scrypt's cost: N=2^15, r=8 (32 MiB and about 60 ms a hash here, memory-hard as docs/api.md says)
 * wherever the store runs, the browser tests and benchmarks included; the vitest runner alone
 * (NODE_ENV=test) uses N=2^10, since its files make hundreds of accounts and none of them measures the
 * hash. Every stored hash names its own cost, so either verifies anywhere. tests/unit/passwords.test.ts
 * holds the production figure.
 */
export const SCRYPT_PRODUCTION_N = 2 ** 15;
export const SCRYPT_TEST_N = 2 ** 10;
export const scryptN = (nodeEnv = process.env.NODE_ENV) => (nodeEnv === 'test' ? SCRYPT_TEST_N : SCRYPT_PRODUCTION_N);

/** Password hashes at once: one per core but one left to serve (HASH_CORES_LEFT_TO_SERVE above), unless HASH_CONCURRENCY says. */
export const hashConcurrency = positive(env.HASH_CONCURRENCY, Math.max(HASH_CONCURRENCY_MIN, availableParallelism() - HASH_CORES_LEFT_TO_SERVE));

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

/**
 * Outgoing e-mail (docs/features.md "E-mail"): SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`) turns the
 * sender on; unset, the embedded default, messages are kept in the outbox and shown in the console.
 * MAIL_FROM is the From header. Read when the sender starts, not at import, so a test can point it at
 * its own SMTP server.
 */
export const smtpUrl = (): string | undefined => env.SMTP_URL || undefined;
export const mailFrom = (): string => env.MAIL_FROM || MAIL_DEFAULT_FROM;
/** The origin a message's links start with: SITE_URL, else the standalone server's default address. */
export const mailSiteUrl = (): string => siteUrl ?? MAIL_DEFAULT_SITE_URL;

/**
 * Where pictures are stored (src/server/pictures/storage.ts): S3_BUCKET set means an S3-compatible
 * object store (S3_ENDPOINT for one that is not AWS, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY),
 * served from ASSET_URL (a CDN) or the bucket's own URL; unset, a folder under DATA_DIR served at
 * /media. Read when asked, so a test can switch.
 */
export interface S3Settings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  assetUrl: string | undefined;
}
export const S3_DEFAULT_REGION = 'us-east-1';
export function s3Settings(): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || S3_DEFAULT_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    assetUrl: env.ASSET_URL?.replace(/\/+$/, '') || undefined,
  };
}
/** The local store's folder: DATA_DIR/media (MEDIA_DIR overrides; an in-memory database gets a temporary one). */
export const mediaDir = (): string | undefined =>
  env.MEDIA_DIR ? resolve(projectRoot(), env.MEDIA_DIR) : dataDir === 'memory://' ? undefined : join(dataDir, 'media');
/** Variants of the demo drawings, by source and settings, kept across data folders (PICTURE_CACHE_DIR; '0' turns it off). */
export const pictureCacheDir = (): string | undefined =>
  env.PICTURE_CACHE_DIR === '0' ? undefined : resolve(projectRoot(), env.PICTURE_CACHE_DIR || '.cache/pictures');
/** Jobs the worker runs at once in this process (PICTURE_CONCURRENCY, default 1). */
export const pictureConcurrency = (): number => positive(env.PICTURE_CONCURRENCY, 1);
/** PICTURE_WORKER=0 runs no worker in this process (another process on the same database does the work). */
export const pictureWorkerOn = (): boolean => env.PICTURE_WORKER !== '0';

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

/**
 * The seller a GST tax invoice names (README "Tax invoices"): legal name, address, State and GSTIN,
 * from SELLER_LEGAL_NAME, SELLER_ADDRESS (lines separated by '|' or new lines), SELLER_STATE (one of
 * STATES_AND_UTS) and SELLER_GSTIN; the defaults are demo values (a made-up GSTIN of Karnataka's
 * format). A State that is not one, or a GSTIN of another format or State, stops the server at start.
 * Each invoice keeps the values it was issued with.
 */
export const SELLER_DEFAULTS = {
  legalName: 'Fashion Store Retail Private Limited',
  address: '42, 1st Floor, 80 Feet Road|Koramangala 4th Block|Bengaluru 560034',
  state: 'Karnataka',
  gstin: '29AAACF1234A1Z5',
} as const;
/** The series of invoice numbers ('FS/2026-27/000123') and of credit notes ('FS/CN/2026-27/000007'). */
export const INVOICE_SERIES = 'FS';
export const CREDIT_NOTE_SERIES = 'FS/CN';

export interface Seller {
  legalName: string;
  address: string[];
  state: StateOrUt;
  stateCode: string;
  gstin: string;
}

/** The seller from the environment (read when asked, so a test can set it), checked. */
export function seller(): Seller {
  const state = env.SELLER_STATE || SELLER_DEFAULTS.state;
  if (!isStateOrUt(state)) throw new Error(`SELLER_STATE must be an Indian State or Union Territory such as Karnataka (got ${JSON.stringify(state)})`);
  const gstin = (env.SELLER_GSTIN || SELLER_DEFAULTS.gstin).toUpperCase();
  const stateCode = GST_STATE_CODES[state];
  if (!GSTIN_FORMAT.test(gstin) || !gstin.startsWith(stateCode)) {
    throw new Error(
      `SELLER_GSTIN must be a GSTIN of ${state} (15 characters starting ${stateCode}, such as ${stateCode}AAACF1234A1Z5; got ${JSON.stringify(gstin)})`,
    );
  }
  const address = (env.SELLER_ADDRESS || SELLER_DEFAULTS.address)
    .split(/\||\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  return { legalName: env.SELLER_LEGAL_NAME || SELLER_DEFAULTS.legalName, address, state, stateCode, gstin };
}
