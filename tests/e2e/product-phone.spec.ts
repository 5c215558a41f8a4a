/**
 * The product page a shopper can decide on from a phone: the sticky 'Add to bag' bar, no size chosen
 * for them, sold-out sizes greyed with 'Notify me', the added-to-bag drawer, the size chart and the
 * delivery estimate. Every test runs on the phone (390 px) and the desktop (1280 px).
 */
import { expect, type Page, test } from './test';
import { chat } from '../../src/islands/chat/messages';
import { addedDrawer, delivery, product as productText, sizeChart, stickyBar } from '../../src/islands/product-page/messages';
import { DISPATCH_WORKING_DAYS } from '../../src/lib/constants';
import { addWorkingDays, formatDeliveryDay, storeDate } from '../../src/lib/delivery';
import { validation } from '../../src/lib/messages';
import { DELIVERY_ZONES } from '../../src/server/data/delivery-zones';
import { apiToken, DEMO_ADMIN, expectAccessible, goto } from './fixtures';

const made: number[] = [];
let adminToken: string | undefined;

async function tee(page: Page) {
  adminToken ??= await apiToken(page, DEMO_ADMIN, true);
  const name = `Phone page tee ${Date.now().toString(36)}`;
  const res = await page.request.post('/api/products/add', {
    headers: { token: adminToken },
    data: {
      name,
      brand: 'Phone Lab',
      category: "Men's T-shirts",
      images: ['/images/products/bluebeam-cloud-jogger.svg'],
      oprice: 1500,
      price: 1200,
      description: 'A tee to try the product page on a phone.\nSoft cotton',
      sizes: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 6 },
        { size: 'L', stock: 6 },
      ],
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data._id as number;
  made.push(id);
  await goto(page, `/products/${id}`);
  return { id, name };
}

test.afterAll(async ({ request }) => {
  if (!adminToken) return;
  for (const id of made) await request.delete(`/api/products/delete/${id}`, { headers: { token: adminToken } });
});

test.beforeEach(async ({ page }, info) => {
  // The phone the issue measured: 390 × 844.
  if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
});

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });
const main = (page: Page) => page.getByRole('main');
const sizes = (page: Page) => main(page).getByRole('group', { name: /^Size/ });
const addButton = (page: Page) => main(page).getByRole('button', { name: productText.addToCart, exact: true });
const bar = (page: Page) => page.getByRole('region', { name: stickyBar.label });
const drawer = (page: Page) => page.getByRole('dialog', { name: addedDrawer.title });

test.describe('the product page on a phone', () => {
  test('nothing moves while the page loads, the sticky bar appearing included @phone', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.shifted += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Scripts that arrive after the first paint, as on a phone's network: what the islands change then is seen to move.
    await page.route('**/_astro/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await tee(page);
    // On a phone the page's Add button starts below the fold: the bar shows as soon as the island is up.
    if (test.info().project.name === 'phone') await expect(bar(page)).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
  });

  test('no size is chosen for the shopper: Add asks for one and moves focus to the sizes @phone', async ({ page }) => {
    await tee(page);
    await expect(sizes(page).getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(sizes(page).getByRole('radio', { name: 'M', exact: true })).not.toBeChecked();

    await addButton(page).click();
    await expect(sizes(page).getByRole('alert')).toHaveText(productText.chooseSize);
    // Focus on the first size that can be bought (S is sold out), and nothing added.
    await expect(sizes(page).getByRole('radio', { name: 'M', exact: true })).toBeFocused();
    await expect(drawer(page)).toBeHidden();
    await shot(page, 'size-asked');

    // BUY IT NOW asks the same instead of leaving.
    const url = page.url();
    await main(page).getByRole('link', { name: productText.buyNow }).click();
    await expect(page).toHaveURL(url);

    await sizes(page).getByText('L', { exact: true }).click();
    await expect(sizes(page).getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/size=L/);
  });

  test('a sold-out size is greyed with Notify me, not struck through, and offers the back-in-stock form @phone', async ({ page }) => {
    await tee(page);
    const soldOut = sizes(page).getByRole('radio', { name: productText.sizeOption('S', true) });
    await expect(soldOut).toHaveCount(1);
    const chip = sizes(page)
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: productText.sizeOption('S', true) }) });
    await expect(chip).toContainText(productText.sizeNotify);
    const look = await chip
      .locator('span')
      .first()
      .evaluate((el) => ({ line: getComputedStyle(el).textDecorationLine, dashed: getComputedStyle(el).borderStyle }));
    expect(look.line).toBe('none');
    expect(look.dashed).toBe('dashed');

    await chip.click();
    await expect(soldOut).toBeChecked();
    await expect(main(page).getByRole('form', { name: productText.notifyIntro('S') })).toBeVisible();
    await expect(addButton(page)).toHaveCount(0);
  });

  test('the bar keeps Add to bag in reach once the button scrolls away, and the drawer shows what was added @phone', async ({ page }) => {
    const { name } = await tee(page);
    await addButton(page).scrollIntoViewIfNeeded();
    await expect(bar(page)).toBeHidden();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText(stickyBar.sizeNone);
    // The chat button rises above the bar (by a transform: no layout shift) instead of covering its button.
    const chatBox = await page.getByRole('button', { name: chat.open }).boundingBox();
    const barBox = await bar(page).boundingBox();
    expect(chatBox && barBox && chatBox.y + chatBox.height <= barBox.y).toBe(true);
    await shot(page, 'sticky-bar');

    // Without a size the bar asks too, and takes the shopper to the sizes.
    await bar(page).getByRole('button', { name: productText.addToCart }).click();
    await expect(sizes(page).getByRole('alert')).toHaveText(productText.chooseSize);
    await expect(sizes(page).getByRole('radio', { name: 'M', exact: true })).toBeFocused();
    await sizes(page).getByText('M', { exact: true }).click();

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(bar(page)).toContainText(productText.chosenSize('M'));
    const url = page.url();
    await bar(page).getByRole('button', { name: productText.addToCart }).click();

    const opened = drawer(page);
    await expect(opened).toBeVisible();
    await expect(opened).toContainText(name);
    await expect(opened).toContainText(addedDrawer.size('M'));
    await expect(opened).toContainText('1,200');
    await expect(opened.getByRole('link', { name: addedDrawer.viewBag })).toHaveAttribute('href', '/cart');
    await expect(opened.getByRole('link', { name: addedDrawer.checkout })).toHaveAttribute('href', '/payment');
    await shot(page, 'added-drawer');
    // The page stayed; the guest's bag has the line (the nav's count says 1).
    await expect(page).toHaveURL(url);
    const guestCart = await page.evaluate(() => JSON.parse(localStorage.getItem('guestCart') ?? '[]'));
    expect(guestCart).toEqual([expect.objectContaining({ size: 'M', quantity: 1 })]);

    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
    await opened.page().goto('/cart');
    await expect(main(page)).toContainText(name);
  });

  test('the size chart opens in a dialog, in cm or inches, and Escape closes it with focus back on its button @phone', async ({ page }) => {
    await tee(page);
    const open = main(page).getByRole('button', { name: sizeChart.open });
    await open.click();
    const dialog = page.getByRole('dialog', { name: sizeChart.title(sizeChart.kinds.mensTops) });
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row', { name: /^M\b/ })).toContainText('94–102');
    await expect(table.getByRole('columnheader', { name: `${sizeChart.measures.chest} (cm)` })).toBeVisible();
    await dialog.getByRole('radio', { name: sizeChart.units.in }).check();
    await expect(table.getByRole('columnheader', { name: `${sizeChart.measures.chest} (inches)` })).toBeVisible();
    await expect(table.getByRole('row', { name: /^M\b/ })).toContainText('37–40');
    await shot(page, 'size-chart');
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('the delivery estimate dates a known PIN code, says whether cash on delivery is offered, and refuses a bad one @phone', async ({ page }) => {
    await tee(page);
    const section = main(page).getByRole('region', { name: delivery.heading });
    const pin = section.getByRole('textbox', { name: delivery.pin });
    const check = section.getByRole('button', { name: delivery.check });
    const status = section.getByRole('status');
    const day = (zone: keyof typeof DELIVERY_ZONES) =>
      formatDeliveryDay(addWorkingDays(storeDate(new Date()), DISPATCH_WORKING_DAYS + DELIVERY_ZONES[zone].transitDays));

    await pin.fill('411001');
    await check.click();
    await expect(status).toContainText(delivery.by(day('metro')));
    await expect(status).toContainText(delivery.to('Pune', 'Maharashtra'));
    await expect(status).toContainText(delivery.cod);
    await shot(page, 'delivery-estimate');

    await pin.fill('744101');
    await check.click();
    await expect(status).toContainText(delivery.by(day('remote')));
    await expect(status).toContainText(delivery.noCod);

    await pin.fill('4110');
    await check.click();
    await expect(status).toHaveText(validation.pincode);
    await expect(pin).toHaveAttribute('aria-invalid', 'true');

    await pin.fill('999999');
    await check.click();
    await expect(status).toHaveText(delivery.unknown);
  });
});
