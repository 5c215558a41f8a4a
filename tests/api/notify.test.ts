/**
 * 'Notify me' on a sold-out size: the request's rules, and the back-in-stock mail
 * that a restock sends, once per request, received by a real SMTP server.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_CONFIRM_HOURS, NOTIFY_CONFIRMS_PER_ADDRESS, RATE_LIMITS } from '../../src/server/config';
import { getDb } from '../../src/server/db/client';
import { outbox, stockRequests } from '../../src/server/db/schema';
import { api } from '../../src/server/messages';
import { validation } from '../../src/lib/messages';
import { address, call, countRows, makeAdmin, makeProduct, makeUser, selectRows } from './helpers';
import { deliverAll, startInbox, type Inbox } from './notify-inbox';

let admin: Awaited<ReturnType<typeof makeAdmin>>;
let inbox: Inbox;
beforeAll(async () => {
  admin = await makeAdmin();
  inbox = await startInbox();
});
afterAll(async () => {
  await inbox?.stop();
});

let seq = 0;
const guest = (name = 'guest') => `${name}.${Date.now().toString(36)}${seq++}@example.in`;
const soldOutTee = () =>
  makeProduct({
    sizes: [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 5 },
      { size: 'L', stock: 0 },
      { size: 'XL', stock: null },
    ],
  });
const ask = (id: number | string, body: unknown, opts: { token?: string; client?: string } = {}) => call('POST', `/products/${id}/notify`, { body, ...opts });
const pending = (prodId: number) => countRows(stockRequests, and(eq(stockRequests.prodId, prodId), isNull(stockRequests.notifiedAt)));
/** Opens a link of a mail (absolute, on SITE_URL) as a browser would: the API's answer, not followed. */
const openLink = (link: string) => {
  const url = new URL(link);
  return call('GET', `${url.pathname.replace(/^\/api/, '')}${url.search}`);
};
/** A guest's request as the owner of the address makes it: asked, and the link mailed to it opened. */
const askConfirmed = async (id: number, body: { size: string; email: string }) => {
  const before = inbox.confirmLinks(body.email).length;
  const res = await ask(id, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await deliverAll();
  const links = inbox.confirmLinks(body.email);
  expect(links).toHaveLength(before + 1);
  const opened = await openLink(links[links.length - 1]);
  expect(opened.status).toBe(303);
  expect(opened.headers.get('location')).toBe(`/products/${id}?${new URLSearchParams({ size: body.size, notify: 'confirmed' })}`);
};
const setSizes = async (id: number, sizes: { size: string; stock: number | null }[]) => {
  const res = await call('PATCH', `/products/update/${id}`, { token: admin.token, body: { sizes } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('POST /products/{id}/notify', () => {
  it("takes a guest's e-mail for a sold-out size, and asking again (any letter case) is the same request", async () => {
    const p = await soldOutTee();
    const email = guest();
    const res = await ask(p._id, { size: 'S', email });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ msg: api.notifyConfirmSent('S', email), data: { size: 'S', email, confirmed: false } });
    expect((await ask(p._id, { size: 'S', email: `  ${email.toUpperCase()} ` })).status).toBe(201);
    expect(await pending(p._id)).toBe(1);
    // Another size, or another e-mail, is another request.
    expect((await ask(p._id, { size: 'L', email })).status).toBe(201);
    expect((await ask(p._id, { size: 'S', email: guest() })).status).toBe(201);
    expect(await pending(p._id)).toBe(3);
  });

  it("uses a signed-in shopper's own e-mail, whatever the body says", async () => {
    const p = await soldOutTee();
    const u = await makeUser();
    const res = await ask(p._id, { size: 'S' }, { token: u.token });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ msg: api.notifyQueued('S'), data: { size: 'S', email: u.email, confirmed: true } });
    expect((await ask(p._id, { size: 'S', email: guest('other') }, { token: u.token })).body.data.email).toBe(u.email);
    expect(await pending(p._id)).toBe(1);
  });

  it.each([
    ['no e-mail from a guest', { size: 'S' }, { email: validation.notifyEmail }],
    ['a bad e-mail', { size: 'S', email: 'not-an-address' }, { email: validation.email }],
    ['a size the product does not have', { size: 'XXS', email: 'a@example.in' }, { size: api.unknownSize('XXS') }],
    ['a size in stock', { size: 'M', email: 'a@example.in' }, { size: api.sizeInStock('M') }],
    ['a size that is never counted (always in stock)', { size: 'XL', email: 'a@example.in' }, { size: api.sizeInStock('XL') }],
    ['no size', { email: 'a@example.in' }, { size: expect.any(String) }],
  ])('refuses %s with 400 and errors by field, and stores nothing', async (_label, body, errors) => {
    const p = await soldOutTee();
    const res = await ask(p._id, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: api.badRequest, errors });
    expect(await pending(p._id)).toBe(0);
  });

  it('answers 404 for a product that does not exist or cannot', async () => {
    expect((await ask(2_000_000_000, { size: 'S', email: 'a@example.in' })).body).toEqual({ msg: api.productNotFound });
    expect((await ask('abc', { size: 'S', email: 'a@example.in' })).status).toBe(404);
  });

  it(`takes ${RATE_LIMITS.notify.max} requests from one client, then 429 with Retry-After; other clients go on`, async () => {
    const p = await soldOutTee();
    const client = '198.51.100.77';
    for (let i = 0; i < RATE_LIMITS.notify.max; i++) expect((await ask(p._id, { size: 'S', email: guest(`n${i}`) }, { client })).status).toBe(201);
    const refused = await ask(p._id, { size: 'S', email: guest('late') }, { client });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await pending(p._id)).toBe(RATE_LIMITS.notify.max);
    expect((await ask(p._id, { size: 'S', email: guest('other') }, { client: '198.51.100.78' })).status).toBe(201);
  });
});

describe('back in stock', () => {
  it("an admin's restock sends one mail per request of that size, and a second restock sends nothing", async () => {
    const p = await soldOutTee();
    const shopper = await makeUser();
    const a = guest('asha');
    const b = guest('bilal');
    await askConfirmed(p._id, { size: 'S', email: a });
    expect((await ask(p._id, { size: 'S', email: a.toUpperCase() })).status).toBe(201);
    await askConfirmed(p._id, { size: 'S', email: b });
    expect((await ask(p._id, { size: 'S' }, { token: shopper.token })).status).toBe(201);
    await askConfirmed(p._id, { size: 'L', email: a });
    // Nothing is sent while the size stays sold out (an edit of M only).
    await setSizes(p._id, [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 9 },
      { size: 'L', stock: 0 },
      { size: 'XL', stock: null },
    ]);
    await deliverAll();
    expect(inbox.to(a, b, shopper.email)).toHaveLength(0);

    await setSizes(p._id, [
      { size: 'S', stock: 4 },
      { size: 'M', stock: 9 },
      { size: 'L', stock: 0 },
      { size: 'XL', stock: null },
    ]);
    await deliverAll();
    const mails = inbox.to(a, b, shopper.email);
    expect(mails.map((m) => m.to).sort()).toEqual([a, b, shopper.email].sort());
    for (const m of mails) {
      expect(m.subject).toBe(`${p.name} in size S is back`);
      expect(m.text).toContain(`${p.name} is back in stock in size S`);
      expect(m.links).toContain(`${inbox.site}/products/${p._id}?size=S`);
    }
    // L is still sold out: its request waits.
    expect(await pending(p._id)).toBe(1);

    // Sold out and back again: the requests were answered, nothing more is sent.
    await setSizes(p._id, [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 9 },
      { size: 'L', stock: 0 },
      { size: 'XL', stock: null },
    ]);
    await setSizes(p._id, [
      { size: 'S', stock: 7 },
      { size: 'M', stock: 9 },
      { size: 'L', stock: 0 },
      { size: 'XL', stock: null },
    ]);
    await deliverAll();
    expect(inbox.to(a, b, shopper.email)).toHaveLength(3);
  });

  it('a rejected order that gives the last unit back sends the mail once; rejecting again sends nothing', async () => {
    const p = await makeProduct({ sizes: [{ size: 'M', stock: 1 }] });
    const buyer = await makeUser();
    const addr = await call('POST', '/address/add', { token: buyer.token, body: address });
    expect(addr.status, JSON.stringify(addr.body)).toBe(201);
    const order = await call('POST', '/order/add', { token: buyer.token, body: { prodId: p._id, quantity: 1, size: 'M', addressId: addr.body.data._id } });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const orderId: number = (order.body.data?._id ?? order.body.data?.[0]?._id) as number;
    const who = guest('chitra');
    await askConfirmed(p._id, { size: 'M', email: who });

    const setStatus = async (status: string) => {
      const res = await call('PATCH', `/order/update/${orderId}`, { token: admin.token, body: { status } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await setStatus('Rejected');
    await deliverAll();
    const mails = inbox.to(who);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`${p.name} in size M is back`);
    expect(await pending(p._id)).toBe(0);

    // Taken again (sold out) and given back again: the request was answered.
    await setStatus('Passed');
    await setStatus('Rejected');
    await deliverAll();
    expect(inbox.to(who)).toHaveLength(1);
    // A new request after that is a new one.
    await setStatus('Passed');
    await askConfirmed(p._id, { size: 'M', email: who });
    await setStatus('Rejected');
    await deliverAll();
    expect(inbox.to(who)).toHaveLength(2);
  });

  it("a shopper's cancelled order that gives the last unit back sends the mail once", async () => {
    const p = await makeProduct({ sizes: [{ size: 'UK 8', stock: 1 }] });
    const buyer = await makeUser();
    const addr = await call('POST', '/address/add', { token: buyer.token, body: address });
    const order = await call('POST', '/order/add', { token: buyer.token, body: { prodId: p._id, quantity: 1, size: 'UK 8', addressId: addr.body.data._id } });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const orderId: number = (order.body.data?._id ?? order.body.data?.[0]?._id) as number;
    const who = guest('dev');
    await askConfirmed(p._id, { size: 'UK 8', email: who });
    await deliverAll();
    expect(inbox.to(who)).toHaveLength(0);
    const cancelled = await call('POST', `/order/cancel/${orderId}`, { token: buyer.token, body: { reason: 'Ordered the wrong size' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await deliverAll();
    const mails = inbox.to(who);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`${p.name} in size UK 8 is back`);
    expect(mails[0].links).toContain(`${inbox.site}/products/${p._id}?size=UK+8`);
    expect(await pending(p._id)).toBe(0);
  });
});

describe("consent: a guest's request waits for the link mailed to the address", () => {
  const restock = (id: number) =>
    setSizes(id, [
      { size: 'S', stock: 3 },
      { size: 'M', stock: 5 },
      { size: 'L', stock: 3 },
      { size: 'XL', stock: null },
    ]);

  it(`30 requests for one stranger's address from 30 clients: ${NOTIFY_CONFIRMS_PER_ADDRESS} confirmation links, the rest 429, and no back-in-stock mail when nobody confirms`, async () => {
    const stranger = guest('stranger');
    const tees = await Promise.all(Array.from({ length: 30 }, () => soldOutTee()));
    const answers = [];
    for (const [i, p] of tees.entries()) answers.push(await ask(p._id, { size: 'S', email: stranger }, { client: `198.51.100.${100 + i}` }));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(NOTIFY_CONFIRMS_PER_ADDRESS);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(30 - NOTIFY_CONFIRMS_PER_ADDRESS);
    expect(refused[0].body).toEqual({ msg: api.notifyAddressLimit });
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(3600);
    for (const p of tees) await restock(p._id);
    await deliverAll();
    expect(inbox.to(stranger)).toHaveLength(0);
    expect(inbox.confirmLinks(stranger)).toHaveLength(NOTIFY_CONFIRMS_PER_ADDRESS);
    // The restock left the unconfirmed requests waiting: nothing was sent in their name.
    expect(await countRows(stockRequests, and(eq(stockRequests.email, stranger), isNull(stockRequests.notifiedAt)))).toBe(NOTIFY_CONFIRMS_PER_ADDRESS);
  });

  it('the confirmation mail names the product and size and links to the API; the Outbox hides its token; asking again sends no second link', async () => {
    const p = await soldOutTee();
    const email = guest('mira');
    expect((await ask(p._id, { size: 'L', email })).status).toBe(201);
    expect((await ask(p._id, { size: 'L', email })).body.data).toEqual({ size: 'L', email, confirmed: false });
    await deliverAll();
    const links = inbox.confirmLinks(email);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(new RegExp(`^${inbox.site}/api/products/notify/confirm\\?token=[A-Za-z0-9_-]{43}$`));
    const [row] = await selectRows(outbox, and(eq(outbox.recipient, email), eq(outbox.kind, 'notify-confirm')));
    expect(row.subject).toBe(`Confirm: tell you when ${p.name} in size L is back?`);
    const shown = await call('GET', `/admins/outbox/${row.id}`, { token: admin.token });
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).not.toContain(new URL(links[0]).searchParams.get('token'));
  });

  it('the link confirms (once; again changes nothing) and the restock then mails; an altered link changes nothing', async () => {
    const p = await soldOutTee();
    const email = guest('omar');
    await askConfirmed(p._id, { size: 'S', email });
    const [link] = inbox.confirmLinks(email);
    expect((await openLink(link)).headers.get('location')).toBe(`/products/${p._id}?size=S&notify=confirmed`);
    const altered = await openLink(`${link.slice(0, -3)}AAA`);
    expect(altered.status).toBe(303);
    expect(altered.headers.get('location')).toBe('/products?notify=invalid');
    expect((await openLink(`${inbox.site}/api/products/notify/confirm`)).headers.get('location')).toBe('/products?notify=invalid');
    await restock(p._id);
    await deliverAll();
    expect(inbox.to(email)).toHaveLength(1);
    // Opening the link after the answer sends nothing more.
    await openLink(link);
    await deliverAll();
    expect(inbox.to(email)).toHaveLength(1);
  });

  it('confirming after the size came back sends the back-in-stock mail at once', async () => {
    const p = await soldOutTee();
    const email = guest('late');
    expect((await ask(p._id, { size: 'S', email })).status).toBe(201);
    await restock(p._id);
    await deliverAll();
    expect(inbox.to(email)).toHaveLength(0);
    await openLink(inbox.confirmLinks(email)[0]);
    await deliverAll();
    expect(inbox.to(email).map((m) => m.subject)).toEqual([`${p.name} in size S is back`]);
  });

  it(`a link not opened within ${NOTIFY_CONFIRM_HOURS} hours is expired; asking again sends a new one`, async () => {
    const p = await soldOutTee();
    const email = guest('slow');
    expect((await ask(p._id, { size: 'S', email })).status).toBe(201);
    await deliverAll();
    const db = await getDb();
    await db
      .update(stockRequests)
      .set({ createdAt: new Date(Date.now() - (NOTIFY_CONFIRM_HOURS + 1) * 3_600_000) })
      .where(eq(stockRequests.email, email));
    const expired = await openLink(inbox.confirmLinks(email)[0]);
    expect(expired.headers.get('location')).toBe(`/products/${p._id}?size=S&notify=expired`);
    await askConfirmed(p._id, { size: 'S', email });
    await restock(p._id);
    await deliverAll();
    expect(inbox.to(email)).toHaveLength(1);
  });

  it("a signed-in shopper's request is for their own address and stands at once; it confirms a guest's request for that address", async () => {
    const p = await soldOutTee();
    const u = await makeUser();
    // Someone asked for the shopper's address as a guest, and nobody opened the link.
    expect((await ask(p._id, { size: 'S', email: u.email })).body.data.confirmed).toBe(false);
    const res = await ask(p._id, { size: 'S', email: guest('not-mine') }, { token: u.token });
    expect(res.body.data).toEqual({ size: 'S', email: u.email, confirmed: true });
    expect(await pending(p._id)).toBe(1);
    await restock(p._id);
    await deliverAll();
    expect(inbox.to(u.email)).toHaveLength(1);
  });
});
