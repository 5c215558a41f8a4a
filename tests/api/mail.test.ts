/**
 * E-mail (docs/features.md "E-mail"): each kind the store sends on its own arrives at a real SMTP server, parsed
 * and checked (recipient, subject, escaped content, absolute links, prices); the sender retries with
 * back-off and gives up after the last try; the console's Outbox is for admins only; a change that rolls
 * back leaves no message; two senders on PostgreSQL send each message once.
 */
import type { ChildProcess } from 'node:child_process';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIL_GIVE_UP_MS, MAIL_MAX_ATTEMPTS, MAIL_SEND_TIMEOUT_MS, MAIL_SMTP_CONNECTIONS, MAIL_SMTP_TIMEOUT_MS } from '../../src/server/config';
import { getDb } from '../../src/server/db/client';
import { outbox } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/types';
import { queueMail } from '../../src/server/mail/outbox';
import { deliverDue, retryDelayMs, stopSender } from '../../src/server/mail/sender';
import { api } from '../../src/server/messages';
import { address, call, countRows, makeAdmin, makeProduct, makeUser, selectRows, shopperWithCart } from './helpers';
import { type Received, type Sink, startSmtp } from './smtp';
import { startServerProcess } from './multi/process';
import { freePort } from '../../bench/ports';

// Before any import reads it: links in the messages start here.
const SITE = vi.hoisted(() => {
  process.env.SITE_URL = 'https://shop.example.in';
  return 'https://shop.example.in';
});

/** A reply as slow as a step may be (just inside MAIL_SMTP_TIMEOUT_MS), and enough of them per connection to end past MAIL_SEND_TIMEOUT_MS. */
const SLOW_REPLY_MS = MAIL_SMTP_TIMEOUT_MS - 1_000;
const SLOW_PER_CONNECTION = Math.floor(MAIL_SEND_TIMEOUT_MS / SLOW_REPLY_MS) + 1;

let sink: Sink;
beforeAll(async () => {
  // Opening the database (and migrating it) counts against the hook's time, not the first test's.
  await getDb();
  sink = await startSmtp();
  process.env.SMTP_URL = sink.url;
});
afterAll(async () => {
  await stopSender();
  await sink.close();
  delete process.env.SMTP_URL;
});
beforeEach(() => sink.refuse(false));

/** Sends everything due and answers what arrived for `to` since the call. */
async function deliverTo(to: string): Promise<Received[]> {
  await deliverDue();
  return sink.received.filter((m) => m.envelopeTo.includes(to));
}

const outboxRows = (to: string) => selectRows(outbox, eq(outbox.recipient, to));

describe('each kind arrives', () => {
  it('welcome: a new account gets one, greeting nobody by name (no words of the sign-up reach an unconfirmed inbox), its links absolute', async () => {
    // Someone signing up with a stranger's address must not be able to put their words in that inbox.
    const spam = 'Win Rs 50000 at evil example';
    const email = `welcome.${Date.now().toString(36)}@example.com`;
    const made = await call('POST', '/users/register', { body: { name: spam, email, password: 'long-enough-1', city: 'Claim at evil example' } });
    expect(made.status).toBe(201);
    const user = { email };
    const [m, ...more] = await deliverTo(user.email);
    expect(more).toEqual([]);
    expect(m.envelopeTo).toEqual([user.email]);
    expect(m.subject).toBe('Welcome to Fashion Store');
    expect(m.from).toContain('no-reply@fashionstore.example.com');
    for (const body of [m.html, m.text, m.subject]) expect(body).not.toMatch(/evil example|Win Rs/);
    expect(m.text).toContain('Hello,');
    expect(m.html).toContain(`href="${SITE}/products"`);
    expect(m.text).toContain(`${SITE}/products`);
    const [row] = await outboxRows(user.email);
    expect(row).toMatchObject({ kind: 'welcome', status: 'sent', attempts: 1, lastError: null });
    expect(m.messageId).toBe(row.messageId);
  });

  it('a second sign-up with a taken e-mail sends nothing more', async () => {
    const user = await makeUser();
    await deliverTo(user.email);
    const again = await call('POST', '/users/register', { body: { name: 'Someone', email: user.email, password: 'Sup3r-secret!', city: 'Pune' } });
    expect(again.status).toBe(409);
    expect(await deliverTo(user.email)).toHaveLength(1);
    expect(await outboxRows(user.email)).toHaveLength(1);
  });

  it('order placed: items, sizes, totals in the store format, payment method and address', async () => {
    const product = await makeProduct({ name: 'Kurta <i>Silk</i> & Cotton', price: 1499, oprice: 1999 });
    const shopper = await shopperWithCart([{ prodId: product._id, quantity: 2 }]);
    await deliverTo(shopper.email);
    const placed = await call('POST', '/order/checkout', {
      token: shopper.token,
      headers: { 'Idempotency-Key': `mail-${shopper.id}` },
      body: { addressId: shopper.addressId, paymentMethod: 'upi' },
    });
    expect(placed.status).toBe(201);
    const purchaseId: number = placed.body.purchase._id;
    const got = (await deliverTo(shopper.email)).filter((m) => m.subject.includes('order'));
    expect(got).toHaveLength(1);
    const [m] = got;
    expect(m.subject).toBe(`Your order #${purchaseId} is placed`);
    expect(m.html).toContain('Kurta &lt;i&gt;Silk&lt;/i&gt; &amp; Cotton');
    expect(m.html).not.toContain('<i>Silk');
    // 2 × 1,499 = 2,998 (free shipping above 1,500), UPI takes 5% (150): 2,848.
    for (const figure of ['Rs. 1,499.00', 'Rs. 2,998.00', '-Rs. 150.00', 'Rs. 2,848.00']) {
      expect(m.html).toContain(figure);
      expect(m.text).toContain(figure);
    }
    expect(m.text).toContain('Kurta <i>Silk</i> & Cotton (size M) x 2 at Rs. 1,499.00 = Rs. 2,998.00');
    expect(m.text).toContain('Payment: UPI');
    expect(m.text).toContain(`${address.firstName} ${address.lastName}`);
    expect(m.text).toContain(address.address);
    expect(m.text).toContain(address.pincode);
    expect(m.html).toContain(`href="${SITE}/orders/${purchaseId}"`);

    // The same Idempotency-Key again answers the first purchase and queues nothing.
    const replay = await call('POST', '/order/checkout', {
      token: shopper.token,
      headers: { 'Idempotency-Key': `mail-${shopper.id}` },
      body: { addressId: shopper.addressId, paymentMethod: 'upi' },
    });
    expect(replay.status).toBe(200);
    expect((await deliverTo(shopper.email)).filter((m) => m.subject.includes('order'))).toHaveLength(1);
  });

  it('a checkout that fails leaves no message (the transaction rolled back)', async () => {
    const product = await makeProduct({ sizes: [{ size: 'M', stock: 1 }] });
    const shopper = await shopperWithCart([{ prodId: product._id, quantity: 1 }]);
    await deliverTo(shopper.email);
    const before = await countRows(outbox);
    // Someone else buys the last one first: this checkout is refused (409) and undone whole.
    const rival = await shopperWithCart([{ prodId: product._id, quantity: 1 }]);
    const first = await call('POST', '/order/checkout', { token: rival.token, headers: { 'Idempotency-Key': 'r1' }, body: { addressId: rival.addressId } });
    expect(first.status).toBe(201);
    const refused = await call('POST', '/order/checkout', {
      token: shopper.token,
      headers: { 'Idempotency-Key': 's1' },
      body: { addressId: shopper.addressId },
    });
    expect(refused.status).toBe(409);
    // The rival's welcome and order, nothing of the refused one.
    expect(await countRows(outbox)).toBe(before + 2);
    expect((await outboxRows(shopper.email)).map((r) => r.kind)).toEqual(['welcome']);
    expect((await deliverTo(shopper.email)).map((m) => m.subject)).toEqual(['Welcome to Fashion Store']);
  });

  it("support reply: to a guest at the e-mail given, the question and the answer escaped, and the console's answer says so", async () => {
    const admin = await makeAdmin();
    const guest = `guest-${Date.now()}@example.org`;
    const asked = await call('POST', '/support', { body: { message: 'Is the <script>kurta</script> cotton & silk?', email: guest } });
    expect(asked.status).toBe(201);
    const replied = await call('PATCH', `/support/reply/${asked.body.data._id}`, { token: admin.token, body: { reply: 'Yes: 60% cotton & 40% <silk>.' } });
    expect(replied.status).toBe(200);
    expect(replied.body.msg).toBe(api.supportReplied({ to: guest, mode: 'queued' }));
    const [m, ...more] = await deliverTo(guest);
    expect(more).toEqual([]);
    expect(m.subject).toBe('We answered your question at Fashion Store');
    expect(m.html).toContain('Is the &lt;script&gt;kurta&lt;/script&gt; cotton &amp; silk?');
    expect(m.html).toContain('Yes: 60% cotton &amp; 40% &lt;silk&gt;.');
    expect(m.html).not.toContain('<script>');
    expect(m.text).toContain('> Is the <script>kurta</script> cotton & silk?');
    expect(m.text).toContain('Yes: 60% cotton & 40% <silk>.');
    expect(m.html).toContain(`href="${SITE}/"`);
  });

  it("support reply: to a shopper at the account's address, by name", async () => {
    const admin = await makeAdmin();
    const user = await makeUser('Padmini Rao');
    await deliverTo(user.email);
    const asked = await call('POST', '/support', { token: user.token, body: { message: 'Where is my order?' } });
    await call('PATCH', `/support/reply/${asked.body.data._id}`, { token: admin.token, body: { reply: 'It ships tomorrow.' } });
    const got = (await deliverTo(user.email)).filter((m) => m.subject.startsWith('We answered'));
    expect(got).toHaveLength(1);
    expect(got[0].text).toContain('Hello Padmini Rao,');
    expect(got[0].text).toContain('It ships tomorrow.');
  });

  it('the kinds other features queue render the same way (password reset, order status, back in stock)', async () => {
    const to = `kinds-${Date.now()}@example.com`;
    const db = await getDb();
    await db.transaction(async (tx) => {
      await queueMail(tx, { kind: 'password-reset', to, name: 'A & B', resetUrl: `${SITE}/reset?token=abc&x=1`, validMinutes: 30 });
      await queueMail(tx, { kind: 'order-status', to, name: 'A', orderRef: '#12', headline: 'Shipped <today>', detail: 'Courier & tracking' });
      await queueMail(tx, { kind: 'back-in-stock', to, productName: 'Tee <x>', size: 'L', productUrl: 'javascript:alert(1)' });
    });
    const got = await deliverTo(to);
    const bySubject = Object.fromEntries(got.map((m) => [m.subject, m]));
    expect(Object.keys(bySubject).sort()).toEqual(['Order #12: Shipped <today>', 'Reset your Fashion Store password', 'Tee <x> in size L is back']);
    expect(bySubject['Reset your Fashion Store password'].html).toContain(`href="${SITE}/reset?token=abc&amp;x=1"`);
    expect(bySubject['Reset your Fashion Store password'].text).toContain('30 minutes');
    expect(bySubject['Order #12: Shipped <today>'].html).toContain('Shipped &lt;today&gt;');
    // A link that is not http(s) never becomes one: the store's home instead.
    expect(bySubject['Tee <x> in size L is back'].html).not.toContain('javascript:');
    expect(bySubject['Tee <x> in size L is back'].html).toContain(`href="${SITE}/"`);
  });

  it('a recipient that is not one plain address is refused before anything is stored', async () => {
    const db = await getDb();
    const before = await countRows(outbox);
    await expect(db.transaction(async (tx) => queueMail(tx, { kind: 'welcome', to: 'a@example.com, b@example.com' }))).rejects.toThrow(
      /not one e-mail address/,
    );
    expect(await countRows(outbox)).toBe(before);
  });
});

describe('the sender', () => {
  it('without SMTP_URL messages are kept, not sent (the Outbox says so), and go out once a server is set', async () => {
    const url = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      const admin = await makeAdmin();
      const user = await makeUser();
      expect(await deliverDue()).toEqual({ sent: 0, retry: 0, failed: 0 });
      expect(await outboxRows(user.email)).toEqual([expect.objectContaining({ status: 'queued', attempts: 0 })]);
      // The console shows a queued message as Kept while no mail server is set.
      expect((await call('GET', '/admins/outbox', { token: admin.token })).body).toMatchObject({ sending: false });
      process.env.SMTP_URL = url;
      expect((await call('GET', '/admins/outbox', { token: admin.token })).body).toMatchObject({ sending: true });
      expect(await deliverTo(user.email)).toHaveLength(1);
    } finally {
      process.env.SMTP_URL = url;
    }
  });

  it('retries with doubling back-off while SMTP refuses, then marks the message failed after the last try', async () => {
    await deliverDue();
    const admin = await makeAdmin();
    sink.refuse(true);
    const user = await makeUser();
    const db = await getDb();
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      const pass = await deliverDue();
      const [row] = await outboxRows(user.email);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toMatch(/550|Mailbox unavailable/);
      if (attempt < MAIL_MAX_ATTEMPTS) {
        expect(pass.retry).toBeGreaterThanOrEqual(1);
        expect(row.status).toBe('queued');
        const wait = row.nextAttemptAt.getTime() - Date.now();
        expect(wait).toBeGreaterThan(retryDelayMs(attempt) - 5_000);
        expect(wait).toBeLessThanOrEqual(retryDelayMs(attempt) + 1_000);
        // Not due yet: a pass now leaves it alone.
        expect((await deliverDue()).retry).toBe(0);
        expect((await outboxRows(user.email))[0].attempts).toBe(attempt);
        // The back-off has passed.
        await db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, row.id));
      } else {
        expect(pass.failed).toBeGreaterThanOrEqual(1);
        expect(row.status).toBe('failed');
      }
    }
    // Failed is final: the server accepting again sends nothing.
    sink.refuse(false);
    expect(await deliverTo(user.email)).toEqual([]);
    const listed = await call('GET', '/admins/outbox?limit=100', { token: admin.token });
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({ recipient: user.email, status: 'failed', attempts: MAIL_MAX_ATTEMPTS, lastError: expect.stringMatching(/550/) }),
    );
  });

  it('while the mail server cannot be reached, a message waits past the tries a refusal gets, and arrives once it can; after MAIL_GIVE_UP_MS it is failed', async () => {
    await deliverDue();
    const db = await getDb();
    const url = process.env.SMTP_URL;
    process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
    try {
      const user = await makeUser();
      for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS + 1; attempt++) {
        expect((await deliverDue()).retry).toBeGreaterThanOrEqual(1);
        const [row] = await outboxRows(user.email);
        expect(row).toMatchObject({ status: 'queued', attempts: attempt, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
        await db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, row.id));
      }
      process.env.SMTP_URL = url;
      expect(await deliverTo(user.email)).toHaveLength(1);
      expect((await outboxRows(user.email))[0].status).toBe('sent');

      // Queued longer ago than the store keeps trying: the next failure is the last.
      process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
      const late = await makeUser();
      const [row] = await outboxRows(late.email);
      await db
        .update(outbox)
        .set({ createdAt: new Date(Date.now() - MAIL_GIVE_UP_MS - 60_000) })
        .where(eq(outbox.id, row.id));
      expect((await deliverDue()).failed).toBeGreaterThanOrEqual(1);
      expect((await outboxRows(late.email))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    } finally {
      process.env.SMTP_URL = url;
    }
  });

  it(`a mail server slow to answer: each message arrives once, none abandoned while it waited its turn (about ${(SLOW_PER_CONNECTION * SLOW_REPLY_MS) / 1000} s)`, async () => {
    await deliverDue();
    const db = await getDb();
    const to = Array.from({ length: MAIL_SMTP_CONNECTIONS * SLOW_PER_CONNECTION }, (_, i) => `slow-${Date.now().toString(36)}-${i}@example.com`);
    await db.transaction(async (tx) => {
      for (const address of to) await queueMail(tx, { kind: 'welcome', to: address });
    });
    sink.delayReplies(SLOW_REPLY_MS);
    try {
      // Each connection's last message is answered past the 30 s a send may take from the first's start.
      // Counted from its own start it is on time; counted from the batch's, it was abandoned while the
      // pool still sent it, and its retry arrived as a second copy.
      expect(await deliverDue()).toEqual({ sent: to.length, retry: 0, failed: 0 });
    } finally {
      sink.delayReplies(0);
    }
    await db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(inArray(outbox.recipient, to));
    await deliverDue();
    await new Promise((r) => setTimeout(r, 1_000));
    for (const address of to)
      expect(
        sink.received.filter((m) => m.envelopeTo.includes(address)),
        address,
      ).toHaveLength(1);
  }, 90_000);

  it(`a send the server stalls past MAIL_SEND_TIMEOUT_MS is cut off, not left to arrive beside its retry (about ${MAIL_SEND_TIMEOUT_MS / 1000} s)`, async () => {
    await deliverDue();
    const db = await getDb();
    const to = `stalled-${Date.now().toString(36)}@example.com`;
    await db.transaction((tx) => queueMail(tx, { kind: 'welcome', to }));
    // Each step (the greeting of a new connection, MAIL FROM, RCPT TO, the data's answer) just inside
    // the socket timeout: only the send's own deadline ends it. Another address makes a new transport,
    // so the send opens a connection of its own (and waits for its greeting).
    const url = process.env.SMTP_URL;
    process.env.SMTP_URL = `${url}/?name=stalled.example.com`;
    sink.trickle(SLOW_REPLY_MS);
    try {
      expect(await deliverDue()).toEqual({ sent: 0, retry: 1, failed: 0 });
    } finally {
      sink.trickle(0);
      process.env.SMTP_URL = url;
    }
    const [row] = await outboxRows(to);
    expect(row).toMatchObject({ status: 'queued', lastError: expect.stringMatching(/abort/i) });
    // Had the send gone on, the server would have it by now.
    await new Promise((r) => setTimeout(r, 4 * SLOW_REPLY_MS - MAIL_SEND_TIMEOUT_MS + 1_000));
    expect(sink.received.filter((m) => m.envelopeTo.includes(to))).toHaveLength(0);
    await db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, row.id));
    expect(await deliverTo(to)).toHaveLength(1);
  }, 90_000);
});

describe("the console's Outbox", () => {
  it('lists the messages newest first, and opens one with its HTML and text as they will arrive', async () => {
    const admin = await makeAdmin();
    const user = await makeUser('Outbox <Reader>');
    const listed = await call('GET', '/admins/outbox', { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ page: 1, limit: 20, sending: true, total: expect.any(Number) });
    const [first] = listed.body.data;
    expect(first).toMatchObject({ kind: 'welcome', recipient: user.email, subject: 'Welcome to Fashion Store', status: 'queued', attempts: 0 });
    expect(first).not.toHaveProperty('html');
    const opened = await call('GET', `/admins/outbox/${first.id}`, { token: admin.token });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ id: first.id, recipient: user.email, from: expect.stringContaining('no-reply@') });
    // The welcome greets nobody by name: no words of the sign-up in an unconfirmed inbox.
    expect(opened.body.data.text).toContain('Hello,');
    expect(opened.body.data.html).not.toContain('Outbox');
    expect(opened.body.data.messageId).toMatch(/^<[0-9a-f-]+@shop\.example\.in>$/);
    await deliverDue();
    const after = await call('GET', `/admins/outbox/${first.id}`, { token: admin.token });
    expect(after.body.data).toMatchObject({ status: 'sent', attempts: 1, sentAt: expect.any(String) });
  });

  it('is for admins only: 401 without a token, 403 for a shopper, 404 for an unknown message', async () => {
    const user = await makeUser();
    const admin = await makeAdmin();
    expect((await call('GET', '/admins/outbox')).status).toBe(401);
    expect((await call('GET', '/admins/outbox', { token: user.token })).status).toBe(403);
    expect((await call('GET', '/admins/outbox/1')).status).toBe(401);
    expect((await call('GET', '/admins/outbox/1', { token: user.token })).status).toBe(403);
    const unknown = await call('GET', '/admins/outbox/999999', { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ msg: expect.any(String) });
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Queues `n` messages to one address in one transaction. */
async function queueMany(n: number, prefix: string): Promise<string> {
  const to = `${prefix}-${Date.now()}@example.com`;
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (let i = 0; i < n; i++) await queueMail(tx, { kind: 'order-status', to, name: 'Many', orderRef: `#${i}`, headline: 'Shipped' });
  });
  return to;
}

function expectEachOnce(got: Received[], n: number) {
  expect(got).toHaveLength(n);
  expect(new Set(got.map((m) => m.messageId)).size).toBe(n);
  expect(new Set(got.map((m) => m.subject)).size).toBe(n);
}

describe.runIf(onPostgres)('two senders on PostgreSQL', () => {
  it('two pools sending at once: each message arrives once', async () => {
    await deliverDue();
    const N = 120;
    const to = await queueMany(N, 'two-pools');
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const schema = await import('../../src/server/db/schema');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    try {
      const other = drizzle(pool, { schema }) as unknown as Db;
      const [a, b] = await Promise.all([deliverDue(), deliverDue(other)]);
      expect(a.sent + b.sent).toBe(N);
      // Both took part (each claims a batch at a time, skipping the other's).
      expect(a.sent).toBeGreaterThan(0);
      expect(b.sent).toBeGreaterThan(0);
    } finally {
      await pool.end();
    }
    expectEachOnce(
      sink.received.filter((m) => m.envelopeTo.includes(to)),
      N,
    );
    expect(await countRows(outbox, and(eq(outbox.recipient, to), eq(outbox.status, 'sent')))).toBe(N);
  });

  it('two server processes with their own senders: each message arrives once', async () => {
    await deliverDue();
    const start = async (): Promise<ChildProcess> => (await startServerProcess({ SMTP_URL: sink.url })).child;
    const servers = await Promise.all([start(), start()]);
    try {
      const N = 150;
      const to = await queueMany(N, 'two-processes');
      const deadline = Date.now() + 30_000;
      while ((await countRows(outbox, and(eq(outbox.recipient, to), eq(outbox.status, 'sent')))) < N && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
      }
      // A little longer: a second copy, if any, would arrive now.
      await new Promise((r) => setTimeout(r, 1_500));
      expectEachOnce(
        sink.received.filter((m) => m.envelopeTo.includes(to)),
        N,
      );
    } finally {
      await Promise.all(
        servers.map(
          (child) =>
            new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      );
    }
  }, 120_000);
});
