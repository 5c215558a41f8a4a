/** The exported App type drives a typed client (hc from hono/client): paths, inputs and answers. */
import { hc } from 'hono/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type App, app } from '../../src/server/app';
import type { ProductListItem } from '../../src/server/contract';
import { makeProduct, makeUser } from './helpers';

let client = 0;
/** The client calls the app in-process, each call from an address of its own (as the helpers do). */
const store = hc<App>('http://store.test', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    app.request(input instanceof Request ? input : String(input), init, { clientAddress: `10.9.0.${client++ % 250}` }),
});

describe('a typed client made from the App type', () => {
  it('lists and reads products with typed queries and answers', async () => {
    const made = await makeProduct();
    const list = await store.api.products.$get({ query: { search: made.name, limit: '5' } });
    if (list.status !== 200) throw new Error(`status ${list.status}`);
    const page = await list.json();
    expectTypeOf(page.data).toEqualTypeOf<ProductListItem[]>();
    expect(page.data.map((p) => p._id)).toEqual([made._id]);

    const one = await store.api.products[':id'].$get({ param: { id: String(made._id) } });
    if (one.status !== 200) throw new Error(`status ${one.status}`);
    expect((await one.json()).msg[0].name).toBe(made.name);
  });

  it('sends a typed body and header, and reads a refusal as the error envelope', async () => {
    const { token } = await makeUser();
    const res = await store.api.order.checkout.$post({ json: { addressId: 999_999 }, header: { 'idempotency-key': 'typed-client-1' } }, { headers: { token } });
    expect(res.status).toBe(404);
    if (res.status === 404) expectTypeOf(await res.json()).toEqualTypeOf<{ msg: string; errors?: Record<string, string> }>();
  });
});
