/** The home page (docs/product.md §2 "Home page sections"): every section in order, sliders, carousels and tabs. */
import { formatRs } from '../../src/lib/money';
import { expect, test, type Locator, type Page } from './test';
import { expectAccessible, goto } from './fixtures';
import { hydrateAll } from './frame-helpers';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const prices = (l: Locator) => l.getByText(/^Rs\. [\d,]+\.00$/);

test.describe('home page', () => {
  test('the sections come in the order of docs/product.md, under one h1', async ({ page }) => {
    await goto(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const titles = await page.locator('main h2').allTextContents();
    expect(titles).toEqual(['Why shop with us', "Shop Women's", "Shop Men's", 'New Arrivals', 'Trending Now', 'Artist Edits', 'Sneaker Edit', 'Our Brands']);
    // The hero comes before them all.
    const hero = page.getByRole('group', { name: 'Featured collections' });
    expect(await hero.evaluate((el) => el.compareDocumentPosition(document.querySelector('#benefits-title')!) & Node.DOCUMENT_POSITION_FOLLOWING)).toBeTruthy();
  });

  test('the benefits strip states shipping, guarantee, support and payment', async ({ page }) => {
    await goto(page, '/');
    const strip = section(page, 'Why shop with us');
    for (const text of [
      'Free shipping',
      `Orders above ${formatRs(1500)}`,
      'Money Guarantee',
      'Within 30 days for an exchange',
      'Online Support',
      '10 AM - 6 PM, Mon - Sat',
      // The e2e server has the gateway (its simulator) configured: online payment is offered.
      'Pay online or on delivery',
      'UPI, cards, net banking or cash on delivery',
    ]) {
      await expect(strip.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test('the hero has three slides, dots and arrows, and fades between them', async ({ page }) => {
    await goto(page, '/');
    const hero = page.getByRole('group', { name: 'Featured collections' });
    const slides = hero.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    await expect(hero.getByRole('link', { name: /New Season Drop/ })).toBeVisible();
    // Only the slide on show is visible and reachable; the others are transparent and inert.
    const showing = async (n: number) => {
      await expect(slides.nth(n)).toHaveCSS('opacity', '1');
      await expect(slides.nth(n)).not.toHaveAttribute('inert');
      await expect(hero.getByRole('button', { name: `Go to slide ${n + 1}` })).toHaveAttribute('aria-current', 'true');
      for (const other of [0, 1, 2].filter((i) => i !== n)) await expect(slides.nth(other)).toHaveAttribute('inert', '');
    };
    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await showing(0);
    await hero.getByRole('button', { name: 'Next' }).click();
    await showing(1);
    await expect(slides.nth(1).getByRole('link')).toHaveAccessibleName(/Retrograde Collection/);
    await hero.getByRole('button', { name: 'Go to slide 3' }).click();
    await showing(2);
    await hero.getByRole('button', { name: 'Next' }).click();
    await showing(0);
    await hero.getByRole('button', { name: 'Previous' }).click();
    await showing(2);
    // A 500 ms fade (docs/product.md §9); the next test times the 5000 ms autoplay.
    await expect(slides.nth(0)).toHaveCSS('transition-property', 'opacity');
    await expect(slides.nth(0)).toHaveCSS('transition-duration', '0.5s');
  });

  test('the hero autoplays every 5 seconds', async ({ page }) => {
    await goto(page, '/');
    const dot2 = page.getByRole('button', { name: 'Go to slide 2' });
    await page.mouse.move(5, 790);
    // The slide changes once, about 5 s after the slider started: not before 4 s have passed, and by 7 s.
    const started = Date.now();
    await expect(dot2).toHaveAttribute('aria-current', 'true', { timeout: 7000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
  });

  test("Shop Women's and Shop Men's show two pages of four tiles, and Prev/Next wrap", async ({ page }) => {
    await goto(page, '/');
    await hydrateAll(page);
    for (const [name, first, second] of [
      ["Shop Women's", 'Tops', 'Leggings'],
      ["Shop Men's", 'T-Shirts', 'Sweatshirts'],
    ] as const) {
      const s = section(page, name);
      await s.scrollIntoViewIfNeeded();
      const pages = s.locator('.swiper-slide');
      await expect(pages).toHaveCount(2);
      await expect(pages.nth(0).getByRole('link')).toHaveCount(4);
      await expect(pages.nth(1).getByRole('link')).toHaveCount(4);
      const tile1 = s.getByRole('link', { name: first, exact: true });
      const tile2 = s.getByRole('link', { name: second, exact: true });
      await expect(tile1).toBeInViewport();
      await s.getByRole('button', { name: 'Next' }).click();
      await expect(s.getByText('Page 2 of 2')).toBeVisible();
      await expect(tile2).toBeInViewport();
      await s.getByRole('button', { name: 'Next' }).click();
      await expect(s.getByText('Page 1 of 2')).toBeVisible();
      await expect(tile1).toBeInViewport();
      await s.getByRole('button', { name: 'Previous' }).click();
      await expect(s.getByText('Page 2 of 2')).toBeVisible();
      await expect(tile2).toBeInViewport();
    }
    await expect(section(page, "Shop Men's").getByRole('link', { name: 'Accessories' })).toHaveAttribute('href', '/products?category=Accessories');
  });

  test('the page out of view is inert: Tab never lands on a hidden tile', async ({ page }) => {
    await goto(page, '/');
    await hydrateAll(page);
    const s = section(page, "Shop Women's");
    const pages = s.locator('.swiper-slide');
    await expect(pages.nth(1)).toHaveAttribute('inert', '');
    await s.getByRole('button', { name: 'Next' }).click();
    await expect(pages.nth(0)).toHaveAttribute('inert', '');
    await expect(pages.nth(1)).not.toHaveAttribute('inert');
  });

  test('New Arrivals: two tabs of six items priced in the one format, and View all', async ({ page }) => {
    await goto(page, '/');
    await hydrateAll(page);
    const s = section(page, 'New Arrivals');
    const tabs = s.getByRole('tab');
    await expect(tabs).toHaveText(['Retrograde', 'General store']);
    const panel = s.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('listitem')).toHaveCount(6);
    await expect(prices(panel)).toHaveCount(6);
    await expect(panel.getByText(formatRs(1199))).toBeVisible();
    await expect(panel.getByText('Ochre Lane').first()).toBeVisible();
    await expect(panel.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/products?category=Retrograde');

    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('link', { name: /Northloom Boxy Heavyweight Tee/ })).toBeVisible();
    await expect(prices(panel)).toHaveCount(6);
    await panel.getByRole('link', { name: /View all/ }).click();
    await page.waitForURL((u) => u.pathname === '/products');
  });

  test('tabs follow the keyboard: arrows, Home and End', async ({ page }) => {
    await goto(page, '/');
    await hydrateAll(page);
    const s = section(page, 'Artist Edits');
    const mira = s.getByRole('tab', { name: 'Mira Kapoor' });
    const dev = s.getByRole('tab', { name: 'Dev Anand Studio' });
    await mira.focus();
    await page.keyboard.press('ArrowRight');
    await expect(dev).toBeFocused();
    await expect(dev).toHaveAttribute('aria-selected', 'true');
    await expect(s.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4);
    await expect(s.getByRole('tabpanel')).toContainText('Dev Anand Studio Film Reel Tee');
    await page.keyboard.press('ArrowRight');
    await expect(mira).toBeFocused();
    await page.keyboard.press('End');
    await expect(dev).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(mira).toHaveAttribute('aria-selected', 'true');
    await expect(s.getByRole('tabpanel').getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/products?category=Artist+Collab%3A+Mira+Kapoor');
  });

  test('Trending Now: two large pictures that open the product list', async ({ page }) => {
    await goto(page, '/');
    const links = section(page, 'Trending Now').getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveAttribute('href', /^\/products/);
    await expect(links.nth(1)).toHaveAccessibleName(/Mira Kapoor/);
  });

  test('Sneaker Edit: two pages of four sneakers with arrows that wrap', async ({ page }) => {
    await goto(page, '/');
    await hydrateAll(page);
    const s = section(page, 'Sneaker Edit');
    await s.scrollIntoViewIfNeeded();
    await expect(prices(s)).toHaveCount(8);
    // The newest sneakers of the catalogue, four a page.
    const first = s.getByRole('link').nth(0);
    const fifth = s.getByRole('link').nth(4);
    await expect(first).toBeInViewport();
    await s.getByRole('button', { name: 'Previous' }).click();
    await expect(fifth).toBeInViewport();
    await s.getByRole('button', { name: 'Next' }).click();
    await expect(first).toBeInViewport();
  });

  test('the brands grid shows 12 logos', async ({ page }) => {
    await goto(page, '/');
    const imgs = section(page, 'Our Brands').getByRole('img');
    await expect(imgs).toHaveCount(12);
    for (const img of await imgs.all()) expect(await img.getAttribute('alt')).toBeTruthy();
  });

  test('every picture on the page loads from this site', async ({ page }) => {
    const broken: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'image' && !r.ok()) broken.push(r.url());
    });
    await goto(page, '/');
    await hydrateAll(page);
    await page.waitForLoadState('networkidle');
    const srcs = await page.locator('img').evaluateAll((els) => els.map((e) => (e as HTMLImageElement).currentSrc || (e as HTMLImageElement).src));
    expect(srcs.every((s) => s.startsWith(new URL(page.url()).origin))).toBe(true);
    expect(broken).toEqual([]);
  });

  test('home page passes axe at desktop width', async ({ page }) => {
    await goto(page, '/');
    await hydrateAll(page);
    await expectAccessible(page);
  });

  test('home page passes axe on a phone and has no sideways scroll @phone', async ({ page }) => {
    await goto(page, '/');
    await hydrateAll(page);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first hero slide, with a high-priority picture, and the sections are in the HTML @phone', async ({ page }) => {
    await page.goto('/');
    const img = page.locator('img[src="/images/hero/hero-1.svg"]');
    await expect(img).toBeVisible();
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
    expect(await img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('link', { name: 'Tops', exact: true })).toBeVisible();
    await expect(page.getByText(formatRs(1199))).toBeVisible();
  });
});
