/**
 * The console's Outbox (README "E-mail"): with no mail server set (the e2e server has no SMTP_URL),
 * a sign-up's welcome e-mail is kept and shown as it would arrive, HTML and plain text.
 */
import { expect, test } from '@playwright/test';
import { goSection, openConsole } from './admin-helpers';
import { expectAccessible, newShopper } from './fixtures';

test("a new shopper's welcome e-mail shows in the Outbox and opens as it would arrive @phone", async ({ page }, info) => {
  const label = info.project.name === 'phone' ? 'phone' : 'desktop';
  await page.setViewportSize(label === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 });
  const who = await newShopper(page, `Outbox <b>${label}</b> & Co`);
  await openConsole(page);
  await goSection(page, 'Outbox');
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(page.getByText('No mail server is set (SMTP_URL)')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: who.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'Welcome', exact: true })).toBeVisible();
  await expect(row.getByText('Kept', { exact: true })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`outbox-list-${label}.png`), fullPage: true });
  // Checked on the list: axe cannot run inside the message's sandboxed frame (no scripts there, by design).
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Open the e-mail Welcome to Fashion Store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Fashion Store' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(who.email)).toBeVisible();
  // The HTML, in its sandbox: the name as text, never markup.
  const mail = page.frameLocator('iframe[title="The e-mail Welcome to Fashion Store as HTML"]');
  await expect(mail.getByText(`Hello Outbox <b>${label}</b> & Co,`)).toBeVisible();
  await expect(mail.locator('b')).toHaveCount(0);
  await expect(mail.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', /^https?:\/\/[^/]+\/products$/);
  // The plain text, as a mail program without HTML shows it.
  await expect(dialog.locator('pre')).toContainText(`Hello Outbox <b>${label}</b> & Co,`);
  await expect(dialog.locator('pre')).toContainText('Start shopping: http');
  await page.screenshot({ path: info.outputPath(`outbox-message-${label}.png`), fullPage: false });

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
