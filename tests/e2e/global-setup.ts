/**
 * The browser suite shares one database, and many of its tests buy the demo catalogue's first products
 * in the size a shopper gets without choosing ('M', or the only size). The seed gives that size 10–40
 * units, which the suite (two projects, with retries) used up, so later tests met 'Size M is sold out'.
 * Before the suite, that one size of every product that is not sold out gets the most stock a size may
 * hold; every other size keeps the seed's scarcity, and the stock tests arrange products of their own.
 * It also starts the suite's mail server (mail-sink.ts).
 */
import { request } from '@playwright/test';
import { STOCK_MAX } from '../../src/lib/constants';
import { DEMO_ADMIN } from '../../src/server/db/demo/accounts';
import { slugify } from '../../src/server/db/demo/catalogue';
import { SOLD_OUT } from '../../src/server/db/demo/stock';
import { startMailSink } from './mail-sink';

interface Listed {
  _id: number;
  sizes: { size: string; stock: number | null }[];
}

const PAGE = 100;

export default async function globalSetup(config: { projects: { use: { baseURL?: string } }[] }) {
  // The store sends its e-mail here (playwright.config.ts sets SMTP_URL); closed when the suite ends.
  const sink = await startMailSink();
  const baseURL = config.projects[0]?.use.baseURL;
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/admins/login', { data: DEMO_ADMIN });
  if (!login.ok()) throw new Error(`global setup: admin login answered ${login.status()}`);
  const { token } = await login.json();

  const all: Listed[] = [];
  for (let page = 1; ; page++) {
    const res = await api.get(`/api/products?limit=${PAGE}&page=${page}`);
    const { data, total } = await res.json();
    all.push(...data);
    if (all.length >= total || data.length === 0) break;
  }
  const soldOut = new Set(SOLD_OUT);
  for (const p of all) {
    const [detail] = (await (await api.get(`/api/products/${p._id}`)).json()).msg;
    if (soldOut.has(slugify(detail.name))) continue;
    const sizes: Listed['sizes'] = detail.sizes;
    const plain = sizes.find((s) => s.size === 'M') ?? (sizes.length === 1 ? sizes[0] : undefined);
    if (!plain || plain.stock === null) continue;
    plain.stock = STOCK_MAX;
    const res = await api.patch(`/api/products/update/${p._id}`, { data: { sizes }, headers: { token } });
    if (!res.ok()) throw new Error(`global setup: restocking product ${p._id} answered ${res.status()}`);
  }
  await api.dispose();
  return () => sink.close();
}
