/** The islands' typed client (src/client/api.ts over http.ts): what it sends, and every failure as an ApiError. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportOrders } from '../../src/client/admin-api';
import { checkout, getCart, listProducts, updateCartLine } from '../../src/client/api';
import { ApiError, configureAuth } from '../../src/client/http';
import { common } from '../../src/lib/messages';

const sent: Request[] = [];
let answer: () => Response | Promise<Response>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = vi.fn();

beforeEach(() => {
  sent.length = 0;
  unauthorized.mockReset();
  configureAuth({ token: () => 'tok-1', unauthorized });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(new URL(String(input), 'http://store.test'), init));
    return answer();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureAuth({ token: () => undefined, unauthorized: () => {} });
});

/** The n-th request the client sent. */
const request = (n: number): Request => sent[n] ?? expect.unreachable(`no request ${n}`);
/** The ApiError a call fails with. */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable('the call succeeded'),
    (err: unknown) => err as ApiError,
  );

describe('the typed client', () => {
  it('sends each call to its path under /api with the session token, and answers the body', async () => {
    answer = () => json(200, { data: [] });
    await expect(getCart()).resolves.toEqual({ data: [] });
    expect(request(0).method).toBe('GET');
    expect(new URL(request(0).url).pathname).toBe('/api/cart');
    expect(request(0).headers.get('token')).toBe('tok-1');

    answer = () => json(200, { msg: 'Cart updated', data: {} });
    await updateCartLine(7, 3);
    expect([request(1).method, new URL(request(1).url).pathname]).toEqual(['PATCH', '/api/cart/update/7']);
    expect(request(1).headers.get('content-type')).toBe('application/json');
    expect(await request(1).json()).toEqual({ quantity: 3 });
  });

  it('writes the query and the idempotency header as the API reads them', async () => {
    answer = () => json(200, { data: [], total: 0, page: 2, limit: 12 });
    await listProducts({ search: 'tee', onSale: '1', page: 2 });
    expect(new URL(request(0).url).search).toBe('?search=tee&onSale=1&page=2');

    answer = () => json(201, { msg: 'Order placed', data: [], purchase: null });
    await checkout({ addressId: 4, paymentMethod: 'cod' }, 'key-9');
    expect(request(1).headers.get('idempotency-key')).toBe('key-9');
    expect(await request(1).json()).toEqual({ addressId: 4, paymentMethod: 'cod' });
  });

  it("turns a refusal into an ApiError with the server's msg and field errors", async () => {
    answer = () => json(400, { msg: 'Please check the highlighted fields', errors: { quantity: 'Too many' } });
    const err = await failure(updateCartLine(7, 99));
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.msg, err.errors]).toEqual([400, 'Please check the highlighted fields', { quantity: 'Too many' }]);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('ends the session on a 401 while signed in', async () => {
    answer = () => json(401, { msg: 'Please log in again' });
    const err = await failure(getCart());
    expect([err.status, err.msg]).toEqual([401, 'Please log in again']);
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('words a server failure, a lost connection and a timeout from the messages module', async () => {
    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    expect(await failure(getCart())).toMatchObject({ status: 502, msg: common.serverError });
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await failure(getCart())).toMatchObject({ status: 0, msg: common.networkError });
    answer = () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'));
    expect(await failure(getCart())).toMatchObject({ status: 0, msg: common.timeout });
  });

  it("downloads the orders' CSV as a Blob, its refusal as an ApiError", async () => {
    answer = () => new Response('id,total\n1,100\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    const file = await exportOrders({ status: 'Passed' });
    expect(await file.text()).toBe('id,total\n1,100\n');
    expect(new URL(request(0).url).pathname + new URL(request(0).url).search).toBe('/api/order/export?status=Passed');
    answer = () => json(403, { msg: 'Admins only' });
    expect(await failure(exportOrders())).toMatchObject({ status: 403, msg: 'Admins only' });
  });
});
