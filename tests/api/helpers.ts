/** Calls the API through app.request() and makes accounts and products for a test. */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hc } from 'hono/client';
import type { ClientResponse } from 'hono/client';
import { expect } from 'vitest';
import { type App, app } from '../../src/server/app';
import { getDb } from '../../src/server/db/client';
import { addAdmin } from '../../src/server/services/admins';
import { DEFAULT_SIZES } from '../../src/lib/schemas';
import { addProduct } from '../../src/server/services/products';

// biome-ignore lint/suspicious/noExplicitAny: the raw call's answer is whatever came back (hostile bodies, non-JSON); typed calls use client() below
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * The raw call: any method, path, body (or raw text) and headers, so a test can send what no typed
 * client would (malformed JSON, wrong types, unknown fields, a body without Content-Type). For the
 * API as its contract describes it, use client().
 */
// biome-ignore lint/suspicious/noExplicitAny: see Reply
export async function call<T = any>(
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string; client?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.token = opts.token;
  let body: string | undefined = opts.raw;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  // Each call comes from a client address of its own, as from many shoppers, unless the test names one
  // (the per-client limits are tested with a fixed address).
  // As an HTTP client would say how long the body is (the API reads that header, not the stream).
  if (body !== undefined) headers['content-length'] ??= String(Buffer.byteLength(body));
  const res = await app.request(`/api${path}`, { method, headers, body }, { clientAddress: opts.client ?? nextClient() });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: keep the text so a test can say so */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

let clients = 0;
const nextClient = () => `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients++ & 255}`;

/**
 * The typed client (hc from hono/client, typed by the server's App, as the islands call the API):
 * paths, params, queries, bodies and answers are checked by tsc. It calls the app in-process, each
 * call from a client address of its own, as call() does; `token` signs the calls in.
 */
export const client = (token?: string) =>
  hc<App>('http://store.test', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      app.request(input instanceof Request ? input : String(input), init, { clientAddress: nextClient() }),
    headers: token ? { token } : {},
  }).api;

/** The body the contract declares for one status of a typed call's answers. */
type BodyAt<R, S> = R extends ClientResponse<infer T, infer U> ? (U extends S ? T : never) : never;

/**
 * Checks a typed call's status (one its contract declares) and gives its body, typed for that status.
 * A wrong status fails with the body in the message.
 */
export async function expectAnswer<R extends ClientResponse<unknown, number>, S extends R['status']>(res: R | Promise<R>, status: S): Promise<BodyAt<R, S>> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return JSON.parse(text) as BodyAt<R, S>;
}

/** A typed call's status and body, for a test that sorts many answers (a race) by their status. */
export async function settled<R extends ClientResponse<unknown, number>>(res: R | Promise<R>) {
  const r = await res;
  return { status: r.status as R['status'], body: (await r.json()) as Awaited<ReturnType<R['json']>> };
}

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

export async function makeUser(name = 'Test Shopper') {
  const email = `shopper-${unique()}@example.com`;
  const password = 'Sup3r-secret!';
  const reg = await call('POST', '/users/register', { body: { name, email, password, city: 'Pune' } });
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const login = await call('POST', '/users/login', { body: { email, password } });
  const token: string = login.body.token;
  const me = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { userId: number };
  return { email, password, name, token, id: me.userId };
}

export async function makeAdmin(name = 'Test Admin') {
  const email = `admin-${unique()}@example.com`;
  const password = 'Adm1n-secret!';
  const admin = await addAdmin({ name, email, password, role: 'Technical', image: 'https://img.example.com/a.png', contact: '9876543210' });
  const login = await call('POST', '/admins/login', { body: { email, password } });
  return { ...admin, password, token: login.body.token as string };
}

export async function makeProduct(over: Partial<Parameters<typeof addProduct>[0]> = {}) {
  return addProduct({
    name: `Boxy Tee ${unique()}`,
    brand: 'Northloom',
    images: ['/images/products/tee.svg'],
    oprice: 1999,
    price: 1499,
    category: "Men's T-shirts",
    subhead: 'Oversized fit',
    description: 'A tee.',
    sizes: DEFAULT_SIZES,
    ...over,
  });
}

export const address = {
  country: 'India' as const,
  firstName: 'Riya',
  lastName: 'Shah',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  company: '',
  pincode: '411001',
  phone: '9876543210',
  declaration: true,
};

/** Reads the database directly, so a test can check that a failed request left everything as it was. */
export async function countRows(table: PgTable, where?: SQL): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  return n;
}

export async function selectRows<T extends PgTable>(table: T, where?: SQL): Promise<T['$inferSelect'][]> {
  const db = await getDb();
  return db
    .select()
    .from(table as PgTable)
    .where(where) as Promise<T['$inferSelect'][]>;
}

/** A shopper with one saved address and the given products in the cart. */
export async function shopperWithCart(lines: { prodId: number; quantity: number }[] = []) {
  const user = await makeUser();
  const addr = await call('POST', '/address/add', { token: user.token, body: address });
  if (addr.status !== 201) throw new Error(`address failed: ${JSON.stringify(addr.body)}`);
  for (const l of lines) {
    const res = await call('POST', '/cart/add', { token: user.token, body: l });
    if (res.status !== 201) throw new Error(`cart add failed: ${JSON.stringify(res.body)}`);
  }
  return { ...user, addressId: addr.body.data._id as number };
}
