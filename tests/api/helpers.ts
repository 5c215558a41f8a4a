/** Calls the API through app.request() and makes accounts and products for a test. */
import { app } from '../../src/server/app';
import { addAdmin } from '../../src/server/services/admins';
import { addProduct } from '../../src/server/services/products';

export interface Reply<T = any> { status: number; body: T; headers: Headers }

export async function call<T = any>(
  method: string, path: string, opts: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.token = opts.token;
  let body: string | undefined = opts.raw;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await app.request(`/api${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try { parsed = JSON.parse(text); } catch { /* not JSON: keep the text so a test can say so */ }
  return { status: res.status, body: parsed as T, headers: res.headers };
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
    name: `Boxy Tee ${unique()}`, brand: 'Northloom', images: ['/images/products/tee.svg'], oprice: 1999, price: 1499,
    category: "Men's T-shirts", subhead: 'Oversized fit', description: 'A tee.', ...over,
  });
}

export const address = {
  country: 'India', firstName: 'Riya', lastName: 'Shah', address: '12 MG Road', city: 'Pune',
  company: '', pincode: '411001', phone: '9876543210', declaration: true,
};
