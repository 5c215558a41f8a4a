/** The product page's way to buy since it stopped choosing a size: pick one, Add to bag, the drawer. */
import { expect, type Page } from '@playwright/test';
import { addedDrawer, product as productText } from '../../src/islands/product-page/messages';

/** The 'Added to bag' drawer. */
export const bagDrawer = (page: Page) => page.getByRole('dialog', { name: addedDrawer.title });

/**
 * On a product page: chooses `size`; without one, M when it can be bought (the size the page once chose
 * itself, and the one the demo stocks deepest: specs that buy several keep passing as stock runs down),
 * else the first size that can be bought. Clicks the label: the radio is visually hidden.
 */
export async function chooseSize(page: Page, size?: string) {
  const sizes = page.getByRole('main').getByRole('group', { name: /^Size/ });
  const buyable = sizes.locator('label').filter({ hasNot: page.locator('[aria-label*="sold out"]') });
  const named = (s: string) => sizes.locator('label').filter({ has: page.getByRole('radio', { name: s, exact: true }) });
  if (size) return named(size).click();
  const m = buyable.filter({ has: page.getByRole('radio', { name: 'M', exact: true }) });
  await ((await m.count()) ? m : buyable.first()).click();
}

/**
 * On a product page: chooses `size` (or the first size that can be bought) and presses Add to bag;
 * answers once the drawer shows the item. `open: 'bag'` goes on to the cart through View bag.
 */
export async function addToBag(page: Page, { size, open }: { size?: string; open?: 'bag' } = {}) {
  await chooseSize(page, size);
  await page.getByRole('main').getByRole('button', { name: productText.addToCart, exact: true }).click();
  await expect(bagDrawer(page)).toBeVisible();
  if (open === 'bag') {
    await bagDrawer(page).getByRole('link', { name: addedDrawer.viewBag }).click();
    await page.waitForURL((u) => u.pathname === '/cart');
  }
}
