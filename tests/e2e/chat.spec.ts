/** The chat widget (docs/product.md §2 "Chat widget" with the change in docs/product.md §10: the concern goes to POST /support). */
import { expect, test, type Page } from './test';
import { chat } from '../../src/islands/chat/messages';
import { admin as adminText } from '../../src/islands/admin/messages';
import { validation } from '../../src/lib/messages';
import { DEMO_ADMIN, openConsole, storeSession } from './admin-helpers';
import { apiToken, expectAccessible, goto, newShopper } from './fixtures';
import { logIn } from './shopper-helpers';

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Chat with us (9AM-6PM)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feel Free To Chat' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('chat widget', () => {
  test('Submit stays disabled while the concern is empty or only spaces', async ({ page }) => {
    await goto(page, '/');
    const dialog = await openChat(page);
    const input = dialog.getByRole('textbox', { name: 'Your concern' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Type Your Concern Here, We will get back to you asap...');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await input.fill('   ');
    await expect(submit).toBeDisabled();
    await input.fill('Where is my order?');
    await expect(submit).toBeEnabled();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('a sent concern reaches the store, clears the input and shows the confirmation', async ({ page }) => {
    await goto(page, '/our-story');
    const dialog = await openChat(page);
    const input = dialog.getByRole('textbox', { name: 'Your concern' });
    await input.fill('  My parcel has not arrived yet.  ');
    // A guest says where to be answered; without it nothing is sent.
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(validation.supportEmail)).toBeVisible();
    await dialog.getByRole('textbox', { name: chat.email }).fill('not-an-address');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(validation.email)).toBeVisible();
    await dialog.getByRole('textbox', { name: chat.email }).fill('Guest@Example.com');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/support') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await sent).postDataJSON()).toEqual({ message: 'My parcel has not arrived yet.', email: 'Guest@Example.com' });
    const status = page.getByRole('status').filter({ hasText: 'Response submitted' });
    await expect(status).toBeVisible();
    await expect(status).toContainText('Please wait our techy will connect with you soon');
    await expect(input).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expectAccessible(page);
    // The confirmation is a line inside the dialog (no popover over the form): Escape closes the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Chat with us (9AM-6PM)' })).toBeFocused();
  });

  test('Submit is disabled while sending, and a failed send keeps the text and says so', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/support', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ msg: 'Something went wrong on our side' }) });
    });
    await goto(page, '/');
    const dialog = await openChat(page);
    const input = dialog.getByRole('textbox', { name: 'Your concern' });
    await dialog.getByRole('textbox', { name: chat.email }).fill('guest@example.com');
    await input.fill('Please call me back');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const sending = dialog.getByRole('button', { name: 'Sending…' });
    await expect(sending).toBeDisabled();
    release();
    await expect(dialog.getByRole('alert')).toContainText('We could not send your message. Please try again.');
    await expect(input).toHaveValue('Please call me back');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(page.getByText('Response submitted')).toBeHidden();
  });

  test("the store's refusal of the e-mail shows under the e-mail field, and the concern is kept", async ({ page }) => {
    // The store refuses a concern it could not answer (no account, no e-mail): its word goes where the
    // widget's own check puts it, not into a generic failure.
    await page.route('**/api/support', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ msg: 'Please check the highlighted fields', errors: { email: validation.supportEmail } }),
      }),
    );
    await goto(page, '/');
    const dialog = await openChat(page);
    const email = dialog.getByRole('textbox', { name: chat.email });
    await email.fill('guest@example.com');
    await dialog.getByRole('textbox', { name: 'Your concern' }).fill('Where is my parcel?');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(validation.supportEmail);
    await expect(dialog.getByRole('textbox', { name: 'Your concern' })).toHaveValue('Where is my parcel?');
    await expect(page.getByText('Response submitted')).toBeHidden();
  });

  test('an admin on the storefront gives an e-mail too, and the concern is sent: the store answers anyone but a shopper by e-mail', async ({ page }) => {
    await storeSession(page, await apiToken(page, DEMO_ADMIN, true), 'admin');
    await goto(page, '/');
    const dialog = await openChat(page);
    await dialog.getByRole('textbox', { name: chat.email }).fill('asha.admin@example.com');
    await dialog.getByRole('textbox', { name: 'Your concern' }).fill('Testing the widget');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Response submitted' })).toBeVisible();
  });

  test('the chat works on a phone too @phone', async ({ page }) => {
    await goto(page, '/');
    const dialog = await openChat(page);
    await dialog.getByRole('textbox', { name: chat.email }).fill('guest@example.com');
    await dialog.getByRole('textbox', { name: 'Your concern' }).fill('Size exchange for order 12');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Response submitted' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Your concern' })).toHaveValue('');
  });

  test("an admin's reply shows in the shopper's chat widget", async ({ page, browser }) => {
    const who = await newShopper(page, 'Asks Support');
    await logIn(page, who, '/');
    // The shopper's own question (a retry on the same server finds the first attempt's in the console too).
    const question = `Can I return socks? (${who.email})`;
    let dialog = await openChat(page);
    await expect(dialog.getByRole('textbox', { name: chat.email })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Your concern' }).fill(question);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Response submitted' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: chat.history })).toContainText(chat.awaiting);

    // The admin answers in the console's Support section.
    const adminPage = await browser.newPage();
    await openConsole(adminPage, 'support');
    const item = adminPage.getByRole('listitem').filter({ hasText: question });
    await item.getByRole('button', { name: adminText.support.replyLabel(`${who.name} (${who.email})`) }).click();
    await item.getByRole('textbox', { name: adminText.support.replyField }).fill('Yes, unworn, within 30 days.');
    await item.getByRole('button', { name: adminText.support.send }).click();
    await expect(item).toContainText('Yes, unworn, within 30 days.');
    await adminPage.close();

    await page.reload();
    dialog = await openChat(page);
    const history = dialog.getByRole('region', { name: chat.history });
    await expect(history).toContainText(question);
    await expect(history).toContainText('Yes, unworn, within 30 days.');
  });
});
