/** The product page's way to buy since it stopped choosing a size: pick one, Add to bag, the drawer. */
import { expect, type Page } from '@playwright/test';
import { addedDrawer, product as productText } from '../../src/islands/product-page/messages';

/** The 'Added to bag' drawer. */
export const bagDrawer = (page: Page) => page.getByRole('dialog', { name: addedDrawer.title });

/** On a product page: chooses `size`, or the first size that can be bought (its label: the radio is visually hidden). */
export async function chooseSize(page: Page, size?: string) {
  const sizes = page.getByRole('main').getByRole('group', { name: /^Size/ });
  const choice = size
    ? sizes.locator('label').filter({ has: page.getByRole('radio', { name: size, exact: true }) })
    : sizes
        .locator('label')
        .filter({ hasNot: page.locator('[aria-label*="sold out"]') })
        .first();
  await choice.click();
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
