/**
 * Coupons: the console's routes (who may, bad bodies, duplicate codes), every reason a code does not
 * apply as the quote says it, the checkout checking it again, the total limit when 100 shoppers race for
 * a 10-use code (in this process, and on PostgreSQL through two server processes), the per-shopper
 * limit, the invoice's taxable value lowered by the coupon (read back with pdftotext), and revenue
 * counting what the shopper paid.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/server/app';
import { getDb } from '../../src/server/db/client';
import { couponUses, coupons, outbox, purchases } from '../../src/server/db/schema';
import { COUPON_FLAT_MAX } from '../../src/lib/constants';
import { api } from '../../src/server/messages';
import { categoryRevenue, revenueFromRows, storeRevenue } from '../../src/server/services/revenue';
import { call, countRows, makeAdmin, makeProduct, makeUser, selectRows, shopperWithCart } from './helpers';
import { type ServerProcess, startServerProcess, stopServerProcesses } from './multi/process';

// The two server processes below check tokens made here: one secret for all.
const secret = randomBytes(32).toString('hex');
process.env.JWT_SECRET = secret;

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const sizes = [{ size: 'M', stock: 1000 }];
const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

let admin: Awaited<ReturnType<typeof makeAdmin>>;
let tee: Awaited<ReturnType<typeof makeProduct>>;
let hoodie: Awaited<ReturnType<typeof makeProduct>>;
beforeAll(async () => {
  admin = await makeAdmin('Coupon Admin');
  // Rs 1,000 now (was Rs 1,400); a hoodie of another category at Rs 2,000 (was Rs 2,000).
  tee = await makeProduct({ name: 'Coupon Tee', price: 1000, oprice: 1400, category: "Men's T-shirts", sizes });
  hoodie = await makeProduct({ name: 'Coupon Hoodie', price: 2000, oprice: 2000, category: "Men's Hoodies & Sweatshirts", sizes });
});

let codes = 0;
const newCode = (stem = 'SAVE') => `${stem}${Date.now().toString(36).toUpperCase()}${codes++}`;
async function createCoupon(over: Record<string, unknown> = {}) {
  const res = await call('POST', '/coupons', { token: admin.token, body: { code: newCode(), kind: 'percent', value: 10, ...over } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: number; code: string; uses: number };
}
const item = (prodId: number, quantity = 1) => ({ prodId, quantity, size: 'M' });
type Shopper = Awaited<ReturnType<typeof shopperWithCart>>;
const quote = (s: { token: string }, items: ReturnType<typeof item>[], couponCode?: string, paymentMethod = 'cod') =>
  call('POST', '/order/quote', { token: s.token, body: { items, couponCode, paymentMethod } });
const checkout = (s: Shopper, items: ReturnType<typeof item>[], couponCode?: string, paymentMethod = 'cod') =>
  call('POST', '/order/checkout', {
    token: s.token,
    body: { addressId: s.addressId, items, couponCode, paymentMethod },
    headers: { 'Idempotency-Key': randomUUID() },
  });

describe('the console', () => {
  it('refuses a signed-out caller (401) and a shopper (403) on every coupon route', async () => {
    const shopper = await makeUser();
    const body = { code: newCode(), kind: 'flat', value: 100 };
    for (const [method, path, b] of [
      ['GET', '/coupons', undefined],
      ['POST', '/coupons', body],
      ['PATCH', '/coupons/1', { active: false }],
    ] as const) {
      expect((await call(method, path, { body: b })).status).toBe(401);
      expect((await call(method, path, { body: b, token: shopper.token })).status).toBe(403);
    }
    expect(await countRows(coupons, eq(coupons.code, body.code))).toBe(0);
  });

  it.each([
    ['a code with a space', { code: 'NO SPACE', kind: 'flat', value: 100 }, 'code'],
    ['a code too short', { code: 'AB', kind: 'flat', value: 100 }, 'code'],
    ['an unknown kind', { code: 'KINDLY', kind: 'bogo', value: 100 }, 'kind'],
    ['a percent above 100', { code: 'TOOMUCH', kind: 'percent', value: 101 }, 'value'],
    ['a value of 0', { code: 'NOTHING', kind: 'flat', value: 0 }, 'value'],
    ['a fractional value', { code: 'HALF', kind: 'flat', value: 10.5 }, 'value'],
    ['an end before the start', { code: 'BACKWARDS', kind: 'flat', value: 10, validFrom: iso(Date.now()), validTo: iso(Date.now() - hour) }, 'validTo'],
    ['a date that is not one', { code: 'SOMEDAY', kind: 'flat', value: 10, validTo: 'next week' }, 'validTo'],
    ['a use limit of 0', { code: 'NOUSE', kind: 'flat', value: 10, useLimit: 0 }, 'useLimit'],
  ])('refuses %s with 400 and the field in errors, storing nothing', async (_name, body, field) => {
    const before = await countRows(coupons);
    const res = await call('POST', '/coupons', { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(field);
    expect(await countRows(coupons)).toBe(before);
  });

  it('creates a code in capitals, refuses the same code in another case (409), lists it and switches it off', async () => {
    const code = newCode('Fest');
    const made = await call('POST', '/coupons', {
      token: admin.token,
      body: { code: code.toLowerCase(), kind: 'flat', value: 150, minOrder: 999, useLimit: 5, perShopperLimit: 1, category: "Men's T-shirts" },
    });
    expect(made.status).toBe(201);
    expect(made.body.msg).toBe(api.coupon.created(code.toUpperCase()));
    expect(made.body.data).toMatchObject({
      code: code.toUpperCase(),
      kind: 'flat',
      value: 150,
      minOrder: 999,
      useLimit: 5,
      perShopperLimit: 1,
      uses: 0,
      active: true,
    });

    const twin = await call('POST', '/coupons', { token: admin.token, body: { code: code.toUpperCase(), kind: 'percent', value: 5 } });
    expect(twin.status).toBe(409);
    expect(twin.body.msg).toBe(api.coupon.duplicate);

    const list = await call('GET', '/coupons', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ _id: made.body.data._id, uses: 0 });

    const off = await call('PATCH', `/coupons/${made.body.data._id}`, { token: admin.token, body: { active: false } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ msg: api.coupon.deactivated(code.toUpperCase()), data: { active: false } });
    expect((await call('PATCH', `/coupons/${made.body.data._id}`, { token: admin.token, body: { active: 'no' } })).status).toBe(400);
    expect((await call('PATCH', '/coupons/999999', { token: admin.token, body: { active: false } })).status).toBe(404);
  });
});

describe('editing a coupon (PATCH /coupons/{id})', () => {
  const edit = (id: number, body: unknown, token = admin.token) => call('PATCH', `/coupons/${id}`, { token, body });
  const stored = async (id: number) => (await selectRows(coupons, eq(coupons._id, id)))[0];

  it('refuses a signed-out caller (401) and a shopper (403), changing nothing', async () => {
    const c = await createCoupon({ value: 10 });
    expect((await edit(c._id, { value: 20 }, '')).status).toBe(401);
    expect((await edit(c._id, { value: 20 }, (await makeUser()).token)).status).toBe(403);
    expect((await stored(c._id)).value).toBe(10);
  });

  it.each([
    ['a code with a space', { code: 'NO SPACE' }, 'code'],
    ['a percent above 100', { value: 101 }, 'value'],
    ['a percent coupon turned flat-looking: kind percent with 150', { kind: 'percent', value: 150 }, 'value'],
    ['an unknown kind', { kind: 'bogo' }, 'kind'],
    ['an end before the stored start', { validTo: iso(Date.now() - 2 * hour) }, 'validTo'],
    ['a category and a department', { department: 'men' }, 'department'],
    ['a use limit of 0', { useLimit: 0 }, 'useLimit'],
    ['a switch that is not true or false', { active: 'no' }, 'active'],
  ])('refuses %s with 400 and the field in errors, changing nothing', async (_name, body, field) => {
    const c = await createCoupon({ value: 10, validFrom: iso(Date.now() - hour), category: "Men's T-shirts" });
    const res = await edit(c._id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors).toHaveProperty(field);
    expect(await stored(c._id)).toMatchObject({ code: c.code, kind: 'percent', value: 10, useLimit: null, active: true, department: null });
  });

  it('answers an empty change with the coupon as it is', async () => {
    const c = await createCoupon({ value: 10 });
    const res = await edit(c._id, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ msg: api.coupon.saved(c.code), data: { code: c.code, value: 10, active: true } });
  });

  it("switches off a stored coupon that today's rules would refuse, changing nothing else; another edit of it is refused", async () => {
    // Written straight to the table, as a coupon saved under older rules: a flat value above today's maximum.
    const db = await getDb();
    const [old] = await db
      .insert(coupons)
      .values({ code: newCode('OLDRULES'), kind: 'flat', value: COUPON_FLAT_MAX + 1 })
      .returning();
    const off = await edit(old._id, { active: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toMatchObject({ code: old.code, value: COUPON_FLAT_MAX + 1, active: false });
    expect(await stored(old._id)).toMatchObject({ value: COUPON_FLAT_MAX + 1, active: false });
    const on = await edit(old._id, { active: true });
    expect(on.status).toBe(200);
    expect((await stored(old._id)).active).toBe(true);
    const other = await edit(old._id, { minOrder: 500, active: false });
    expect(other.status).toBe(400);
    expect(other.body.errors).toHaveProperty('value');
    expect(await stored(old._id)).toMatchObject({ minOrder: 0, active: true });
  });

  it('answers 404 for an unknown coupon', async () => {
    const res = await edit(999_999, { value: 20 });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(api.coupon.notFound);
  });

  it("refuses another coupon's code in any case with 409, at the code", async () => {
    const a = await createCoupon();
    const b = await createCoupon();
    const res = await edit(b._id, { code: a.code.toLowerCase() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ msg: api.coupon.duplicate, errors: { code: api.coupon.duplicate } });
    expect((await stored(b._id)).code).toBe(b.code);
  });

  it('edits every field, and the quote follows at once', async () => {
    const c = await createCoupon({ value: 10 });
    const code = newCode('EDITED');
    const from = iso(Date.now() - hour);
    const to = iso(Date.now() + 24 * hour);
    const body = {
      code: code.toLowerCase(),
      kind: 'flat',
      value: 250,
      minOrder: 500,
      validFrom: from,
      validTo: to,
      useLimit: 7,
      perShopperLimit: 2,
      department: 'men',
    };
    const res = await edit(c._id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      msg: api.coupon.saved(code),
      data: {
        _id: c._id,
        code,
        kind: 'flat',
        value: 250,
        minOrder: 500,
        useLimit: 7,
        perShopperLimit: 2,
        category: null,
        department: 'men',
        uses: 0,
        active: true,
      },
    });
    expect(Date.parse(res.body.data.validFrom)).toBe(Date.parse(from));
    expect(Date.parse(res.body.data.validTo)).toBe(Date.parse(to));
    const list = await call('GET', '/coupons', { token: admin.token });
    expect(list.body.data.find((x: { _id: number }) => x._id === c._id)).toMatchObject({ code, value: 250 });
    // The old code no longer exists; the new one takes Rs 250 off.
    const s = await shopperWithCart();
    expect((await quote(s, [item(tee._id)], c.code)).body.data.couponError).toBe(api.coupon.unknown(c.code));
    expect((await quote(s, [item(tee._id)], code)).body.data.coupon).toEqual({ code, off: 250 });
    // Only what is sent changes: a percent back, the rest as it was; and the switch alone still says so.
    const percent = await edit(c._id, { kind: 'percent', value: 15 });
    expect(percent.body.data).toMatchObject({ code, kind: 'percent', value: 15, minOrder: 500, useLimit: 7, department: 'men' });
    const off = await edit(c._id, { active: false });
    expect(off.body).toMatchObject({ msg: api.coupon.deactivated(code), data: { active: false, value: 15 } });
  });

  it('keeps the code of a coupon that purchases used (409), while its other fields may change', async () => {
    const c = await createCoupon({ value: 10, useLimit: 5 });
    expect((await checkout(await shopperWithCart(), [item(tee._id)], c.code)).status).toBe(201);
    const renamed = await edit(c._id, { code: newCode('RENAMED') });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual({ msg: api.coupon.codeUsed, errors: { code: api.coupon.codeUsed } });
    // The same code again (in another case) is no change, and the value may change.
    const same = await edit(c._id, { code: c.code.toLowerCase(), value: 20 });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.data).toMatchObject({ code: c.code, value: 20, uses: 1 });
  });

  it('refuses a total limit below the uses already made with 400; the uses made are a limit it may take', async () => {
    const c = await createCoupon({ useLimit: 5, perShopperLimit: 1 });
    for (let i = 0; i < 2; i++) expect((await checkout(await shopperWithCart(), [item(tee._id)], c.code)).status).toBe(201);
    const below = await edit(c._id, { useLimit: 1 });
    expect(below.status).toBe(400);
    expect(below.body).toEqual({ msg: api.coupon.limitBelowUses(2), errors: { useLimit: api.coupon.limitBelowUses(2) } });
    expect((await stored(c._id)).useLimit).toBe(5);
    const atUses = await edit(c._id, { useLimit: 2 });
    expect(atUses.status).toBe(200);
    expect(atUses.body.data).toMatchObject({ useLimit: 2, uses: 2 });
    const s = await shopperWithCart();
    expect((await quote(s, [item(tee._id)], c.code)).body.data.couponError).toBe(api.coupon.usedUp(c.code));
  });
});

describe('the quote', () => {
  it('applies a percent code typed in any case: the coupon line, the total and what the shopper saves', async () => {
    const c = await createCoupon({ value: 10 });
    const s = await makeUser();
    const res = await quote(s, [item(tee._id, 2)], ` ${c.code.toLowerCase()} `);
    expect(res.status).toBe(200);
    // 2 × 1,000 = 2,000, free shipping, 10% off = 200; the tee's original price saves 2 × 400 more.
    expect(res.body.data).toMatchObject({
      subtotal: 2000,
      shipping: 0,
      discount: 200,
      total: 1800,
      coupon: { code: c.code, off: 200 },
      couponError: null,
      youSave: 1000,
    });
  });

  it('adds the coupon to the UPI discount, never past the items', async () => {
    const c = await createCoupon({ kind: 'flat', value: 5000 });
    const res = await quote(await makeUser(), [item(tee._id, 1)], c.code, 'upi');
    // UPI 5% of 1,000 = 50; the flat 5,000 stops at the 950 left; shipping 99 is still paid.
    expect(res.body.data).toMatchObject({ subtotal: 1000, shipping: 99, discount: 1000, total: 99, coupon: { code: c.code, off: 950 } });
  });

  it('says why a code does not apply, and quotes without it', async () => {
    const s = await makeUser();
    const now = Date.now();
    const expired = await createCoupon({ validFrom: iso(now - 48 * hour), validTo: iso(now - hour) });
    const later = await createCoupon({ validFrom: '2099-01-01T04:30:00.000Z' });
    const small = await createCoupon({ minOrder: 2500 });
    const hoodies = await createCoupon({ category: "Men's Hoodies & Sweatshirts" });
    const hoodiesMin = await createCoupon({ category: "Men's T-shirts", minOrder: 3000 });
    const off = await createCoupon();
    expect((await call('PATCH', `/coupons/${off._id}`, { token: admin.token, body: { active: false } })).status).toBe(200);

    const cases: [string, string][] = [
      ['NOSUCHCODE', api.coupon.unknown('NOSUCHCODE')],
      [expired.code, api.coupon.expired(expired.code)],
      [later.code, api.coupon.notYet(later.code, '1 Jan 2099, 10:00 am')],
      [small.code, api.coupon.belowMinimum(small.code, 'Rs. 500.00', 'Rs. 2,500.00')],
      [hoodies.code, api.coupon.notForItems(hoodies.code, "Men's Hoodies & Sweatshirts")],
      [hoodiesMin.code, api.coupon.belowMinimumIn(hoodiesMin.code, 'Rs. 1,000.00', 'Rs. 3,000.00', "Men's T-shirts")],
      [off.code, api.coupon.unknown(off.code)],
    ];
    for (const [code, message] of cases) {
      const res = await quote(s, [item(tee._id, 2)], code);
      expect(res.status).toBe(200);
      expect(res.body.data, code).toMatchObject({ couponError: message, coupon: null, discount: 0, total: 2000 });
    }
    // The hoodie is of its category: there the code applies to the hoodie alone.
    const mixed = await quote(s, [item(tee._id, 1), item(hoodie._id, 1)], hoodies.code);
    expect(mixed.body.data).toMatchObject({ subtotal: 3000, coupon: { code: hoodies.code, off: 200 }, total: 2800 });
  });

  it("a department's code takes off what its list shows: women's and unisex pieces, not men's", async () => {
    const women = await makeProduct({ name: 'Coupon Wrap Top', price: 1200, oprice: 1200, category: "Women's Tops", department: 'women', sizes });
    const unisex = await makeProduct({ name: 'Coupon Cap', price: 800, oprice: 800, category: 'Accessories', department: 'unisex', sizes });
    const men = await makeProduct({ name: 'Coupon Oxford', price: 1500, oprice: 1500, category: "Men's Shirts", department: 'men', sizes });
    const c = await createCoupon({ kind: 'percent', value: 10, department: 'women', minOrder: 1500 });
    const s = await makeUser();
    const all = await quote(s, [item(women._id), item(unisex._id), item(men._id)], c.code);
    // 10% of 1,200 + 800: the men's shirt is not discounted (and not counted for the minimum).
    expect(all.body.data).toMatchObject({ subtotal: 3500, coupon: { code: c.code, off: 200 }, total: 3300 });
    const mens = await quote(s, [item(men._id)], c.code);
    expect(mens.body.data.couponError).toBe(api.coupon.notForItems(c.code, api.coupon.departmentScope.women));
    const few = await quote(s, [item(unisex._id), item(men._id)], c.code);
    expect(few.body.data.couponError).toBe(api.coupon.belowMinimumIn(c.code, 'Rs. 700.00', 'Rs. 1,500.00', api.coupon.departmentScope.women));
  });

  it('refuses a code for both a category and a department, or an unknown department, with 400', async () => {
    for (const body of [
      { code: newCode(), kind: 'flat', value: 10, category: "Men's T-shirts", department: 'men' },
      { code: newCode(), kind: 'flat', value: 10, department: 'kids' },
    ]) {
      const res = await call('POST', '/coupons', { token: admin.token, body });
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty('department');
    }
  });

  it('refuses a code too long with 400', async () => {
    const res = await quote(await makeUser(), [item(tee._id)], 'X'.repeat(40));
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('couponCode');
  });
});

describe('the checkout', () => {
  it('records the coupon on the purchase and its use; the console counts it', async () => {
    const c = await createCoupon({ kind: 'flat', value: 300 });
    const s = await shopperWithCart();
    const res = await checkout(s, [item(tee._id, 2)], c.code.toLowerCase());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.purchase).toMatchObject({ subtotal: 2000, discount: 300, total: 1700, coupon: { code: c.code, off: 300 } });
    const [use] = await selectRows(couponUses, eq(couponUses.purchaseId, res.body.purchase._id));
    expect(use).toMatchObject({ couponId: c._id, userId: s.id, amount: 300 });
    const mine = await call('GET', `/order/purchases/${res.body.purchase._id}`, { token: s.token });
    expect(mine.body.data.coupon).toEqual({ code: c.code, off: 300 });
    const list = await call('GET', '/coupons', { token: admin.token });
    expect(list.body.data.find((x: { _id: number }) => x._id === c._id).uses).toBe(1);
    // The order-placed e-mail shows the coupon's line.
    const [queued] = await selectRows(outbox, and(eq(outbox.recipient, s.email), eq(outbox.kind, 'order-placed')));
    const message = await call('GET', `/admins/outbox/${queued.id}`, { token: admin.token });
    expect(message.status).toBe(200);
    expect(message.body.data.text).toMatch(new RegExp(`Coupon ${c.code}:? +-Rs\\. 300\\.00`));
  });

  it('refuses a code that no longer applies with 409 and why, leaving cart and stock as they were', async () => {
    const c = await createCoupon();
    expect((await call('PATCH', `/coupons/${c._id}`, { token: admin.token, body: { active: false } })).status).toBe(200);
    const s = await shopperWithCart([{ prodId: tee._id, quantity: 1 }]);
    const before = await countRows(purchases);
    const res = await call('POST', '/order/checkout', {
      token: s.token,
      body: { addressId: s.addressId, couponCode: c.code },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ msg: api.coupon.changed, errors: { couponCode: api.coupon.unknown(c.code) } });
    expect(await countRows(purchases)).toBe(before);
    expect((await call('GET', '/cart', { token: s.token })).body.data).toHaveLength(1);
  });

  it('after a coupon is renamed, the old code is refused as unknown (409) and the new one applies', async () => {
    const c = await createCoupon({ kind: 'flat', value: 200 });
    const renamed = newCode('RENAMED');
    expect((await call('PATCH', `/coupons/${c._id}`, { token: admin.token, body: { code: renamed } })).status).toBe(200);
    const s = await shopperWithCart();
    const before = await countRows(purchases);
    const old = await checkout(s, [item(tee._id)], c.code);
    expect(old.status).toBe(409);
    expect(old.body).toEqual({ msg: api.coupon.changed, errors: { couponCode: api.coupon.unknown(c.code) } });
    expect(await countRows(purchases)).toBe(before);
    const now = await checkout(s, [item(tee._id)], renamed.toLowerCase());
    expect(now.status, JSON.stringify(now.body)).toBe(201);
    expect(now.body.purchase).toMatchObject({ discount: 200, coupon: { code: renamed, off: 200 } });
  });

  it.runIf(onPostgres)(
    'a rename committed while a checkout waits to claim the code: the checkout is refused as unknown, never records the new code',
    async () => {
      const { default: pg } = await import('pg');
      const c = await createCoupon({ kind: 'flat', value: 200 });
      const renamed = newCode('RACED');
      const s = await shopperWithCart();
      const before = await countRows(purchases);
      // An admin's edit holds the coupon's row: the checkout reads the old code, then waits at its UPDATE.
      // A second connection watches (inside a transaction PostgreSQL keeps one snapshot of pg_stat_activity).
      const editor = new pg.Client({ connectionString: process.env.DATABASE_URL });
      const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await Promise.all([editor.connect(), watcher.connect()]);
      try {
        await editor.query('begin');
        await editor.query('update coupons set code = $1 where id = $2', [renamed, c._id]);
        const pending = checkout(s, [item(tee._id)], c.code);
        const waiting = async () =>
          (
            await watcher.query(
              `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update "coupons"%'`,
            )
          ).rows[0].n as number;
        // Until the server reports the checkout blocked on the row (a condition, not a clock).
        while ((await waiting()) === 0);
        await editor.query('commit');
        const res = await pending;
        expect(res.status, JSON.stringify(res.body)).toBe(409);
        expect(res.body.errors).toEqual({ couponCode: api.coupon.unknown(c.code) });
        expect(await countRows(purchases)).toBe(before);
        expect((await selectRows(coupons, eq(coupons._id, c._id)))[0]).toMatchObject({ code: renamed, uses: 0 });
      } finally {
        await Promise.all([editor.end(), watcher.end()]);
      }
    },
  );

  it('holds the per-shopper limit: a second purchase with the code is refused, another shopper may use it', async () => {
    const c = await createCoupon({ perShopperLimit: 1 });
    const s = await shopperWithCart();
    expect((await checkout(s, [item(tee._id)], c.code)).status).toBe(201);
    expect((await quote(s, [item(tee._id)], c.code)).body.data.couponError).toBe(api.coupon.usedByYou(c.code));
    const again = await checkout(s, [item(tee._id)], c.code);
    expect(again.status).toBe(409);
    expect(again.body.errors.couponCode).toBe(api.coupon.usedByYou(c.code));
    expect((await checkout(await shopperWithCart(), [item(tee._id)], c.code)).status).toBe(201);
  });

  it('used up: the quote says so once the limit is reached', async () => {
    const c = await createCoupon({ useLimit: 1 });
    expect((await checkout(await shopperWithCart(), [item(tee._id)], c.code)).status).toBe(201);
    const s = await makeUser();
    expect((await quote(s, [item(tee._id)], c.code)).body.data.couponError).toBe(api.coupon.usedUp(c.code));
  });

  it('100 shoppers racing for a 10-use code: exactly 10 purchases use it, the other 90 are told it is used up', async () => {
    const c = await createCoupon({ useLimit: 10 });
    // Arranged one by one (sign-ups hash passwords, and hashing is rationed); only the checkouts race.
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 100; i++) shoppers.push(await shopperWithCart());
    const replies = await Promise.all(shoppers.map((s) => checkout(s, [item(tee._id)], c.code)));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(10);
    expect(statuses.filter((x) => x === 409)).toHaveLength(90);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.errors.couponCode).toBe(api.coupon.usedUp(c.code));
    expect(await countRows(purchases, eq(purchases.couponId, c._id))).toBe(10);
    expect(await countRows(couponUses, eq(couponUses.couponId, c._id))).toBe(10);
    const [row] = await selectRows(coupons, eq(coupons._id, c._id));
    expect(row.uses).toBe(10);
  }, 300_000);
});

const dir = mkdtempSync(join(tmpdir(), 'coupon-invoice-'));
function pdfText(bytes: Uint8Array): string {
  const file = join(dir, `${randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
const lineWith = (text: string, needle: string) => text.split('\n').find((l) => l.includes(needle)) ?? '';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('one truth for the money', () => {
  it('the invoice takes the coupon off the taxable value, in proportion to the lines, to the paise', async () => {
    const c = await createCoupon({ kind: 'flat', value: 300 });
    const s = await shopperWithCart();
    const res = await checkout(s, [item(tee._id, 1), item(hoodie._id, 1)], c.code);
    expect(res.status).toBe(201);
    expect(res.body.purchase).toMatchObject({ subtotal: 3000, discount: 300, total: 2700 });
    for (const o of res.body.data as { _id: number }[]) {
      expect((await call('PATCH', `/order/step/${o._id}`, { token: admin.token, body: { step: 'packed' } })).status).toBe(200);
      const shipped = await call('PATCH', `/order/step/${o._id}`, {
        token: admin.token,
        body: { step: 'shipped', courier: 'Delhivery', trackingNumber: `AWB${o._id}`, expectedDelivery: inDays(3) },
      });
      expect(shipped.status).toBe(200);
    }
    const pdf = await app.request(`/api/order/invoice/${res.body.purchase._id}`, { headers: { token: s.token } }, { clientAddress: '10.9.9.8' });
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    // 300 off split 1:2: the tee 1,000 − 100 = 900 at 5% → 857.14 taxable; the hoodie 2,000 − 200 = 1,800 at 5% → 1,714.29.
    expect(lineWith(text, 'Coupon Tee')).toMatch(/6109\s+1\s+857\.14\s+5%/);
    expect(lineWith(text, 'Coupon Hoodie')).toMatch(/6110\s+1\s+1,714\.29\s+5%/);
    expect(text).toContain(`Coupon: ${c.code}`);
    expect(lineWith(text, 'Discount (payment and coupon)')).toContain('-Rs. 300.00');
    expect(lineWith(text, 'Taxable value')).toContain('Rs. 2,571.43');
    expect(lineWith(text, 'Invoice total')).toContain('Rs. 2,700.00');
  });

  it('revenue counts what the shopper paid after the coupon, the same on the Dashboard, from the rows and by category', async () => {
    const before = { store: await storeRevenue(), rows: await revenueFromRows(), categories: await categoryRevenue() };
    const c = await createCoupon({ value: 20 });
    const res = await checkout(await shopperWithCart(), [item(hoodie._id, 1)], c.code);
    expect(res.status).toBe(201);
    expect(res.body.purchase).toMatchObject({ subtotal: 2000, discount: 400, total: 1600 });
    expect((await storeRevenue()).revenue - before.store.revenue).toBe(1600);
    expect((await revenueFromRows()).revenue - before.rows.revenue).toBe(1600);
    const cat = (r: typeof before.categories) => r.categories.find((x) => x.category === "Men's Hoodies & Sweatshirts")?.revenue ?? 0;
    const after = await categoryRevenue();
    expect(cat(after) - cat(before.categories)).toBe(1600);
    expect(after.revenue - before.categories.revenue).toBe(1600);
  });

  it('cancelling one item of a purchase shrinks the coupon in proportion, and revenue follows', async () => {
    const c = await createCoupon({ kind: 'flat', value: 300 });
    const s = await shopperWithCart();
    const res = await checkout(s, [item(tee._id, 1), item(hoodie._id, 1)], c.code);
    const teeLine = (res.body.data as { _id: number; prodId: number }[]).find((o) => o.prodId === tee._id);
    const before = (await storeRevenue()).revenue;
    const cancel = await call('PATCH', `/order/step/${teeLine?._id}`, { token: admin.token, body: { step: 'cancelled', reason: 'Out of stock' } });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const [p] = await selectRows(purchases, eq(purchases._id, res.body.purchase._id));
    // 2,000 left of 3,000: the coupon 200 of 300; free shipping is gone below 1,500? no: 2,000 keeps it.
    expect(p).toMatchObject({ subtotal: 2000, couponDiscount: 200, discount: 200, total: 1800 });
    expect((await storeRevenue()).revenue - before).toBe(1800 - 2700);
  });
});

type Server = ServerProcess;
const startServer = (): Promise<Server> => startServerProcess({ JWT_SECRET: secret });

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  let servers: Server[] = [];
  beforeAll(async () => {
    servers = await Promise.all([startServer(), startServer()]);
  }, 120_000);
  afterAll(async () => {
    await stopServerProcesses(servers);
  });

  it('100 shoppers racing for a 10-use code through both processes: exactly 10 purchases use it', async () => {
    const c = await createCoupon({ useLimit: 10 });
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 100; i++) shoppers.push(await shopperWithCart());
    const replies = await Promise.all(
      shoppers.map(async (s, i) => {
        const res = await fetch(`${servers[i % 2].base}/order/checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: s.token, 'idempotency-key': randomUUID(), 'x-forwarded-for': `10.3.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ addressId: s.addressId, items: [item(tee._id)], couponCode: c.code }),
        });
        return { status: res.status, body: await res.json() };
      }),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(10);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(90);
    expect(await countRows(purchases, eq(purchases.couponId, c._id))).toBe(10);
    const [row] = await selectRows(coupons, eq(coupons._id, c._id));
    expect(row.uses).toBe(10);
  }, 300_000);
});
