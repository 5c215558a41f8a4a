/** The chat button's badge: replies a shopper has not yet seen, and marking them seen. */
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_SEEN_MAX } from '../../src/lib/constants';
import { api } from '../../src/server/messages';
import { call, client, expectAnswer, makeAdmin, makeUser } from './helpers';

let admin: Awaited<ReturnType<typeof makeAdmin>>;
beforeAll(async () => {
  admin = await makeAdmin();
});

const support = (token?: string) => client(token).support;
const ask = async (token: string, message: string) => (await expectAnswer(support(token).$post({ json: { message } }), 201)).data._id;
const reply = async (id: number, text: string) =>
  expectAnswer(support(admin.token).reply[':id'].$patch({ param: { id: String(id) }, json: { reply: text } }), 200);
const unread = async (token: string) => (await expectAnswer(support(token).unread.$get(), 200)).data.unread;
const seen = (token: string, ids: number[]) => support(token).seen.$patch({ json: { ids } });

describe('GET /support/unread', () => {
  it('counts the concerns with a reply the shopper has not seen, and no others', async () => {
    const u = await makeUser();
    expect(await unread(u.token)).toBe(0);
    const a = await ask(u.token, 'Where is my parcel?');
    const b = await ask(u.token, 'Do you ship to Goa?');
    await ask(u.token, 'Is the tee cotton?');
    // A question without an answer is not unread.
    expect(await unread(u.token)).toBe(0);
    await reply(a, 'It left today.');
    await reply(b, 'Yes, everywhere in India.');
    expect(await unread(u.token)).toBe(2);
  });

  it("does not count another shopper's replies", async () => {
    const mine = await makeUser();
    const other = await makeUser();
    await reply(await ask(other.token, 'Exchange?'), 'Within 7 days.');
    expect(await unread(other.token)).toBe(1);
    expect(await unread(mine.token)).toBe(0);
  });

  it('is refused without a shopper: 401 signed out, 403 for an admin', async () => {
    expect((await call('GET', '/support/unread')).status).toBe(401);
    const r = await call('GET', '/support/unread', { token: admin.token });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ msg: api.forbidden });
  });
});

describe('PATCH /support/seen', () => {
  it('marks the replies seen, answers the count left, and a later reply to the same concern is unread again', async () => {
    const u = await makeUser();
    const a = await ask(u.token, 'Where is my parcel?');
    const b = await ask(u.token, 'Do you ship to Goa?');
    await reply(a, 'It left today.');
    await reply(b, 'Yes.');
    const first = await expectAnswer(seen(u.token, [a]), 200);
    expect(first).toEqual({ msg: api.supportSeen, data: { unread: 1 } });
    expect(await unread(u.token)).toBe(1);
    // Marking again, or naming a concern without a reply yet, changes nothing and is fine.
    const c = await ask(u.token, 'And returns?');
    expect((await expectAnswer(seen(u.token, [a, b, c, a]), 200)).data.unread).toBe(0);
    expect(await unread(u.token)).toBe(0);
    // The shopper's history says when each reply was seen.
    const history = (await expectAnswer(support(u.token).mine.$get(), 200)).data;
    expect(history.find((m) => m._id === a)?.replySeenAt).toEqual(expect.any(String));
    expect(history.find((m) => m._id === c)?.replySeenAt).toBeNull();
    // A new answer to a concern already seen is news again.
    await reply(a, 'Correction: it leaves tomorrow.');
    expect(await unread(u.token)).toBe(1);
  });

  it("refuses someone else's concern with 404 and marks nothing, not even the shopper's own in the same request", async () => {
    const mine = await makeUser();
    const other = await makeUser();
    const own = await ask(mine.token, 'Mine');
    const theirs = await ask(other.token, 'Theirs');
    await reply(own, 'Answer for me.');
    await reply(theirs, 'Answer for them.');
    const res = await expectAnswer(seen(mine.token, [own, theirs]), 404);
    expect(res.msg).toBe(api.notFound);
    expect(await unread(mine.token)).toBe(1);
    expect(await unread(other.token)).toBe(1);
    // An id that does not exist at all is the same answer.
    expect((await call('PATCH', '/support/seen', { token: mine.token, body: { ids: [2_000_000_000] } })).status).toBe(404);
    expect(await unread(mine.token)).toBe(1);
  });

  it.each([
    ['no ids', {}],
    ['an empty list', { ids: [] }],
    ['ids that are not ids', { ids: ['abc'] }],
    ['a negative id', { ids: [-1] }],
    ['too many ids', { ids: Array.from({ length: SUPPORT_SEEN_MAX + 1 }, (_, i) => i + 1) }],
  ])('answers 400 with errors keyed by ids (or the bad one, ids.0) for %s', async (_label, body) => {
    const u = await makeUser();
    const res = await call('PATCH', '/support/seen', { token: u.token, body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([expect.stringMatching(/^ids(\.0)?$/)]);
  });

  it('is refused without a shopper: 401 signed out, 403 for an admin', async () => {
    expect((await call('PATCH', '/support/seen', { body: { ids: [1] } })).status).toBe(401);
    expect((await call('PATCH', '/support/seen', { token: admin.token, body: { ids: [1] } })).status).toBe(403);
  });
});
