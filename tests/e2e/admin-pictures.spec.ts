/**
 * Photographs in the console: an admin uploads real JPEGs (made here with sharp) with their alt texts,
 * reorders and removes them, sees each one's state, and reads the API's refusal of an SVG on its row.
 * The shopper's product page then serves the ready picture as a responsive <picture>.
 */
import { expect, test, type Page } from './test';
import sharp from 'sharp';
import { openConsole } from './admin-helpers';
import { apiToken, DEMO_ADMIN } from './fixtures';

const made: number[] = [];

const jpeg = (background: string) =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function newProduct(page: Page, name: string): Promise<number> {
  const token = await apiToken(page, DEMO_ADMIN, true);
  const res = await page.request.post('/api/products/add', {
    headers: { token },
    data: { name, brand: 'Northloom', category: 'Tees', images: ['/images/avatar-admin.svg'], oprice: 900, price: 800, sizes: [{ size: 'M', stock: 5 }] },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data._id as number;
  made.push(id);
  return id;
}

test.afterAll(async ({ request }) => {
  const login = await request.post('/api/admins/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
  const { token } = (await login.json()) as { token: string };
  for (const id of made) await request.delete(`/api/products/delete/${id}`, { headers: { token } });
});

async function openPictures(page: Page, name: string) {
  await openConsole(page, 'manage-products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Pictures of ${name}` }).click();
  return page.getByRole('dialog', { name: `Pictures of ${name}` });
}

/** A slow connection: each upload (POST) of a picture reaches the server `delay(url)` ms after it is sent. */
async function slowUploads(page: Page, delay: (url: string) => number) {
  await page.route('**/api/products/*/pictures', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, delay(route.request().url())));
    await route.continue();
  });
}

test.describe('pictures in the console', () => {
  test('an admin uploads two JPEGs with alt texts, reorders them and removes one; shoppers get a <picture>', async ({ page }) => {
    const name = `Picture Tee ${Date.now().toString(36)}`;
    const id = await newProduct(page, name);
    const dialog = await openPictures(page, name);
    await expect(dialog.getByText('No pictures uploaded yet')).toBeVisible();

    await dialog.getByLabel('Choose pictures to upload').setInputFiles([
      { name: 'red.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#c0392b') },
      { name: 'blue.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#2e86de') },
    ]);
    const queued = dialog.getByRole('region', { name: 'To upload' });
    const red = queued.getByRole('listitem').filter({ hasText: 'red.jpg' });
    const blue = queued.getByRole('listitem').filter({ hasText: 'blue.jpg' });
    // The alt text is required: nothing is sent without it.
    await red.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(red.getByText('Write what the picture shows')).toBeVisible();

    await red.getByLabel('Alt text').fill('Red tee, front');
    await blue.getByLabel('Alt text').fill('Blue tee, back');
    await dialog.getByRole('button', { name: 'Upload all' }).click();
    await expect(queued).toHaveCount(0);

    const uploaded = dialog.getByRole('region', { name: 'Uploaded pictures' });
    const rows = uploaded.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    // Each turns from Processing to Ready once the worker has made its sizes. The badge, exactly: the
    // note of a picture still processing says 'once it is ready'.
    await expect(rows.filter({ has: page.getByText('Ready', { exact: true }) })).toHaveCount(2, { timeout: 60_000 });
    const alts = () => rows.getByRole('textbox', { name: 'Alt text' }).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    const first = (await alts())[0];
    const second = first === 'Red tee, front' ? 'Blue tee, back' : 'Red tee, front';

    // Reorder with the keyboard-reachable buttons: the second moves up.
    await uploaded.getByRole('button', { name: 'Move picture 2 up' }).click();
    await expect.poll(alts).toEqual([second, first]);
    await expect(uploaded.getByRole('button', { name: 'Move picture 1 up' })).toBeDisabled();

    // The new order is the product's: the shopper's page opens on that picture, responsive.
    const token = await apiToken(page, DEMO_ADMIN, true);
    const listed = (await (await page.request.get(`/api/products/${id}/pictures`, { headers: { token } })).json()).data as { alt: string }[];
    expect(listed.map((p) => p.alt)).toEqual([second, first]);

    await uploaded.getByRole('button', { name: 'Remove picture 2' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('textbox', { name: 'Alt text' })).toHaveValue(second);

    // Closed, the dialog leaves the card showing the product's first ready picture.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('article').filter({ hasText: name }).locator('picture source[type="image/webp"]')).toHaveCount(1);

    await page.goto(`/products/${id}`);
    const main = page.getByRole('group', { name: `Pictures of ${name}` }).getByRole('img', { name: second });
    await expect(main).toBeVisible();
    await expect(main).toHaveAttribute('srcset', /\b320w\b/);
    await expect(page.locator('picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /w\b/);
    await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\.jpe?g$/);
  });

  test('closed while a picture is still being made, the card shows it once it is ready', async ({ page }) => {
    const name = `Quick Tee ${Date.now().toString(36)}`;
    await newProduct(page, name);
    const dialog = await openPictures(page, name);
    await dialog.getByLabel('Choose pictures to upload').setInputFiles({ name: 'green.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#1e8449') });
    await dialog.getByLabel('Alt text').fill('Green tee, front');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByRole('region', { name: 'Uploaded pictures' }).getByRole('listitem')).toHaveCount(1);
    // Closed at once: the worker is usually still making its sizes.
    await dialog.getByRole('button', { name: 'Close' }).click();
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card.locator('picture source[type="image/webp"]')).toHaveCount(1, { timeout: 30_000 });
    await expect(card.getByRole('img', { name })).toHaveAttribute('src', /\/media\/p\//);
  });

  test('closed while the upload is still being sent, the upload goes on and the card shows it', async ({ page }) => {
    const name = `Slow Tee ${Date.now().toString(36)}`;
    await newProduct(page, name);
    const dialog = await openPictures(page, name);
    // A slow connection: the upload reaches the server 1.5 s after it is sent.
    await slowUploads(page, () => 1_500);
    await dialog.getByLabel('Choose pictures to upload').setInputFiles({ name: 'amber.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#d68910') });
    await dialog.getByLabel('Alt text').fill('Amber tee, front');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card.locator('picture source[type="image/webp"]')).toHaveCount(1, { timeout: 30_000 });
  });

  test('two products closed one after the other while their uploads are being sent: both cards show their picture', async ({ page }) => {
    const tag = Date.now().toString(36);
    const names = [`Pair Tee A ${tag}`, `Pair Tee B ${tag}`];
    const [first] = [await newProduct(page, names[0]), await newProduct(page, names[1])];
    await openConsole(page, 'manage-products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(`Pair Tee ${tag}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The first product's upload is the slower: it arrives after the second's is made and its card read.
    await slowUploads(page, (url) => (url.includes(`/products/${first}/`) ? 5_000 : 500));
    for (const [i, name] of names.entries()) {
      await page.getByRole('button', { name: `Pictures of ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Pictures of ${name}` });
      await dialog
        .getByLabel('Choose pictures to upload')
        .setInputFiles({ name: `pair-${i}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(i ? '#6c3483' : '#b9770e') });
      await dialog.getByLabel('Alt text').fill(`${name}, front`);
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
    for (const name of names) {
      await expect(page.getByRole('article').filter({ hasText: name }).locator('picture source[type="image/webp"]')).toHaveCount(1, { timeout: 30_000 });
    }
  });

  test('files chosen but not uploaded are still there, with their alt texts, when the dialog is opened again', async ({ page }) => {
    const name = `Kept Tee ${Date.now().toString(36)}`;
    await newProduct(page, name);
    let dialog = await openPictures(page, name);
    await dialog.getByLabel('Choose pictures to upload').setInputFiles({ name: 'teal.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#148f77') });
    await dialog.getByLabel('Alt text').fill('Teal tee, side');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: `Pictures of ${name}` }).click();
    dialog = page.getByRole('dialog', { name: `Pictures of ${name}` });
    const row = dialog.getByRole('region', { name: 'To upload' }).getByRole('listitem').filter({ hasText: 'teal.jpg' });
    await expect(row.getByLabel('Alt text')).toHaveValue('Teal tee, side');
    await row.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByRole('region', { name: 'To upload' })).toHaveCount(0);
    await expect(dialog.getByRole('region', { name: 'Uploaded pictures' }).getByRole('textbox', { name: 'Alt text' })).toHaveValue('Teal tee, side');
  });

  test('a refusal that arrives after the dialog has closed is on its row when it is opened again', async ({ page }) => {
    const name = `Late Refusal Tee ${Date.now().toString(36)}`;
    await newProduct(page, name);
    const dialog = await openPictures(page, name);
    await slowUploads(page, () => 1_500);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>');
    await dialog.getByLabel('Choose pictures to upload').setInputFiles({ name: 'late.svg', mimeType: 'image/svg+xml', buffer: svg });
    await dialog.getByLabel('Alt text').fill('A drawing');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: `Pictures of ${name}` }).click();
    const row = dialog.getByRole('region', { name: 'To upload' }).getByRole('listitem').filter({ hasText: 'late.svg' });
    await expect(row.getByRole('alert')).toContainText('not a JPEG, PNG, WebP or AVIF picture');
    await expect(row.getByLabel('Alt text')).toHaveValue('A drawing');
  });

  test('an SVG is refused with the API’s reason on its row, and nothing is added', async ({ page }) => {
    const name = `Refused Tee ${Date.now().toString(36)}`;
    await newProduct(page, name);
    const dialog = await openPictures(page, name);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    await dialog.getByLabel('Choose pictures to upload').setInputFiles({ name: 'evil.svg', mimeType: 'image/svg+xml', buffer: svg });
    const row = dialog.getByRole('region', { name: 'To upload' }).getByRole('listitem').filter({ hasText: 'evil.svg' });
    await row.getByLabel('Alt text').fill('A drawing');
    await row.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(row.getByRole('alert')).toContainText('evil.svg was not uploaded');
    await expect(row.getByRole('alert')).toContainText('not a JPEG, PNG, WebP or AVIF picture');
    await expect(dialog.getByText('No pictures uploaded yet')).toBeVisible();
  });
});
