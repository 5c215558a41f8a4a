import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATES_AND_UTS } from '../../src/lib/constants';
import { validation } from '../../src/lib/messages';
import { getDb } from '../../src/server/db/client';
import { addresses, purchases } from '../../src/server/db/schema';
import { api } from '../../src/server/messages';
import { address, call, client, countRows, expectAnswer, makeAdmin, makeProduct, makeUser, selectRows, shopperWithCart } from './helpers';

let admin: Awaited<ReturnType<typeof makeAdmin>>;
beforeAll(async () => {
  admin = await makeAdmin();
});

/** The raw add and edit, for bodies the contract refuses. */
const addRaw = (token: string, body: unknown) => call('POST', '/address/add', { token, body });
const updateRaw = (token: string, id: number | string, body: unknown) => call('PATCH', `/address/update/${id}`, { token, body });
const book = (token?: string) => client(token).address;
const listed = async (token: string) => (await expectAnswer(book(token).$get(), 200)).data;
const added = async (token: string, over: Partial<typeof address> & { isDefault?: boolean } = {}) =>
  (await expectAnswer(book(token).add.$post({ json: { ...address, ...over } }), 201)).data;
const makeDefault = (token: string | undefined, id: number | string) => book(token).default[':id'].$patch({ param: { id: String(id) } });
const checkout = (token: string, addressId: number) =>
  call('POST', '/order/checkout', { token, body: { addressId }, headers: { 'Idempotency-Key': `india-${addressId}-${Math.random()}` } });

/** An address saved before the Indian rules, as old rows are: a 4-digit PIN, a 6-digit phone, no State. */
async function oldAddress(userId: number) {
  const db = await getDb();
  const [row] = await db
    .insert(addresses)
    .values({ ...address, userId, pincode: '5600', phone: '987654', state: '', declaration: true })
    .returning();
  return row;
}

describe('the PIN code of an Indian address', () => {
  it.each([['411001'], ['110001'], ['999999'], [' 560 001 ']])('accepts %j', async (pincode) => {
    const u = await makeUser();
    const res = await addRaw(u.token, { ...address, pincode });
    expect(res.status).toBe(201);
    expect(res.body.data.pincode).toBe(pincode.replace(/\s/g, ''));
  });

  it.each([
    ['a first digit 0', '011001'],
    ['5 digits', '41100'],
    ['7 digits', '4110011'],
    ['letters', '41A001'],
    ['the old 4-digit one', '5600'],
  ])('refuses %s with 400 "Enter the 6-digit PIN code" and saves nothing', async (_label, pincode) => {
    const u = await makeUser();
    const res = await addRaw(u.token, { ...address, pincode });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: api.badRequest, errors: { pincode: validation.pincode } });
    expect(await countRows(addresses, eq(addresses.userId, u.id))).toBe(0);
  });

  it('refuses a PIN sent as the number 41100 the same way', async () => {
    const u = await makeUser();
    const res = await addRaw(u.token, { ...address, pincode: 41100 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ pincode: validation.pincode });
  });
});

describe('the mobile number of an Indian address', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['6000000000', '6000000000'],
  ])('keeps %j as %j', async (phone, kept) => {
    const u = await makeUser();
    const res = await addRaw(u.token, { ...address, phone });
    expect(res.status).toBe(201);
    expect(res.body.data.phone).toBe(kept);
    const [row] = await selectRows(addresses, eq(addresses._id, res.body.data._id));
    expect(row.phone).toBe(kept);
  });

  it.each([
    ['a first digit 5', '5876543210'],
    ['9 digits', '987654321'],
    ['11 digits without a 0', '98765432101'],
    ['the old 6-digit one', '987654'],
    ['+92 (not India)', '+92 98765 43210'],
    ['letters', 'call me'],
  ])('refuses %s with 400 "Enter a 10-digit mobile number"', async (_label, phone) => {
    const u = await makeUser();
    const res = await addRaw(u.token, { ...address, phone });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ phone: validation.mobileNumber });
    expect(await countRows(addresses, eq(addresses.userId, u.id))).toBe(0);
  });
});

describe('the State or Union Territory', () => {
  it('offers the 36, once each', () => {
    expect(STATES_AND_UTS).toHaveLength(36);
    expect(new Set(STATES_AND_UTS).size).toBe(36);
  });

  it.each([['Ladakh'], ['Dadra and Nagar Haveli and Daman and Diu'], ['Tamil Nadu']])('accepts %s', async (state) => {
    const u = await makeUser();
    expect((await added(u.token, { state })).state).toBe(state);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not one of the 36', 'Atlantis'],
    ['an old name', 'Orissa'],
  ])('refuses a State %s with 400 and says to choose one', async (_label, state) => {
    const u = await makeUser();
    const res = await addRaw(u.token, { ...address, state });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ state: validation.state });
  });

  it('gives every field’s error at once, each saying what to type', async () => {
    const u = await makeUser();
    const res = await addRaw(u.token, { ...address, firstName: '', pincode: '0110', phone: '12345', state: 'Nowhere' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ firstName: validation.required, pincode: validation.pincode, phone: validation.mobileNumber, state: validation.state });
  });

  it('keeps the older rules outside India: a postal code and phone in digits, State optional', async () => {
    const u = await makeUser();
    const res = await addRaw(u.token, { ...address, country: 'Nepal', state: '', pincode: '44600', phone: '977 14000000' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ country: 'Nepal', pincode: '44600', phone: '97714000000', state: '' });
    const bad = await addRaw(u.token, { ...address, country: 'Nepal', pincode: '12', phone: '12' });
    expect(bad.body.errors).toEqual({ pincode: validation.postalCode, phone: validation.phoneNumber });
  });
});

describe('GET /pincodes/{pin}', () => {
  const lookup = (pin: string) => client().pincodes[':pin'].$get({ param: { pin } });

  it.each([
    ['411001', 'Maharashtra', 'Pune'],
    ['560001', 'Karnataka', 'Bangalore'],
    ['500001', 'Telangana', 'Hyderabad'],
    ['194101', 'Ladakh', 'Leh'],
    ['396210', 'Dadra and Nagar Haveli and Daman and Diu', 'Daman'],
  ])('knows %s: %s, %s (no sign-in needed)', async (pin, state, district) => {
    expect(await expectAnswer(lookup(pin), 200)).toEqual({ data: { pincode: pin, state, district } });
  });

  it('answers 404 for a well-formed PIN the directory lacks', async () => {
    expect(await expectAnswer(lookup('999999'), 404)).toEqual({ msg: api.pincodeNotFound });
  });

  it.each(['041100', '41100', '4110011', 'abcdef', '41 001'])('answers 400 for %j with errors.pin', async (pin) => {
    expect(await expectAnswer(lookup(pin), 400)).toEqual({ msg: api.badRequest, errors: { pin: validation.pincode } });
  });
});

describe('the address book', () => {
  it('edits an address in place, with the same rules, and refuses a bad edit leaving it as it was', async () => {
    const u = await makeUser();
    const a = await added(u.token);
    const res = await expectAnswer(
      book(u.token).update[':id'].$patch({ param: { id: String(a._id) }, json: { ...address, city: 'Mumbai', pincode: '400001', phone: '+91 91234 56789' } }),
      200,
    );
    expect(res).toMatchObject({ msg: api.addressUpdated, data: { _id: a._id, city: 'Mumbai', pincode: '400001', phone: '9123456789', needsCorrection: [] } });
    const bad = await updateRaw(u.token, a._id, { ...address, pincode: '40000' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ pincode: validation.pincode });
    const [row] = await selectRows(addresses, eq(addresses._id, a._id));
    expect(row).toMatchObject({ city: 'Mumbai', pincode: '400001' });
  });

  it('an address an order went to stays as the order had it; the edit takes its place in the book', async () => {
    const product = await makeProduct();
    const s = await shopperWithCart([{ prodId: product._id, quantity: 1 }]);
    expect((await checkout(s.token, s.addressId)).status).toBe(201);
    const res = await updateRaw(s.token, s.addressId, { ...address, city: 'Nashik', pincode: '422001' });
    expect(res.status).toBe(200);
    expect(res.body.data._id).not.toBe(s.addressId);
    expect((await listed(s.token)).map((a) => [a._id, a.city])).toEqual([[res.body.data._id, 'Nashik']]);
    const [kept] = await selectRows(addresses, eq(addresses._id, s.addressId));
    expect(kept).toMatchObject({ city: 'Pune', pincode: '411001', declaration: false });
    const [purchase] = await selectRows(purchases, eq(purchases.userId, s.id));
    expect(purchase.address).toMatchObject({ city: 'Pune', state: 'Maharashtra' });
  });

  it('keeps one default: choosing another moves it, the book lists it first, and an add can ask for it', async () => {
    const u = await makeUser();
    const first = await added(u.token, { city: 'Pune' });
    const second = await added(u.token, { city: 'Mumbai' });
    expect((await listed(u.token)).map((a) => a.isDefault)).toEqual([false, false]);
    expect(await expectAnswer(makeDefault(u.token, first._id), 200)).toMatchObject({ msg: api.addressDefaultSet, data: { _id: first._id, isDefault: true } });
    expect((await listed(u.token)).map((a) => [a._id, a.isDefault])).toEqual([
      [first._id, true],
      [second._id, false],
    ]);
    await expectAnswer(makeDefault(u.token, second._id), 200);
    expect((await listed(u.token)).map((a) => [a._id, a.isDefault])).toEqual([
      [second._id, true],
      [first._id, false],
    ]);
    const third = await added(u.token, { city: 'Thane', isDefault: true });
    expect((await listed(u.token)).filter((a) => a.isDefault).map((a) => a._id)).toEqual([third._id]);
    expect(await countRows(addresses, eq(addresses.isDefault, true))).toBeGreaterThanOrEqual(1);
    expect((await selectRows(addresses, eq(addresses.userId, u.id))).filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('an unsaved address never becomes the default', async () => {
    const u = await makeUser();
    const oneOff = await added(u.token, { declaration: false, isDefault: true });
    expect(oneOff.isDefault).toBe(false);
    expect(await expectAnswer(makeDefault(u.token, oneOff._id), 404)).toEqual({ msg: api.addressNotFound });
  });

  it("someone else's address: 404 to edit, to make default and to delete, and it stays as it was", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const a = await added(owner.token);
    expect(await expectAnswer(makeDefault(other.token, a._id), 404)).toEqual({ msg: api.addressNotFound });
    const edit = await updateRaw(other.token, a._id, { ...address, city: 'Goa' });
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual({ msg: api.addressNotFound });
    expect((await call('DELETE', `/address/delete/${a._id}`, { token: other.token })).status).toBe(404);
    const [row] = await selectRows(addresses, eq(addresses._id, a._id));
    expect(row).toMatchObject({ userId: owner.id, city: 'Pune', isDefault: false });
  });

  it.each(['999999', 'abc', '0'])('answers 404 to an edit or default of the id %s', async (id) => {
    const u = await makeUser();
    expect((await updateRaw(u.token, id, address)).status).toBe(404);
    expect((await call('PATCH', `/address/default/${id}`, { token: u.token })).status).toBe(404);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    const u = await makeUser();
    const a = await added(u.token);
    expect((await updateRaw('', a._id, address)).status).toBe(401);
    await expectAnswer(makeDefault(undefined, a._id), 401);
    await expectAnswer(makeDefault(admin.token, a._id), 403);
    expect((await updateRaw(admin.token, a._id, address)).status).toBe(403);
  });
});

describe('addresses saved before the Indian rules', () => {
  it('still list, marked with the fields to correct', async () => {
    const u = await makeUser();
    const old = await oldAddress(u.id);
    const good = await added(u.token);
    const list = await listed(u.token);
    expect(list.find((a) => a._id === old._id)?.needsCorrection.sort()).toEqual(['phone', 'pincode', 'state']);
    expect(list.find((a) => a._id === good._id)?.needsCorrection).toEqual([]);
  });

  it('cannot take an order (400, nothing bought) until edited, then can', async () => {
    const product = await makeProduct();
    const s = await shopperWithCart([{ prodId: product._id, quantity: 1 }]);
    const old = await oldAddress(s.id);
    const refused = await checkout(s.token, old._id);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ msg: api.addressNeedsCorrection, errors: { addressId: api.addressNeedsCorrection } });
    expect(await countRows(purchases, eq(purchases.userId, s.id))).toBe(0);
    expect((await call('POST', '/order/add', { token: s.token, body: { prodId: product._id, addressId: old._id } })).status).toBe(400);

    const edited = await updateRaw(s.token, old._id, { ...address, pincode: '560001', phone: '9876543210', state: 'Karnataka', city: 'Bengaluru' });
    expect(edited.body.data).toMatchObject({ _id: old._id, needsCorrection: [] });
    expect((await checkout(s.token, old._id)).status).toBe(201);
  });
});
