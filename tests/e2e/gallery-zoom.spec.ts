/** The product page's gallery: a tap or click on the picture opens it large in a dialog, Escape or × closes it. */
import { expect, test } from './test';
import { expectAccessible, goto } from './fixtures';
import { products } from './shopper-helpers';

test('a picture opens large in a dialog and closes again @phone', async ({ page }) => {
  const p = (await products(page, '?search=Retrograde%20Sunset%20Tee')).data[0]!;
  await goto(page, `/products/${p._id}`);
  const gallery = page.getByRole('group', { name: `Pictures of ${p.name}` });
  // The slides are groups in a plain container (a list's items cannot be groups): axe finds nothing.
  await expectAccessible(page);
  await gallery.getByRole('button', { name: 'Enlarge picture 1 of 2' }).click();
  const zoom = page.getByRole('dialog', { name: `${p.name}, enlarged` });
  await expect(zoom).toBeVisible();
  const big = zoom.getByRole('img');
  await expect(big).toBeVisible();
  // Larger than the gallery's slide on a phone; as tall as the screen allows on a desktop.
  const box = (await big.boundingBox())!;
  expect(box.height).toBeGreaterThan((page.viewportSize()?.height ?? 0) * 0.5);
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await gallery.getByRole('button', { name: 'Enlarge picture 1 of 2' }).click();
  await zoom.getByRole('button', { name: 'Close' }).click();
  await expect(zoom).toBeHidden();
});
