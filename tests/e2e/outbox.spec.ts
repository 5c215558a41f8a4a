/**
 * The console's Outbox (docs/features.md "E-mail"): the e2e server sends to the suite's own SMTP server
 * (mail-sink.ts); a sign-up's welcome e-mail, once it has arrived there, is listed as Sent and opens as
 * it arrived, HTML and plain text.
 */
import { expect, test } from './test';
import { goSection, openConsole } from './admin-helpers';
import { expectAccessible, newShopper } from './fixtures';
import { mailsTo } from './mail-sink';

test("a new shopper's welcome e-mail shows in the Outbox and opens as it would arrive @phone", async ({ page }, info) => {
  const label = info.project.name === 'phone' ? 'phone' : 'desktop';
  await page.setViewportSize(label === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 });
  const who = await newShopper(page, `Outbox <b>${label}</b> & Co`);
  await expect.poll(() => mailsTo(who.email).map((m) => m.subject)).toEqual(['Welcome to Fashion Store']);
  await openConsole(page);
  await goSection(page, 'Outbox');
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(page.getByText('E-mail goes out through the mail server')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: who.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'Welcome', exact: true })).toBeVisible();
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`outbox-list-${label}.png`), fullPage: true });
  // Checked on the list: axe cannot run inside the message's sandboxed frame (no scripts there, by design).
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Open the e-mail Welcome to Fashion Store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Fashion Store' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(who.email)).toBeVisible();
  // The HTML, in its sandbox. It greets nobody by name: the address is not proven theirs yet, so no
  // words the person signing up chose (here markup) are in it at all.
  const mail = page.frameLocator('iframe[title="The e-mail Welcome to Fashion Store as HTML"]');
  await expect(mail.getByText('Hello,', { exact: true })).toBeVisible();
  await expect(mail.locator('body')).not.toContainText('Outbox');
  await expect(mail.locator('b')).toHaveCount(0);
  await expect(mail.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', /^https?:\/\/[^/]+\/products$/);
  // The plain text, as a mail program without HTML shows it.
  await expect(dialog.locator('pre')).toContainText('Hello,');
  await expect(dialog.locator('pre')).not.toContainText('Outbox');
  await expect(dialog.locator('pre')).toContainText('Start shopping: http');
  await page.screenshot({ path: info.outputPath(`outbox-message-${label}.png`), fullPage: false });

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
