import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/lib/constants';
import { validation } from '../../src/lib/messages';
import { api } from '../../src/server/messages';
import { supportMessages } from '../../src/server/db/schema';
import { call, countRows, makeAdmin, makeUser, selectRows } from './helpers';

let admin: Awaited<ReturnType<typeof makeAdmin>>;
const guestEmail = 'guest@example.com';
beforeAll(async () => {
  admin = await makeAdmin();
});

describe('POST /support', () => {
  it('takes a concern from a signed-out visitor with the e-mail to answer at, and answers 201 {msg, data}', async () => {
    const res = await call('POST', '/support', { body: { message: '  Where is my parcel?  ', email: guestEmail } });
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe(api.supportReceived);
    expect(res.body.data).toMatchObject({ _id: expect.any(Number), message: 'Where is my parcel?', status: 'open', userId: null, email: guestEmail });
  });

  it.each([
    ['no e-mail', {}],
    ['an empty e-mail', { email: '' }],
    ['a blank e-mail', { email: '   ' }],
  ])("refuses a signed-out visitor's concern with %s (it could never be answered) and stores nothing", async (_label, extra) => {
    const before = await countRows(supportMessages);
    const res = await call('POST', '/support', { body: { message: 'Where is my parcel?', ...extra } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: api.badRequest, errors: { email: expect.any(String) } });
    expect(await countRows(supportMessages)).toBe(before);
  });

  it('a signed-out visitor without an e-mail is told to give one', async () => {
    const res = await call('POST', '/support', { body: { message: 'Hello?' } });
    expect(res.body.errors).toEqual({ email: validation.supportEmail });
  });

  it('links the concern to the shopper whose token comes with it', async () => {
    const u = await makeUser();
    const res = await call('POST', '/support', { token: u.token, body: { message: 'Size exchange please' } });
    expect(res.status).toBe(201);
    expect(res.body.data.userId).toBe(u.id);
  });

  it("does not link an admin's concern to the shopper who has the same id: like a guest's, it needs an e-mail", async () => {
    const refused = await call('POST', '/support', { token: admin.token, body: { message: 'Testing the widget' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ email: validation.supportEmail });
    const res = await call('POST', '/support', { token: admin.token, body: { message: 'Testing the widget', email: guestEmail } });
    expect(res.status).toBe(201);
    expect(res.body.data.userId).toBeNull();
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
    const res = await call('POST', '/support', { token: 'not-a-token', body: { message: 'hello' } });
    expect(res.status).toBe(401);
    expect(await countRows(supportMessages)).toBe(before);
  });
});

describe('GET /support', () => {
  it("pages the concerns for an admin, newest first, with the shopper's name and e-mail", async () => {
    const u = await makeUser('Concerned Shopper');
    await call('POST', '/support', { body: { message: 'older one', email: guestEmail } });
    const newest = await call('POST', '/support', { token: u.token, body: { message: 'newest one' } });
    const res = await call('GET', '/support?page=1&limit=2', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: await countRows(supportMessages), page: 1, limit: 2 });
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({
      _id: newest.body.data._id,
      message: 'newest one',
      userName: 'Concerned Shopper',
      userEmail: u.email,
      status: 'open',
    });
    expect(res.body.data[1]).toMatchObject({ message: 'older one', userId: null, userName: null });
  });

  it('answers 401 without a token and 403 to a shopper', async () => {
    const u = await makeUser();
    expect((await call('GET', '/support')).status).toBe(401);
    const res = await call('GET', '/support', { token: u.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ msg: api.forbidden });
  });
});

describe('PATCH /support/resolve/:id', () => {
  it('marks the concern resolved with the time', async () => {
    const made = await call('POST', '/support', { body: { message: 'resolve me', email: guestEmail } });
    const res = await call('PATCH', `/support/resolve/${made.body.data._id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(api.supportResolved);
    expect(res.body.data).toMatchObject({ _id: made.body.data._id, status: 'resolved', resolvedAt: expect.any(String) });
    const [row] = await selectRows(supportMessages, eq(supportMessages._id, made.body.data._id));
    expect(row.status).toBe('resolved');
  });

  it.each(['999999', 'abc', '99999999999'])('answers 404 for the id %s', async (id) => {
    const res = await call('PATCH', `/support/resolve/${id}`, { token: admin.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: expect.any(String) });
  });

  it('answers 401 without a token and 403 to a shopper, and the concern stays open', async () => {
    const u = await makeUser();
    const made = await call('POST', '/support', { token: u.token, body: { message: 'stay open' } });
    expect((await call('PATCH', `/support/resolve/${made.body.data._id}`)).status).toBe(401);
    expect((await call('PATCH', `/support/resolve/${made.body.data._id}`, { token: u.token })).status).toBe(403);
    const [row] = await selectRows(supportMessages, eq(supportMessages._id, made.body.data._id));
    expect(row).toMatchObject({ status: 'open', resolvedAt: null });
  });
});

describe('replies', () => {
  it("an admin's reply reaches the shopper's own list, and no one else's", async () => {
    const admin = await makeAdmin();
    const u = await makeUser();
    const other = await makeUser();
    const sent = await call('POST', '/support', { token: u.token, body: { message: 'Where is order 12?' } });
    await call('POST', '/support', { token: other.token, body: { message: 'Another shopper' } });
    const replied = await call('PATCH', `/support/reply/${sent.body.data._id}`, { token: admin.token, body: { reply: 'It ships tomorrow.' } });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({ msg: api.supportReplied, data: { reply: 'It ships tomorrow.', status: 'open' } });
    expect(replied.body.data.repliedAt).toEqual(expect.any(String));

    const mine = await call('GET', '/support/mine', { token: u.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([expect.objectContaining({ message: 'Where is order 12?', reply: 'It ships tomorrow.' })]);
    const theirs = await call('GET', '/support/mine', { token: other.token });
    expect(theirs.body.data.map((m: { message: string }) => m.message)).toEqual(['Another shopper']);
  });

  it('only admins reply, to a concern that exists, with some text', async () => {
    const admin = await makeAdmin();
    const u = await makeUser();
    const sent = await call('POST', '/support', { token: u.token, body: { message: 'Refund?' } });
    expect((await call('PATCH', `/support/reply/${sent.body.data._id}`, { token: u.token, body: { reply: 'self-answer' } })).status).toBe(403);
    expect((await call('PATCH', `/support/reply/${sent.body.data._id}`, { body: { reply: 'anyone' } })).status).toBe(401);
    expect((await call('PATCH', '/support/reply/99999999', { token: admin.token, body: { reply: 'hello' } })).status).toBe(404);
    const blank = await call('PATCH', `/support/reply/${sent.body.data._id}`, { token: admin.token, body: { reply: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toHaveProperty('reply');
    expect((await call('GET', '/support/mine', { token: u.token })).body.data[0].reply).toBeNull();
  });

  it("keeps a guest's e-mail for the answer, and never a shopper's (their account has it)", async () => {
    const admin = await makeAdmin();
    const u = await makeUser();
    await call('POST', '/support', { body: { message: 'Guest question', email: 'Guest@Example.com' } });
    await call('POST', '/support', { token: u.token, body: { message: 'Shopper question', email: 'elsewhere@example.com' } });
    const list = await call('GET', '/support', { token: admin.token });
    const byText = new Map(list.body.data.map((m: { message: string; email: string | null }) => [m.message, m.email]));
    expect(byText.get('Guest question')).toBe('guest@example.com');
    expect(byText.get('Shopper question')).toBeNull();
    const bad = await call('POST', '/support', { body: { message: 'hi', email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('email');
  });

  it('/support/mine needs a shopper', async () => {
    expect((await call('GET', '/support/mine')).status).toBe(401);
    const admin = await makeAdmin();
    expect((await call('GET', '/support/mine', { token: admin.token })).status).toBe(403);
  });
});
