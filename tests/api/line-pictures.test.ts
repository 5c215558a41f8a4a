/**
 * Every line shows its product's photograph, so a shopper recognises what they bought: cart lines, the checkout's quote, the shopper's
 * orders and purchases, the console's order list and detail, and the search suggestions carry `picture`
 * (the product's first ready picture, with its AVIF and WebP sources) beside `image`, and null without one.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/server/app';
import { processDuePictures } from '../../src/server/pictures/worker';
import { call, makeAdmin, makeProduct, shopperWithCart } from './helpers';

type Product = Awaited<ReturnType<typeof makeProduct>>;
let admin: Awaited<ReturnType<typeof makeAdmin>>;
/** Two ready pictures: 'Front' first, then 'Back'. */
let pictured: Product;
/** Pasted links only. */
let plain: Product;
/** A picture uploaded but not made yet. */
let pending: Product;
/** A ready picture; deleted by a test once ordered. */
let gone: Product;
let front: { id: number };
let back: { id: number };

async function upload(productId: number, alt: string) {
  const bytes = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#2f5d8a' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${alt}.jpg`);
  form.append('alt', alt);
  const res = await app.request(
    `/api/products/${productId}/pictures`,
    { method: 'POST', body: form, headers: { token: admin.token } },
    { clientAddress: '10.9.9.9' },
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data;
}

beforeAll(async () => {
  admin = await makeAdmin();
  pictured = await makeProduct({ name: 'Glimmerdune Pictured Tee', price: 900, oprice: 900 });
  plain = await makeProduct({ name: 'Glimmerdune Plain Tee', price: 800, oprice: 800, images: ['/images/products/cap.svg'] });
  pending = await makeProduct({ name: 'Glimmerdune Pending Tee', price: 700, oprice: 700 });
  front = await upload(pictured._id, 'Front');
  back = await upload(pictured._id, 'Back');
  gone = await makeProduct({ name: 'Glimmerdune Gone Tee', images: ['/images/products/hoodie.svg'] });
  await upload(gone._id, 'Gone');
  expect(await processDuePictures()).toMatchObject({ done: 3, failed: 0 });
  // Made after the worker's last run, and no test runs it again: it stays pending.
  await upload(pending._id, 'Not ready');
});

interface Shown {
  image: string;
  picture: { id: number; alt: string; src: string; width: number; height: number; sources: { type: string; srcset: string }[] } | null;
}
interface Line extends Shown {
  prodId: number | null;
}

/** The line's picture is the product's ready 'Front', with an AVIF and a WebP source, and the line keeps its `image`. */
function expectFront(line: Shown | undefined, image = '/images/products/tee.svg') {
  expect(line?.image).toBe(image);
  expect(line?.picture).toMatchObject({ id: front.id, alt: 'Front', width: 320, height: 400 });
  const types = line?.picture?.sources.map((s) => s.type);
  expect(types).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
  for (const s of line?.picture?.sources ?? []) expect(s.srcset).toMatch(/^\/media\/\S+ 320w$/);
  expect(line?.picture?.src).toMatch(/^\/media\/\S+\.jpg$/);
}
const byProduct = (lines: Line[], p: Product) => lines.find((l) => l.prodId === p._id);

let keySeq = 0;
const checkout = (token: string, addressId: number) =>
  call('POST', '/order/checkout', { token, body: { addressId, paymentMethod: 'cod' }, headers: { 'Idempotency-Key': `line-pictures-${keySeq++}` } });

describe('cart lines', () => {
  it('carry the product’s first ready picture; a product without one, or with one not made yet, has null and its image', async () => {
    const s = await shopperWithCart([
      { prodId: pictured._id, quantity: 1 },
      { prodId: plain._id, quantity: 1 },
      { prodId: pending._id, quantity: 1 },
    ]);
    const res = await call('GET', '/cart', { token: s.token });
    expect(res.status).toBe(200);
    expectFront(byProduct(res.body.data, pictured));
    expect(byProduct(res.body.data, plain)).toMatchObject({ image: '/images/products/cap.svg', picture: null });
    expect(byProduct(res.body.data, pending)).toMatchObject({ image: '/images/products/tee.svg', picture: null });
  });

  it('adding and changing a line answer it with its picture', async () => {
    const s = await shopperWithCart();
    const added = await call('POST', '/cart/add', { token: s.token, body: { prodId: pictured._id, quantity: 1 } });
    expect(added.status).toBe(201);
    expectFront(added.body.data);
    const raised = await call('PATCH', `/cart/update/${added.body.data._id}`, { token: s.token, body: { quantity: 2 } });
    expect(raised.status).toBe(200);
    expect(raised.body.data.quantity).toBe(2);
    expectFront(raised.body.data);
    const other = await call('POST', '/cart/add', { token: s.token, body: { prodId: plain._id, quantity: 1 } });
    expect(other.body.data.picture).toBeNull();
  });

  it('follow the product’s order of pictures: the one moved first is the line’s', async () => {
    const s = await shopperWithCart([{ prodId: pictured._id, quantity: 1 }]);
    const swap = (first: { id: number; alt: string }, second: { id: number; alt: string }) =>
      call('PATCH', `/products/${pictured._id}/pictures`, { token: admin.token, body: { pictures: [first, second] } });
    expect((await swap({ id: back.id, alt: 'Back' }, { id: front.id, alt: 'Front' })).status).toBe(200);
    try {
      const [line] = (await call('GET', '/cart', { token: s.token })).body.data;
      expect(line.picture).toMatchObject({ id: back.id, alt: 'Back' });
    } finally {
      expect((await swap({ id: front.id, alt: 'Front' }, { id: back.id, alt: 'Back' })).status).toBe(200);
    }
    expectFront((await call('GET', '/cart', { token: s.token })).body.data[0]);
  });

  it('need a signed-in shopper (401 without a token)', async () => {
    expect((await call('GET', '/cart')).status).toBe(401);
  });
});

describe('the checkout’s quote', () => {
  it('answers each item with its picture, or null', async () => {
    const s = await shopperWithCart([
      { prodId: pictured._id, quantity: 1 },
      { prodId: plain._id, quantity: 1 },
    ]);
    const res = await call('POST', '/order/quote', { token: s.token, body: {} });
    expect(res.status).toBe(200);
    expectFront(byProduct(res.body.data.items, pictured));
    expect(byProduct(res.body.data.items, plain)).toMatchObject({ image: '/images/products/cap.svg', picture: null });
  });

  it('buy it now’s item too', async () => {
    const s = await shopperWithCart();
    const res = await call('POST', '/order/quote', { token: s.token, body: { items: [{ prodId: pictured._id, quantity: 1 }] } });
    expect(res.status).toBe(200);
    expectFront(res.body.data.items[0]);
  });
});

describe('orders', () => {
  it('the shopper’s purchases, one purchase and the order list show the product’s picture beside the image the order kept', async () => {
    const s = await shopperWithCart([
      { prodId: pictured._id, quantity: 1 },
      { prodId: plain._id, quantity: 1 },
    ]);
    const placed = await checkout(s.token, s.addressId);
    expect(placed.status).toBe(201);
    const purchaseId = placed.body.purchase._id;

    const list = await call('GET', '/order/purchases', { token: s.token });
    expect(list.status).toBe(200);
    const [mine] = list.body.data;
    expect(mine._id).toBe(purchaseId);
    expectFront(byProduct(mine.items, pictured));
    expect(byProduct(mine.items, plain)).toMatchObject({ image: '/images/products/cap.svg', picture: null });

    const one = await call('GET', `/order/purchases/${purchaseId}`, { token: s.token });
    expect(one.status).toBe(200);
    expectFront(byProduct(one.body.data.items, pictured));
    expect(byProduct(one.body.data.items, plain)?.picture).toBeNull();

    const orders = await call('GET', '/order', { token: s.token });
    expect(orders.status).toBe(200);
    expectFront(byProduct(orders.body.data, pictured));
    expect(byProduct(orders.body.data, plain)?.picture).toBeNull();
  });

  it('the console’s order list and order detail show it too; shoppers may not read them (403)', async () => {
    const s = await shopperWithCart([{ prodId: pictured._id, quantity: 1 }]);
    const placed = await checkout(s.token, s.addressId);
    const orderId = placed.body.data[0]._id;
    const page = await call('GET', `/order/allorders?search=${orderId}`, { token: admin.token });
    expect(page.status).toBe(200);
    expectFront(page.body.data[0]);
    const detail = await call('GET', `/order/detail/${orderId}`, { token: admin.token });
    expect(detail.status).toBe(200);
    expectFront(detail.body.data);
    expect((await call('GET', `/order/detail/${orderId}`, { token: s.token })).status).toBe(403);
    expect((await call('GET', '/order/allorders', { token: s.token })).status).toBe(403);
  });

  it('an order of a product deleted since keeps the image it was bought with, and has no picture', async () => {
    const s = await shopperWithCart([{ prodId: gone._id, quantity: 1 }]);
    const placed = await checkout(s.token, s.addressId);
    const purchaseId = placed.body.purchase._id;
    const before = (await call('GET', `/order/purchases/${purchaseId}`, { token: s.token })).body.data.items[0];
    expect(before.picture).toMatchObject({ alt: 'Gone' });
    expect((await call('DELETE', `/products/delete/${gone._id}`, { token: admin.token })).status).toBe(200);
    const after = (await call('GET', `/order/purchases/${purchaseId}`, { token: s.token })).body.data.items[0];
    expect(after).toMatchObject({ prodId: null, image: '/images/products/hoodie.svg', picture: null });
    expect((await call('GET', `/order/detail/${after._id}`, { token: admin.token })).body.data).toMatchObject({
      image: '/images/products/hoodie.svg',
      picture: null,
    });
  });

  it('someone else’s purchase is still a 404', async () => {
    const s = await shopperWithCart([{ prodId: pictured._id, quantity: 1 }]);
    const placed = await checkout(s.token, s.addressId);
    const other = await shopperWithCart();
    expect((await call('GET', `/order/purchases/${placed.body.purchase._id}`, { token: other.token })).status).toBe(404);
  });
});

describe('the console’s returns', () => {
  const inThreeDays = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  /** A delivered order of `product` with a return asked for; its order id. */
  async function returned(product: Product) {
    const s = await shopperWithCart();
    const placed = await call('POST', '/order/checkout', {
      token: s.token,
      body: { addressId: s.addressId, paymentMethod: 'cod', items: [{ prodId: product._id, quantity: 1 }] },
      headers: { 'Idempotency-Key': `line-pictures-${keySeq++}` },
    });
    expect(placed.status).toBe(201);
    const orderId: number = placed.body.data[0]._id;
    for (const step of ['packed', 'shipped', 'delivered']) {
      const body = step === 'shipped' ? { step, courier: 'Delhivery', trackingNumber: 'AWB1', expectedDelivery: inThreeDays() } : { step };
      expect((await call('PATCH', `/order/step/${orderId}`, { token: admin.token, body })).status).toBe(200);
    }
    expect((await call('POST', '/returns', { token: s.token, body: { orderId, reason: 'quality', resolution: 'refund' } })).status).toBe(201);
    return { orderId, shopper: s };
  }

  it('each return’s item carries its product’s picture, or null; shoppers may not read the list (403)', async () => {
    const withPicture = await returned(pictured);
    const without = await returned(plain);
    const res = await call('GET', '/returns?status=requested', { token: admin.token });
    expect(res.status).toBe(200);
    const itemOf = (orderId: number) => (res.body.data as { order: Shown & { _id: number } }[]).find((r) => r.order._id === orderId)?.order;
    expectFront(itemOf(withPicture.orderId));
    expect(itemOf(without.orderId)).toMatchObject({ image: '/images/products/cap.svg', picture: null });
    expect((await call('GET', '/returns', { token: without.shopper.token })).status).toBe(403);
  });
});

describe('search suggestions', () => {
  it('carry the product’s picture, or null with its image', async () => {
    const res = await call('GET', '/products/suggest?q=glimmerdune');
    expect(res.status).toBe(200);
    const products = res.body.products as (Shown & { _id: number })[];
    const of = (p: Product) => products.find((x) => x._id === p._id);
    expectFront(of(pictured));
    expect(of(plain)).toMatchObject({ image: '/images/products/cap.svg', picture: null });
    expect(of(pending)).toMatchObject({ picture: null });
  });
});
