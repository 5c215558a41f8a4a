/** Screenshots of every console section at phone and desktop widths, for a person to look at (ADMIN_SHOTS=1). */
import { expect, test } from './test';
import { openConsole, shopperWithOrder } from './admin-helpers';

const SECTIONS = ['dashboard', 'add-products', 'manage-products', 'manage-orders', 'add-admins', 'manage-admins', 'analyse', 'support'];

test.describe('admin screenshots', () => {
  test.skip(!process.env.ADMIN_SHOTS, 'set ADMIN_SHOTS=1 to take screenshots');

  for (const width of [375, 1280]) {
    test(`every section at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await shopperWithOrder(page, 'Screenshot Shopper');
      await page.request.post('/api/support', { data: { message: 'My hoodie arrived in the wrong size. Can I exchange it?', email: 'guest@example.com' } });
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await openConsole(page);
      for (const id of SECTIONS) {
        await page.evaluate((h) => {
          location.hash = h;
        }, id);
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        if (id === 'analyse') await page.locator('.apexcharts-svg').first().waitFor();
        await page.screenshot({ path: `/tmp/admin-${id}-${width}.png`, fullPage: true });
        await page.screenshot({ path: `/tmp/admin-${id}-${width}-top.png` });
      }
      await page.evaluate(() => {
        location.hash = 'manage-products';
      });
      await page
        .getByRole('main')
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await page.screenshot({ path: `/tmp/admin-edit-step1-${width}.png` });
      await page.getByRole('form').getByRole('button', { name: 'Next' }).click();
      await page.screenshot({ path: `/tmp/admin-edit-step2-${width}.png` });
      if (width < 600) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog').waitFor();
        await page.screenshot({ path: `/tmp/admin-drawer-${width}.png` });
      }
    });
  }
});
