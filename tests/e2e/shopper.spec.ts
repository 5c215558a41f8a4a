import { expect, test } from './test';
import { goto, hydrated } from './fixtures';
import { apiCart, apiOrders, cardPrices, expectPageAccessible, expectToast, fillAddress, placeOrder } from './shopper-helpers';
import { addToBag } from './bag-helpers';

test('a new shopper signs up, logs in, finds a product, buys two of it and sees the order @phone', async ({ page }) => {
  const email = `journey-${Date.now().toString(36)}@example.com`;
  const password = 'Journey-pass1';

  await test.step('sign up', async () => {
    await goto(page, '/signup');
    await expect(page.getByRole('heading', { name: 'Sign up', level: 1 })).toBeVisible();
    await page.getByLabel('Full Name').fill('Journey Shopper');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('City').fill('Pune');
    // Sign-up signs in, and comes back to where the shopper was (here: nowhere, so home).
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await hydrated(page);
    await expectToast(page, 'Successfully created your account.');
    expect(await page.evaluate(() => localStorage.getItem('userrole'))).toBe('user');
  });

  await test.step('log out and in again', async () => {
    // On a phone the welcome toast sits over the header: close it first, as a shopper would.
    await page.getByRole('button', { name: 'Close toast' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await goto(page, '/login');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('userrole'))).toBe('user');
  });

  const main = page.getByRole('main');
  await test.step('search, sort and page through the products', async () => {
    await goto(page, '/products');
    await expect(page.getByRole('heading', { name: 'All products' })).toBeVisible();
    await expect(main.getByRole('link').first()).toBeVisible();

    await main.getByRole('searchbox', { name: 'Search products' }).fill('tee');
    await main.getByRole('button', { name: 'Enter' }).click();
    await expect(page).toHaveURL(/\?search=tee$/);
    await expect(main.getByText(/^\d+ products?$/)).toBeVisible();

    const sort = main.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Sorting Low to High' });
    await expect(page).toHaveURL(/search=tee&order=asc/);
    await expect(sort).toHaveValue('asc');
    const asc = await cardPrices(page);
    expect(asc.length).toBeGreaterThan(1);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));

    await sort.selectOption({ label: 'Sorting High to Low' });
    await expect(page).toHaveURL(/order=desc/);
    // Highest first: the page is in descending order and starts at or above the ascending page’s dearest.
    await expect.poll(async () => (await cardPrices(page))[0]).toBeGreaterThanOrEqual(Math.max(...asc));
    const desc = await cardPrices(page);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));

    await page.goBack();
    await expect(page).toHaveURL(/order=asc/);
    await expect(sort).toHaveValue('asc');

    await main.getByRole('button', { name: 'Reset Page' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(main.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');

    // Prev and Next are links to the pages' own addresses (they work without JavaScript); none before page 1.
    await expect(main.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await main.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(main.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Prev' })).toHaveAttribute('href', '/products');
  });

  let name = '';
  await test.step('open a product and add two of it', async () => {
    // The first card's link and name read together: page 2's cards may replace page 1's between two reads.
    const [href, heading] = await main
      .getByRole('listitem')
      .first()
      .evaluate((card) => [card.querySelector('a')?.getAttribute('href') ?? '', card.querySelector('h2, h3')?.textContent ?? '']);
    name = heading;
    await goto(page, href);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await main.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(main.getByLabel('Quantity', { exact: true })).toHaveValue('2');
    await addToBag(page, { open: 'bag' });
    await hydrated(page);
  });

  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  await test.step('change the quantity in the cart', async () => {
    await expect(main.getByRole('heading', { name })).toBeVisible();
    await main.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect.poll(async () => (await apiCart(page, token))[0]?.quantity).toBe(3);
    await main.getByRole('button', { name: `Decrease quantity of ${name}` }).click();
    await expect.poll(async () => (await apiCart(page, token))[0]?.quantity).toBe(2);
    await expect(main.getByText('FREE')).toBeVisible();
    await main.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/payment');
    await hydrated(page);
  });

  await test.step('check out with a new address', async () => {
    await expect(main.getByText('No addresses saved yet.')).toBeVisible();
    const cont = main.getByRole('button', { name: 'Continue to Payment' });
    await expect(cont).toBeDisabled();
    await fillAddress(page);
    await expect(cont).toBeEnabled();
    await placeOrder(page);
    await expectToast(page, 'Order placed successfully');
  });

  await test.step('see the order', async () => {
    const purchaseId = new URL(page.url()).pathname.split('/').pop();
    await goto(page, '/orders');
    const card = main.getByRole('article', { name: `Order #${purchaseId}` });
    await expect(card.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(card.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/)).toBeVisible();
    await expect(card.getByText('Placed', { exact: true })).toBeVisible();
    const [order] = await apiOrders(page, token);
    expect(order.quantity).toBe(2);
    expect(await apiCart(page, token)).toEqual([]);
    await expectPageAccessible(page);
  });
});
