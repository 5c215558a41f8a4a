/** The frame of every page (docs/product.md §1, §2): banner, nav bar, second bar, footer and its pages, toaster. */
import { POPOVER_DELAY_MS } from '../../src/lib/constants';
import { formatRs } from '../../src/lib/money';
import { expect, test } from './test';
import { DEMO_SHOPPER, expectAccessible, goto, hydrated, newShopper } from './fixtures';
import { cartLink, mainNav, signInByStorage } from './frame-helpers';

test.describe('banner and nav bar', () => {
  test('the banner shows the follower counts, the tagline and the language selector', async ({ page }) => {
    await goto(page, '/');
    const banner = page.getByRole('region', { name: 'Store news' });
    await expect(banner).toContainText('1.8M');
    await expect(banner).toContainText('627k');
    await expect(banner.getByText('Open doors to a world of fashion | Young and fresh')).toBeVisible();
    const language = banner.getByRole('combobox', { name: 'Language' });
    await expect(language.locator('option')).toHaveText(['English']);
  });

  test('signed out, the bar offers login and sign-up, orders and an empty cart', async ({ page }) => {
    await goto(page, '/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Fashion Store home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    await expect(cartLink(page)).toHaveAttribute('href', '/cart');
    await expect(nav.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('signed in, the bar shows the name, the cart count and a logout that signs out at once', async ({ page }) => {
    const who = await newShopper(page, 'Meera Iyer');
    const token = await signInByStorage(page, who);
    const nav = mainNav(page);
    await expect(nav.getByText('Meera Iyer')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Sign up' })).toHaveCount(0);

    // The count follows the server's cart on load.
    const { data } = await (await page.request.get('/api/products?limit=1')).json();
    await page.request.post('/api/cart/add', { data: { prodId: data[0]._id, quantity: 1 }, headers: { token } });
    const lines = (await (await page.request.get('/api/cart', { headers: { token } })).json()).data.length;
    await page.reload();
    await expect(nav.getByRole('link', { name: `Cart, ${lines} ${lines === 1 ? 'item' : 'items'}` })).toBeVisible();

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
  });

  test('a cart change or a logout in another tab shows in this bar at once', async ({ page, context }) => {
    await signInByStorage(page, await newShopper(page));
    const other = await context.newPage();
    await other.goto('/');
    await hydrated(other);
    // Let that tab's own cart load finish first, so it does not overwrite the change below.
    await other.waitForLoadState('networkidle');
    await other.evaluate(() => localStorage.setItem('cartCount', '2'));
    await expect(mainNav(page).getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await other.evaluate(() => localStorage.setItem('token', ''));
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('an expired session logs out when the bar mounts', async ({ page }) => {
    await signInByStorage(page);
    await page.evaluate(() => localStorage.setItem('isAuth', String(Date.now() - 1000)));
    await page.reload();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
  });

  test('desktop menus open on hover after a short delay and list their entries', async ({ page }) => {
    await goto(page, '/');
    const nav = mainNav(page);
    const men = nav.getByRole('button', { name: 'Men', exact: true });
    await expect(men).toHaveAttribute('aria-expanded', 'false');
    await men.hover();
    await expect(men).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#nav-menu-men');
    // The department's page, its whole list, then its categories in the categories table's order.
    await expect(panel.getByRole('link')).toHaveText(['Products', 'View all', 'T-shirts', 'Hoodies & Sweatshirts', 'Jackets & Coats', 'Sweatpants']);
    await expect(panel.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/men');
    await expect(panel.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/products?department=men');
    await expect(panel.getByRole('link', { name: 'Jackets & Coats' })).toHaveAttribute(
      'href',
      `/products?${new URLSearchParams({ category: "Men's Jackets & Coats" })}`,
    );

    // Moving to the next menu closes this one and opens that one.
    const women = nav.getByRole('button', { name: 'Women', exact: true });
    await women.hover();
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await expect(men).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#nav-menu-women').getByRole('link')).toHaveText([
      'Products',
      'View all',
      'New in',
      'T-shirts',
      'Bodysuits',
      'Hoodies & Sweatshirts',
      'Outerwear',
      'Sweatpants',
    ]);
    await page.mouse.move(640, 700);
    await expect(women).toHaveAttribute('aria-expanded', 'false');
  });

  test('desktop menus work from the keyboard: focus opens, arrow down enters, Escape closes', async ({ page }) => {
    await goto(page, '/');
    const nav = mainNav(page);
    await nav.getByRole('link', { name: 'Fashion Store home' }).focus();
    await page.keyboard.press('Tab');
    const men = nav.getByRole('button', { name: 'Men', exact: true });
    await expect(men).toBeFocused();
    await expect(men).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#nav-menu-men').getByRole('link', { name: 'Products' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(men).toBeFocused();
    await expect(men).toHaveAttribute('aria-expanded', 'false');

    const collections = nav.getByRole('button', { name: 'Collections' });
    await collections.focus();
    await page.keyboard.press('ArrowDown');
    const panel = page.locator('#nav-menu-collections');
    await expect(panel.getByRole('link', { name: 'Y2K' })).toBeFocused();
    await expect(panel.getByRole('link')).toHaveText(['Y2K', 'Goof fest', 'Summer Tees', 'Varsity', 'Retrograde', 'Field day', 'Supernova']);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/products?category=Y2K');
  });

  test('the artist menu lists both collaborations', async ({ page }) => {
    await goto(page, '/');
    // The page's clock from here on, so the hover's delayed open/close can be run through at once.
    await page.clock.install();
    await mainNav(page).getByRole('button', { name: 'Artist Collab' }).click();
    await expect(page.locator('#nav-menu-artist').getByRole('link')).toHaveText(['Mira Kapoor', 'Dev Anand Studio']);
    await expect(page.locator('#nav-menu-artist').getByRole('link', { name: 'Mira Kapoor' })).toHaveAttribute(
      'href',
      '/products?category=Artist+Collab%3A+Mira+Kapoor',
    );
    // A click pins it open; a press elsewhere closes it.
    const artist = mainNav(page).getByRole('button', { name: 'Artist Collab' });
    await page.clock.runFor(POPOVER_DELAY_MS * 2);
    await expect(artist).toHaveAttribute('aria-expanded', 'true');
    // At its left end: with the Unisex menu the open panel reaches over the bar's middle.
    await page.getByRole('region', { name: 'Offers' }).click({ position: { x: 8, y: 8 } });
    await expect(artist).toHaveAttribute('aria-expanded', 'false');
  });

  test('search opens the product list with the words typed', async ({ page }) => {
    await goto(page, '/');
    const search = mainNav(page).getByRole('combobox', { name: 'Search products' });
    await search.fill('  linen tank ');
    await search.press('Enter');
    await page.waitForURL((u) => u.pathname === '/products');
    expect(new URL(page.url()).searchParams.get('search')).toBe('linen tank');
  });

  test('phone: the menu button opens a collapsible list of the menus @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone layout');
    await goto(page, '/');
    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: 'Men', exact: true })).toBeHidden();
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator('#nav-mobile-menu');
    await expect(list.locator('summary')).toHaveText(['Men', 'Women', 'Unisex', 'Artist Collab', 'Collections']);
    await list.locator('summary', { hasText: 'Women' }).click();
    const bodysuits = list.getByRole('link', { name: 'Bodysuits' });
    await expect(bodysuits).toBeVisible();
    await expect(bodysuits).toHaveAttribute('href', `/products?category=Women%27s+Bodysuits`);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  });

  test('phone: every icon of the bar fits, and search opens from its icon @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone layout');
    await goto(page, '/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await mainNav(page).getByRole('button', { name: 'Open search' }).click();
    const search = mainNav(page).getByRole('combobox', { name: 'Search products' });
    await expect(search).toBeFocused();
    await search.fill('hoodie');
    await search.press('Enter');
    await page.waitForURL('**/products?search=hoodie');
  });

  test('signed in on a phone, the name and logout fit in the bar @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone layout');
    await signInByStorage(page);
    await expect(mainNav(page).getByText(DEMO_SHOPPER.name)).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('second bar, footer and the footer pages', () => {
  test('the second bar shows the store offers', async ({ page }) => {
    await goto(page, '/');
    await expect(page.getByRole('region', { name: 'Offers' })).toContainText(`Free shipping on orders above ${formatRs(1500)}`);
  });

  test('the footer has About, Support, Customer Care, app badges, logo, © line and social icons', async ({ page }) => {
    await goto(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'About' }).getByRole('link')).toHaveText(['Our story', 'Contact us', 'Careers', 'Privacy policy']);
    await expect(footer.getByRole('navigation', { name: 'Support' }).getByRole('link')).toHaveText([
      'Payments',
      'Returns/Exchange',
      'Shipment',
      'Terms & conditions',
    ]);
    await expect(footer.getByText('Timings: 10 AM - 6 PM Mon-Sat')).toBeVisible();
    await expect(footer.getByRole('link', { name: /\+91 98765 43210/ })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(footer.getByRole('link', { name: /care@fashionstore\.example\.com/ })).toHaveAttribute('href', 'mailto:care@fashionstore.example.com');
    await expect(footer.getByRole('img', { name: 'Download on the App Store' })).toBeVisible();
    await expect(footer.getByRole('img', { name: 'Get it on Google Play' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Fashion Store home' })).toHaveAttribute('href', '/');
    await expect(footer.getByText('© 2023 Fashion Store. All rights reserved.')).toBeVisible();
    await expect(footer.getByRole('list', { name: 'Follow us' }).getByRole('listitem')).toHaveCount(3);
  });

  const pages = [
    ['Our story', '/our-story', /1\.8M people follow us/],
    ['Contact us', '/contact', /10 AM - 6 PM, Mon - Sat/],
    ['Careers', '/careers', /Open roles/],
    ['Privacy policy', '/privacy', /4 hours 59 minutes/],
    ['Payments', '/payments', /5% extra off/],
    ['Returns/Exchange', '/returns', /within 30 days of delivery/],
    ['Shipment', '/shipment', new RegExp(`free on every order above ${formatRs(1500).replace(/[.]/g, '\\.')}`)],
    ['Terms & conditions', '/terms', /up to 10 of any one product/],
  ] as const;
  for (const [label, path, copy] of pages) {
    test(`the footer's '${label}' opens a pre-rendered page of store copy`, async ({ page }) => {
      await goto(page, '/');
      await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((u) => u.pathname.replace(/\/$/, '') === path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
      await expect(page.locator('main')).toContainText(copy);
      await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    });
  }

  test('footer pages pass axe and show one h1 @phone', async ({ page }) => {
    for (const path of ['/our-story', '/privacy']) {
      await goto(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectAccessible(page);
    }
  });
});

test.describe('toaster', () => {
  test('a toast left by the previous page shows at the top, is closable and closes by itself', async ({ page }) => {
    // What a page leaves before navigating (src/islands/auth/navigate.ts), present before any script runs.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      sessionStorage.setItem(
        'pendingToasts',
        JSON.stringify([
          { kind: 'success', title: 'Order placed successfully', duration: 2000 },
          { kind: 'error', title: 'Cart empty', description: 'Please add some items in cart to proceed', duration: 60000 },
        ]),
      );
    });
    await page.goto('/our-story');
    const placed = page.locator('[data-sonner-toast]').filter({ hasText: 'Order placed successfully' });
    const empty = page.locator('[data-sonner-toast]').filter({ hasText: 'Cart empty' });
    await expect(placed).toBeVisible();
    await expect(empty).toContainText('Please add some items in cart to proceed');
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    await expect(placed).toBeHidden({ timeout: 6000 });
    await empty.getByRole('button', { name: /close/i }).click();
    await expect(empty).toBeHidden();
  });
});
