/**
 * 'Notify me' on a sold-out size, and support replies seen: the product
 * page's notify form, the chat button's badge after an admin's reply, and the chat's confirmation line
 * beside its form. Phone and desktop.
 */
import { expect, test, type APIRequestContext, type Page } from './test';
import { chat } from '../../src/islands/chat/messages';
import { product as productText } from '../../src/islands/product-page/messages';
import { validation } from '../../src/lib/messages';
import { storeSession } from './admin-helpers';
import { apiToken, DEMO_ADMIN, expectAccessible, goto, newShopper } from './fixtures';
import { mailsTo } from './mail-sink';
import { expectToast } from './shopper-helpers';

/** The link of a guest's 'Notify me' confirmation e-mail. */
const CONFIRM_LINK = /https?:\/\/\S+\/api\/products\/notify\/confirm\?token=[A-Za-z0-9_-]+/;

const made: number[] = [];
let adminToken: string | undefined;
const admin = async (page: Page) => {
  adminToken ??= await apiToken(page, DEMO_ADMIN, true);
  return adminToken;
};

async function productWith(page: Page, name: string, sizes: { size: string; stock: number | null }[]) {
  const res = await page.request.post('/api/products/add', {
    headers: { token: await admin(page) },
    data: { name, brand: 'Notify Lab', category: 'Notify tests', images: ['/images/products/bluebeam-cloud-jogger.svg'], oprice: 1500, price: 1200, sizes },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data._id as number;
  made.push(id);
  return id;
}

test.afterAll(async ({ request }: { request: APIRequestContext }) => {
  if (!adminToken) return;
  for (const id of made) await request.delete(`/api/products/delete/${id}`, { headers: { token: adminToken } });
});

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
const chatButton = (page: Page) => page.getByRole('button', { name: chat.open });

test.describe('notify me on a sold-out size', () => {
  test('a guest chooses a sold-out size, leaves an e-mail and sees the confirmation @phone', async ({ page }) => {
    const id = await productWith(page, `Notify tee ${Date.now().toString(36)}`, [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 4 },
    ]);
    await goto(page, `/products/${id}`);
    const sizes = page.getByRole('group', { name: /^Size/ });
    await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: productText.notifyMe })).toHaveCount(0);

    await sizes.getByText('S', { exact: true }).click();
    await expect(sizes.getByRole('radio', { name: productText.sizeOption('S', true) })).toBeChecked();
    // The buttons to buy give way to the form; a sold-out size never goes into the URL.
    await expect(page.getByRole('button', { name: productText.addToCart })).toHaveCount(0);
    await expect(page.getByRole('link', { name: productText.buyNow })).toHaveCount(0);
    await expect(page).not.toHaveURL(/size=S/);
    const form = page.getByRole('form', { name: productText.notifyIntro('S') });
    await expect(form).toBeVisible();
    const email = form.getByRole('textbox', { name: productText.notifyEmail });

    // Nothing is sent without a good e-mail.
    await form.getByRole('button', { name: productText.notifyMe }).click();
    await expect(email).toHaveAccessibleDescription(validation.notifyEmail);
    await email.fill('not-an-address');
    await form.getByRole('button', { name: productText.notifyMe }).click();
    await expect(email).toHaveAccessibleDescription(validation.email);
    await form.scrollIntoViewIfNeeded();
    await shot(page, 'notify-guest-form');

    await email.fill('Padmini.Rao@Example.in');
    const sent = page.waitForRequest((r) => r.url().endsWith(`/api/products/${id}/notify`) && r.method() === 'POST');
    await form.getByRole('button', { name: productText.notifyMe }).click();
    expect((await sent).postDataJSON()).toEqual({ size: 'S', email: 'Padmini.Rao@Example.in' });
    const status = form.getByRole('status');
    // A guest's request waits for the link mailed to the address (double opt-in).
    await expect(status).toHaveText(productText.notifyCheckInbox('S', 'padmini.rao@example.in'));
    await expect(form.getByRole('button', { name: productText.notifyMe })).toHaveCount(0);
    await expectAccessible(page);
    await form.scrollIntoViewIfNeeded();
    await shot(page, 'notify-guest');
    // No horizontal scroll at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Back to a size in stock: the buttons return.
    await sizes.getByText('M', { exact: true }).click();
    await expect(page.getByRole('main').getByRole('button', { name: productText.addToCart })).toBeVisible();

    // The link in the e-mail that arrived confirms the request and says so on the product's page.
    const link = () =>
      mailsTo('padmini.rao@example.in')
        .flatMap((m) => CONFIRM_LINK.exec(m.text) ?? [])
        .at(-1);
    await expect.poll(link, { message: 'no confirmation e-mail arrived' }).toBeTruthy();
    const confirm = new URL(link() as string);
    await page.goto(confirm.pathname + confirm.search);
    await expect(page).toHaveURL(new RegExp(`/products/${id}(\\?size=S)?$`));
    await expectToast(page, productText.notifyOutcome.confirmed.title, productText.notifyOutcome.confirmed.description);
  });

  test('a confirmation link that was changed says it does not work @phone', async ({ page }) => {
    await page.goto('/api/products/notify/confirm?token=not-a-real-token');
    await expect(page).toHaveURL(/\/products$/);
    await expectToast(page, productText.notifyOutcome.invalid.title, productText.notifyOutcome.invalid.description);
  });

  test("a signed-in shopper's request uses the account's e-mail, and a size back in stock refuses it @phone", async ({ page }) => {
    const id = await productWith(page, `Notify hoodie ${Date.now().toString(36)}`, [
      { size: 'S', stock: 3 },
      { size: 'L', stock: 0 },
      { size: 'XL', stock: 0 },
    ]);
    const who = await newShopper(page, 'Notify Shopper');
    await storeSession(page, await apiToken(page, who), 'user');
    await goto(page, `/products/${id}`);
    const sizes = page.getByRole('group', { name: /^Size/ });
    await sizes.getByText('L', { exact: true }).click();
    const form = page.getByRole('form', { name: productText.notifyIntroShopper('L') });
    await expect(form.getByRole('textbox')).toHaveCount(0);
    await form.getByRole('button', { name: productText.notifyMe }).click();
    await expect(form.getByRole('status')).toHaveText(productText.notifyDone('L', who.email));
    await shot(page, 'notify-shopper');

    // The page still says XL is sold out, but an admin restocked it meanwhile: the store's reason shows.
    const restock = await page.request.patch(`/api/products/update/${id}`, {
      headers: { token: await admin(page) },
      data: {
        sizes: [
          { size: 'S', stock: 3 },
          { size: 'L', stock: 0 },
          { size: 'XL', stock: 2 },
        ],
      },
    });
    expect(restock.status()).toBe(200);
    await sizes.getByText('XL', { exact: true }).click();
    const xl = page.getByRole('form', { name: productText.notifyIntroShopper('XL') });
    await xl.getByRole('button', { name: productText.notifyMe }).click();
    await expect(xl.getByRole('alert')).toHaveText('Size XL is in stock: you can order it now');
    await expect(xl.getByRole('status')).toBeEmpty();
  });
});

test.describe('support replies in the chat', () => {
  test("the chat button shows a badge for an admin's reply until the chat is opened @phone", async ({ page }) => {
    const who = await newShopper(page, 'Badge Shopper');
    const token = await apiToken(page, who);
    const asked = await page.request.post('/api/support', { headers: { token }, data: { message: 'Is the jogger true to size?' } });
    expect(asked.status()).toBe(201);
    const concern = (await asked.json()).data._id as number;
    await storeSession(page, token, 'user');
    await goto(page, '/');
    await expect(page.getByTestId('chat-unread')).toHaveCount(0);

    const replied = await page.request.patch(`/api/support/reply/${concern}`, {
      headers: { token: await admin(page) },
      data: { reply: 'Yes: take your usual size.' },
    });
    expect(replied.status()).toBe(200);
    await goto(page, '/our-story');
    const badge = page.getByTestId('chat-unread');
    await expect(badge).toHaveText('1');
    await expect(chatButton(page)).toHaveAccessibleName(`${chat.open} ${chat.unread(1)}`);
    await shot(page, 'chat-badge');
    // The badge sits on the button, inside the viewport.
    const box = await badge.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x + box.width <= viewport.width && box.y >= 0).toBeTruthy();

    await chatButton(page).click();
    const dialog = page.getByRole('dialog', { name: chat.title });
    const history = dialog.getByRole('region', { name: chat.history });
    await expect(history).toContainText('Yes: take your usual size.');
    await expect(history.getByText(chat.newReply, { exact: true })).toBeVisible();
    await expect(badge).toHaveCount(0);
    await shot(page, 'chat-history-new');
    await dialog.getByRole('button', { name: chat.close, exact: true }).click();

    // Seen is kept by the store: another page, a fresh load, no badge.
    await goto(page, '/products');
    await expect(chatButton(page)).toBeVisible();
    const unread = await page.request.get('/api/support/unread', { headers: { token } });
    expect((await unread.json()).data.unread).toBe(0);
    await expect(page.getByTestId('chat-unread')).toHaveCount(0);
  });

  test('the confirmation after sending is a line inside the chat, with the form still in view @phone', async ({ page }) => {
    await goto(page, '/');
    await chatButton(page).click();
    const dialog = page.getByRole('dialog', { name: chat.title });
    await dialog.getByRole('textbox', { name: chat.email }).fill('guest@example.com');
    const input = dialog.getByRole('textbox', { name: chat.label });
    await input.fill('Do you deliver to Shillong?');
    await dialog.getByRole('button', { name: chat.submit }).click();
    const status = dialog.getByRole('status').filter({ hasText: chat.sentTitle });
    await expect(status).toBeVisible();
    await expect(status).toContainText(chat.sentText);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // Nothing covers the form: the input and both buttons can still be used.
    await expect(input).toBeVisible();
    await expect(input).toHaveValue('');
    await input.fill('And to Leh?');
    await expect(status).toBeHidden();
    await input.fill('');
    await expect(dialog.getByRole('button', { name: chat.close, exact: true })).toBeVisible();
    await input.fill('And to Leh?');
    await dialog.getByRole('button', { name: chat.submit }).click();
    await expect(status).toBeVisible();
    await expect(page.locator('[popover]')).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, 'chat-sent');
  });
});
