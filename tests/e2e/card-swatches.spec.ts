/**
 * The list's cards: a style's other colours as small swatches under the price, each a link to that colour's
 * page, the card's own marked. Reads the demo catalogue only (creates nothing).
 */
import { expect, type Page, test } from './test';
import { goto, hydrated } from './fixtures';

interface Listed {
  _id: number;
  name: string;
  colour: string;
  colours: { _id: number; colour: string }[];
}

async function styledProduct(page: Page): Promise<Listed> {
  const res = await page.request.get('/api/products?limit=100');
  expect(res.status()).toBe(200);
  const styled = ((await res.json()).data as Listed[]).find((p) => p.colours.length > 1);
  if (!styled) throw new Error('the demo catalogue has no style in several colours');
  return styled;
}

test.describe('colour swatches on the cards', () => {
  test("a card's swatches name its colours, mark its own, and open another colour's page @phone", async ({ page }) => {
    const p = await styledProduct(page);
    const other = p.colours.find((c) => c._id !== p._id);
    if (!other) throw new Error('no other colour');

    await goto(page, `/products?${new URLSearchParams({ search: p.name })}`);
    const swatches = page.getByRole('group', { name: `Colours of ${p.name}`, exact: true });
    await expect(swatches).toBeVisible();
    await expect(swatches.getByRole('link')).toHaveCount(p.colours.length);
    await expect(swatches.getByRole('link', { name: p.colour, exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(swatches.getByRole('link', { name: other.colour, exact: true })).not.toHaveAttribute('aria-current', 'true');

    await swatches.getByRole('link', { name: other.colour, exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/products/${other._id}`);
    await hydrated(page);
    await expect(page.getByRole('main').getByText(`Colour: ${other.colour}`, { exact: true })).toBeVisible();
  });

  test('a card of a product without other colours shows no swatches @phone', async ({ page }) => {
    const res = await page.request.get('/api/products?limit=100');
    const plain = ((await res.json()).data as Listed[]).find((p) => p.colours.length === 0);
    if (!plain) throw new Error('every demo product has a style');
    await goto(page, `/products?${new URLSearchParams({ search: plain.name })}`);
    await expect(page.getByRole('heading', { name: plain.name, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('group', { name: `Colours of ${plain.name}`, exact: true })).toHaveCount(0);
  });
});
