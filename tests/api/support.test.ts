import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/lib/constants';
import { validation } from '../../src/lib/messages';
import { api } from '../../src/server/messages';
import { supportMessages } from '../../src/server/db/schema';
import { call, client, countRows, expectAnswer, makeAdmin, makeUser, selectRows } from './helpers';

let admin: Awaited<ReturnType<typeof makeAdmin>>;
const guestEmail = 'guest@example.com';
beforeAll(async () => {
  admin = await makeAdmin();
});

const support = (token?: string) => client(token).support;
const send = (token: string | undefined, json: { message: string; email?: string }) => support(token).$post({ json });
const sent = async (token: string | undefined, json: { message: string; email?: string }) => (await expectAnswer(send(token, json), 201)).data;
const resolve = (token: string | undefined, id: number | string) => support(token).resolve[':id'].$patch({ param: { id: String(id) } });
const reply = (token: string | undefined, id: number | string, text: string) =>
  support(token).reply[':id'].$patch({ param: { id: String(id) }, json: { reply: text } });
const mine = async (token: string) => (await expectAnswer(support(token).mine.$get(), 200)).data;

describe('POST /support', () => {
  it('takes a concern from a signed-out visitor with the e-mail to answer at, and answers 201 {msg, data}', async () => {
    const res = await expectAnswer(send(undefined, { message: '  Where is my parcel?  ', email: guestEmail }), 201);
    expect(res.msg).toBe(api.supportReceived);
    expect(res.data).toMatchObject({ _id: expect.any(Number), message: 'Where is my parcel?', status: 'open', userId: null, email: guestEmail });
  });

  it.each([
    ['no e-mail', {}],
    ['an empty e-mail', { email: '' }],
    ['a blank e-mail', { email: '   ' }],
  ])("refuses a signed-out visitor's concern with %s (it could never be answered) and stores nothing", async (_label, extra) => {
    const before = await countRows(supportMessages);
    expect(await expectAnswer(send(undefined, { message: 'Where is my parcel?', ...extra }), 400)).toEqual({
      msg: api.badRequest,
      errors: { email: expect.any(String) },
    });
    expect(await countRows(supportMessages)).toBe(before);
  });

  it('a signed-out visitor without an e-mail is told to give one', async () => {
    expect((await expectAnswer(send(undefined, { message: 'Hello?' }), 400)).errors).toEqual({ email: validation.supportEmail });
  });

  it('links the concern to the shopper whose token comes with it', async () => {
    const u = await makeUser();
    expect((await sent(u.token, { message: 'Size exchange please' })).userId).toBe(u.id);
  });

  it("does not link an admin's concern to the shopper who has the same id: like a guest's, it needs an e-mail", async () => {
    const refused = await expectAnswer(send(admin.token, { message: 'Testing the widget' }), 400);
    expect(refused.errors).toEqual({ email: validation.supportEmail });
    expect((await sent(admin.token, { message: 'Testing the widget', email: guestEmail })).userId).toBeNull();
  });

  it.each([
    ['an empty message', { message: '' }, validation.required],
    ['a blank message', { message: '   ' }, validation.required],
    ['no message', {}, validation.required],
    ['a number as message', { message: 42 }, validation.required],
    [`a message over ${LIMITS.support} characters`, { message: 'x'.repeat(LIMITS.support + 1) }, validation.tooLong],
    ['a message holding a NUL character', { message: 'hi\u0000there' }, validation.badCharacter],
  ])('answers 400 for %s and stores nothing', async (_label, body, message) => {
    const before = await countRows(supportMessages);
    const res = await call('POST', '/support', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: api.badRequest, errors: { message } });
    expect(await countRows(supportMessages)).toBe(before);
  });

  it('answers 401 for a token that is not valid rather than storing the concern anonymously', async () => {
    const before = await countRows(supportMessages);
    await expectAnswer(send('not-a-token', { message: 'hello' }), 401);
    expect(await countRows(supportMessages)).toBe(before);
  });
});

describe('GET /support', () => {
  it("pages the concerns for an admin, newest first, with the shopper's name and e-mail", async () => {
    const u = await makeUser('Concerned Shopper');
    await sent(undefined, { message: 'older one', email: guestEmail });
    const newest = await sent(u.token, { message: 'newest one' });
    const res = await expectAnswer(support(admin.token).$get({ query: { page: '1', limit: '2' } }), 200);
    expect(res).toMatchObject({ total: await countRows(supportMessages), page: 1, limit: 2 });
    expect(res.data).toHaveLength(2);
    expect(res.data[0]).toMatchObject({
      _id: newest._id,
      message: 'newest one',
      userName: 'Concerned Shopper',
      userEmail: u.email,
      status: 'open',
    });
    expect(res.data[1]).toMatchObject({ message: 'older one', userId: null, userName: null });
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    const u = await makeUser();
    await expectAnswer(support().$get({ query: {} }), 401);
    expect(await expectAnswer(support(u.token).$get({ query: {} }), 403)).toEqual({ msg: api.forbidden });
  });
});

describe('PATCH /support/resolve/:id', () => {
  it('marks the concern resolved with the time', async () => {
    const made = await sent(undefined, { message: 'resolve me', email: guestEmail });
    const res = await expectAnswer(resolve(admin.token, made._id), 200);
    expect(res.msg).toBe(api.supportResolved);
    expect(res.data).toMatchObject({ _id: made._id, status: 'resolved', resolvedAt: expect.any(String) });
    const [row] = await selectRows(supportMessages, eq(supportMessages._id, made._id));
    expect(row.status).toBe('resolved');
  });

  it.each(['999999', 'abc', '99999999999'])('answers 404 for the id %s', async (id) => {
    expect(await expectAnswer(resolve(admin.token, id), 404)).toEqual({ msg: expect.any(String) });
  });

  it('answers 401 without a token and 403 to a shopper, and the concern stays open', async () => {
    const u = await makeUser();
    const made = await sent(u.token, { message: 'stay open' });
    await expectAnswer(resolve(undefined, made._id), 401);
    await expectAnswer(resolve(u.token, made._id), 403);
    const [row] = await selectRows(supportMessages, eq(supportMessages._id, made._id));
    expect(row).toMatchObject({ status: 'open', resolvedAt: null });
  });
});

describe('replies', () => {
  it("an admin's reply reaches the shopper's own list, and no one else's", async () => {
    const admin = await makeAdmin();
    const u = await makeUser();
    const other = await makeUser();
    const concern = await sent(u.token, { message: 'Where is order 12?' });
    await sent(other.token, { message: 'Another shopper' });
    const replied = await expectAnswer(reply(admin.token, concern._id, 'It ships tomorrow.'), 200);
    // No SMTP_URL in the tests: the e-mail is kept in the console's Outbox, and the answer says so.
    expect(replied).toMatchObject({ msg: api.supportReplied({ to: u.email, mode: 'kept' }), data: { reply: 'It ships tomorrow.', status: 'open' } });
    expect(replied.data.repliedAt).toEqual(expect.any(String));

    expect(await mine(u.token)).toEqual([expect.objectContaining({ message: 'Where is order 12?', reply: 'It ships tomorrow.' })]);
    expect((await mine(other.token)).map((m) => m.message)).toEqual(['Another shopper']);
  });

  it('only admins reply, to a concern that exists, with some text', async () => {
    const admin = await makeAdmin();
    const u = await makeUser();
    const concern = await sent(u.token, { message: 'Refund?' });
    await expectAnswer(reply(u.token, concern._id, 'self-answer'), 403);
    await expectAnswer(reply(undefined, concern._id, 'anyone'), 401);
    await expectAnswer(reply(admin.token, 99999999, 'hello'), 404);
    expect((await expectAnswer(reply(admin.token, concern._id, '   '), 400)).errors).toHaveProperty('reply');
    expect((await mine(u.token))[0].reply).toBeNull();
  });

  it("keeps a guest's e-mail for the answer, and never a shopper's (their account has it)", async () => {
    const admin = await makeAdmin();
    const u = await makeUser();
    await sent(undefined, { message: 'Guest question', email: 'Guest@Example.com' });
    await sent(u.token, { message: 'Shopper question', email: 'elsewhere@example.com' });
    const list = await expectAnswer(support(admin.token).$get({ query: {} }), 200);
    const byText = new Map(list.data.map((m) => [m.message, m.email]));
    expect(byText.get('Guest question')).toBe('guest@example.com');
    expect(byText.get('Shopper question')).toBeNull();
    expect((await expectAnswer(send(undefined, { message: 'hi', email: 'not-an-email' }), 400)).errors).toHaveProperty('email');
  });

  it('/support/mine needs a shopper', async () => {
    await expectAnswer(support().mine.$get(), 401);
    const admin = await makeAdmin();
    await expectAnswer(support(admin.token).mine.$get(), 403);
  });
});
