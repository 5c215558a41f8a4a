import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES, MAX_UNUSED_ADDRESSES } from '../../src/server/config';
import { validation } from '../../src/lib/messages';
import { api } from '../../src/server/messages';
import { addresses } from '../../src/server/db/schema';
import { address, call, client, countRows, expectAnswer, makeAdmin, makeUser, selectRows, settled } from './helpers';

let admin: Awaited<ReturnType<typeof makeAdmin>>;
beforeAll(async () => {
  admin = await makeAdmin();
});

/** The raw add, for bodies the contract refuses (missing fields, wrong types). */
const addRaw = (token: string, body: unknown) => call('POST', '/address/add', { token, body });
const book = (token?: string) => client(token).address;
const addAddress = (token: string | undefined, json: typeof address) => book(token).add.$post({ json });
const added = async (token: string, json: typeof address) => (await expectAnswer(addAddress(token, json), 201)).data;
const listed = async (token: string) => (await expectAnswer(book(token).$get(), 200)).data;
const remove = (token: string | undefined, id: number | string) => book(token).delete[':id'].$delete({ param: { id: String(id) } });

describe('POST /address/add', () => {
  it('saves the address and answers 201 with msg and data._id', async () => {
    const u = await makeUser();
    const res = await expectAnswer(addAddress(u.token, { ...address, company: 'Acme' }), 201);
    expect(res.msg).toBe(api.addressAdded);
    expect(res.data).toMatchObject({ ...address, company: 'Acme', _id: expect.any(Number), userId: u.id });
  });

  it('accepts a PIN code and phone sent as numbers and leaves company optional', async () => {
    const u = await makeUser();
    const { company: _c, ...noCompany } = address;
    const res = await addRaw(u.token, { ...noCompany, pincode: 411001, phone: 9876543210 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ pincode: '411001', phone: '9876543210', company: '' });
  });

  it('answers 400 with an error for every missing required field, and saves nothing', async () => {
    const u = await makeUser();
    const res = await addRaw(u.token, { company: 'Acme' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(api.badRequest);
    expect(Object.keys(res.body.errors).sort()).toEqual(['address', 'city', 'country', 'firstName', 'lastName', 'phone', 'pincode']);
    expect(await countRows(addresses, eq(addresses.userId, u.id))).toBe(0);
  });

  it.each([
    ['a country not in the list', { country: 'Atlantis' }, 'country', validation.country],
    ['letters in the PIN code', { pincode: '41A001' }, 'pincode', validation.pincode],
    ['letters in the phone', { phone: 'call me' }, 'phone', validation.mobileNumber],
    ['a blank first name', { firstName: '   ' }, 'firstName', validation.required],
    ['a number as city', { city: 42 }, 'city', validation.required],
    ['a line break in the first name', { firstName: 'Asha\nRao' }, 'firstName', validation.badCharacter],
    ['a control character in the last name', { lastName: 'Rao\u0008x' }, 'lastName', validation.badCharacter],
    ['a line break in the street', { address: '12 MG Road\r\nPay at evil.example' }, 'address', validation.badCharacter],
    ['a tab in the city', { city: 'Pune\tWest' }, 'city', validation.badCharacter],
    ['a line separator in the company', { company: 'Acme\u2028Ltd' }, 'company', validation.badCharacter],
    ['a declaration that is not a boolean', { declaration: 'yes' }, 'declaration', undefined],
  ])('answers 400 for %s', async (_label, change, field, message) => {
    const u = await makeUser();
    const res = await addRaw(u.token, { ...address, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty([field]);
    if (message) expect(res.body.errors[field]).toBe(message);
    expect(await countRows(addresses, eq(addresses.userId, u.id))).toBe(0);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    expect(await expectAnswer(addAddress(undefined, address), 401)).toEqual({ msg: api.unauthorized });
    expect(await expectAnswer(addAddress(admin.token, address), 403)).toEqual({ msg: api.forbidden });
  });

  it(`refuses a saved address past ${MAX_ADDRESSES} with 409`, async () => {
    const u = await makeUser();
    for (let i = 0; i < MAX_ADDRESSES; i++) await added(u.token, address);
    expect(await expectAnswer(addAddress(u.token, address), 409)).toEqual({ msg: api.addressLimit });
    expect(await countRows(addresses, eq(addresses.userId, u.id))).toBe(MAX_ADDRESSES);
  });

  it(`${MAX_ADDRESSES * 3} saved addresses sent at once: exactly ${MAX_ADDRESSES} saved, the rest 409`, async () => {
    const u = await makeUser();
    const replies = await Promise.all(Array.from({ length: MAX_ADDRESSES * 3 }, () => settled(addAddress(u.token, address))));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(MAX_ADDRESSES);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(MAX_ADDRESSES * 2);
    expect(await listed(u.token)).toHaveLength(MAX_ADDRESSES);
    expect(await countRows(addresses, eq(addresses.userId, u.id))).toBe(MAX_ADDRESSES);
  });

  it(`unsaved addresses sent at once keep at most ${MAX_UNUSED_ADDRESSES} that no order uses`, async () => {
    const u = await makeUser();
    const replies = await Promise.all(Array.from({ length: MAX_UNUSED_ADDRESSES * 4 }, () => settled(addAddress(u.token, { ...address, declaration: false }))));
    expect(replies.every((r) => r.status === 201)).toBe(true);
    expect(await countRows(addresses, eq(addresses.userId, u.id))).toBe(MAX_UNUSED_ADDRESSES);
  });
});

describe('GET /address', () => {
  it("lists only the shopper's saved addresses (declaration true), newest first", async () => {
    const u = await makeUser();
    const other = await makeUser();
    const first = await added(u.token, { ...address, city: 'Pune' });
    const oneOff = await added(u.token, { ...address, declaration: false });
    const second = await added(u.token, { ...address, city: 'Mumbai' });
    await added(other.token, address);
    expect((await listed(u.token)).map((a) => a._id)).toEqual([second._id, first._id]);
    // The unsaved one is kept (an order can be sent there) but not listed.
    expect(await countRows(addresses, eq(addresses._id, oneOff._id))).toBe(1);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    await expectAnswer(book().$get(), 401);
    await expectAnswer(book(admin.token).$get(), 403);
  });
});

describe('DELETE /address/delete/:id', () => {
  it('removes the address', async () => {
    const u = await makeUser();
    const a = await added(u.token, address);
    expect(await expectAnswer(remove(u.token, a._id), 200)).toEqual({ msg: api.addressDeleted });
    expect(await listed(u.token)).toEqual([]);
  });

  it("answers 404 for someone else's address and leaves it in place", async () => {
    const owner = await makeUser();
    const thief = await makeUser();
    const a = await added(owner.token, address);
    expect(await expectAnswer(remove(thief.token, a._id), 404)).toEqual({ msg: api.addressNotFound });
    const [row] = await selectRows(addresses, eq(addresses._id, a._id));
    expect(row).toMatchObject({ userId: owner.id, city: address.city });
  });

  it.each(['999999', 'abc', '99999999999', '1.0'])('answers 404 for the id %s', async (id) => {
    const u = await makeUser();
    expect(await expectAnswer(remove(u.token, id), 404)).toEqual({ msg: expect.any(String) });
  });

  it('answers 401 without a token', async () => {
    await expectAnswer(remove(undefined, 1), 401);
  });
});
