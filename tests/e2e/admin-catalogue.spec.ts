/** The console's catalogue editing: the Categories section, and a product's department, colour and style in the product forms. */
import { expect, type Page, test } from './test';
import { categoriesText, catalogueFieldsText } from '../../src/islands/admin/categories/messages';
import { admin as adminText } from '../../src/islands/admin/messages';
import { api } from '../../src/server/messages';
import { goSection, openConsole, toast } from './admin-helpers';
import { apiToken, DEMO_ADMIN } from './fixtures';

const t = categoriesText;
const table = (page: Page, department: 'men' | 'women' | 'unisex') => page.getByRole('table', { name: t.tableLabel(t.department(department)), exact: true });
const labelsIn = async (page: Page, department: 'men' | 'women' | 'unisex') => table(page, department).locator('tbody tr td:first-child').allTextContents();
const treeLabels = async (page: Page, department: string) => {
  const tree = await (await page.request.get('/api/categories')).json();
  return tree.departments.find((d: { id: string }) => d.id === department).categories.map((c: { label: string }) => c.label) as string[];
};

test.describe('console catalogue editing', () => {
  test('Categories: add under a department, move up, move to another department, rename, delete; a category with products stays', async ({ page }) => {
    const stamp = Date.now();
    const name = `E2E Shirts ${stamp}`;
    await openConsole(page);
    await goSection(page, t.section);
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    await expect(table(page, 'men')).toBeVisible();
    const menBefore = await labelsIn(page, 'men');
    expect(menBefore).toContain('T-shirts');

    // Add: last in Men, its label from the name.
    const form = page.getByRole('form', { name: t.add.heading });
    await form.getByRole('button', { name: t.add.submit }).click();
    await expect(form.getByLabel(t.add.name)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(t.add.name).fill(name);
    await form.getByLabel(t.add.department).selectOption({ label: 'Men' });
    await form.getByRole('button', { name: t.add.submit }).click();
    await expect(toast(page, 'success', t.add.added)).toBeVisible();
    await expect.poll(() => labelsIn(page, 'men')).toEqual([...menBefore, name]);
    expect(await treeLabels(page, 'men')).toEqual([...menBefore, name]);

    // Move up one place, then to Women (last there); the menus follow.
    await page.getByRole('button', { name: t.moveUp(name) }).click();
    await expect.poll(() => labelsIn(page, 'men')).toEqual([...menBefore.slice(0, -1), name, menBefore.at(-1)]);
    await expect(page.getByRole('button', { name: t.moveDown(name) })).toBeEnabled();
    await page.getByRole('combobox', { name: t.moveTo(name) }).selectOption({ label: 'Women' });
    await expect.poll(() => labelsIn(page, 'men')).toEqual(menBefore);
    await expect.poll(async () => (await labelsIn(page, 'women')).at(-1)).toBe(name);
    expect((await treeLabels(page, 'women')).at(-1)).toBe(name);

    // Rename its menu label.
    await page.getByRole('button', { name: t.rename(name) }).click();
    const rename = page.getByRole('form', { name: t.renameHeading(name) });
    await rename.getByLabel(t.newLabel).fill(`Shirts ${stamp}`);
    await rename.getByRole('button', { name: t.save }).click();
    await expect(toast(page, 'success', t.saved).first()).toBeVisible();
    await expect.poll(async () => (await labelsIn(page, 'women')).at(-1)).toBe(`Shirts ${stamp}`);

    // A category with products cannot go: the server's reason is shown and it stays.
    await page
      .getByRole('button', { name: t.remove('T-shirts') })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: adminText.confirm.ok }).click();
    await expect(toast(page, 'error', t.deleteFailed)).toContainText('move them to another category first');
    expect(await labelsIn(page, 'men')).toContain('T-shirts');

    // The empty one goes.
    await page.getByRole('button', { name: t.remove(`Shirts ${stamp}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: adminText.confirm.ok }).click();
    await expect(toast(page, 'success', t.deleted)).toContainText(api.categories.deleted);
    await expect.poll(async () => (await labelsIn(page, 'women')).includes(`Shirts ${stamp}`)).toBe(false);
    expect(await treeLabels(page, 'women')).not.toContain(`Shirts ${stamp}`);
  });

  test("a product's department, colour and style: set in Add Products, changed in the edit card", async ({ page }) => {
    const stamp = Date.now();
    const name = `Colour Tee ${stamp}`;
    const token = await apiToken(page, DEMO_ADMIN, true);
    const find = async (n: string) => {
      const res = await (await page.request.get(`/api/products?search=${encodeURIComponent(n)}&limit=5`)).json();
      return res.data.find((p: { name: string }) => p.name === n) as {
        _id: number;
        department: string;
        colour: string;
        colourFamily: string;
        styleCode: string | null;
      };
    };
    const f = catalogueFieldsText;

    await openConsole(page, 'add-products');
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Product Brand').fill('Northloom');
    await page.getByLabel('Product Image 1').fill('/images/products/northloom-boxy-heavyweight-tee.svg');
    await page.getByLabel('Product Original Price').fill('1500');
    await page.getByLabel('Product Discount Price').fill('1200');
    await page.getByLabel('Product Category').selectOption({ label: "Women's T-shirts" });
    await expect(page.getByLabel(f.department)).toHaveValue('');
    await page.getByLabel(f.colourFamily).selectOption({ label: 'Black' });
    await page.getByLabel(f.colour).fill('Jet Black');
    await page.getByLabel(f.styleCode).fill('not a code!');
    await page.getByLabel('Description').fill('A tee for the catalogue test.');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByLabel(f.styleCode)).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(f.styleCode).fill(`colour-tee-${stamp}`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, 'success', adminText.addProduct.added)).toBeVisible();
    // Left to the category, the department is the category's.
    await expect.poll(() => find(name)).toMatchObject({ department: 'women', colour: 'Jet Black', colourFamily: 'black', styleCode: `colour-tee-${stamp}` });

    await goSection(page, adminText.sections.manageProducts);
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('main')
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await edit.getByRole('button', { name: 'Next' }).click();
    await expect(edit.getByLabel(f.department)).toHaveValue('women');
    await expect(edit.getByLabel(f.colourFamily)).toHaveValue('black');
    await edit.getByLabel(f.department).selectOption({ label: 'Unisex' });
    await edit.getByLabel(f.colourFamily).selectOption({ label: 'Navy' });
    await edit.getByLabel(f.colour).fill('Midnight Navy');
    await edit.getByLabel(f.styleCode).fill('');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'success', adminText.products.updated)).toBeVisible();
    await expect.poll(() => find(name)).toMatchObject({ department: 'unisex', colour: 'Midnight Navy', colourFamily: 'navy', styleCode: null });

    const made = await find(name);
    expect((await page.request.delete(`/api/products/delete/${made._id}`, { headers: { token } })).status()).toBe(200);
  });
});
