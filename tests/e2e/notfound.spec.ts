/** Not found (docs/product.md §2): any unknown path answers 404 with the store's page. */
import { expect, test } from './test';
import { expectAccessible, hydrated } from './fixtures';

test.describe('not found', () => {
  for (const path of ['/no-such-page', '/products-old/summer/2023', '/our-story/extra']) {
    test(`${path} answers 404 with 'Page Not Found' @phone`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator('main p').first()).toHaveText('404');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
      await expect(page.getByText("The page you're looking for does not seem to exist")).toBeVisible();
      // The frame is there too.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test("'Go to Home' goes home, and the page passes axe", async ({ page }) => {
    await page.goto('/definitely/not/here');
    await hydrated(page);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
  });
});
