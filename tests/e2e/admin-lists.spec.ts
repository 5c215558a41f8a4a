import { formatRs } from '../../src/lib/money';
import { expect, test } from './test';
import { goSection, openConsole, shopperWithOrder, storeSession, toast, expectConsoleAccessible } from './admin-helpers';
import { apiToken, DEMO_ADMIN, newShopper } from './fixtures';

test.describe('admin console lists', () => {
  test('Dashboard lists users with their figures and the totals row, and deletes a user', async ({ page }) => {
    const buyer = await shopperWithOrder(page, 'Dashboard Buyer', 3);
    const leaving = await newShopper(page, 'Leaving Shopper');
    await openConsole(page);
    const table = page.getByRole('region', { name: 'Manage Users table' }).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['User', 'Order', 'Cart', 'Total', 'Avg. order', 'Delete']);
    const row = table.getByRole('row', { name: new RegExp(buyer.email) });
    await expect(row.getByRole('cell')).toHaveText(['1', '0', formatRs(buyer.product.price * 3), formatRs(buyer.product.price * 3), 'Delete']);
    const users = await (await page.request.get('/api/users?limit=1', { headers: { token: await apiToken(page, DEMO_ADMIN, true) } })).json();
    const foot = table.locator('tfoot tr');
    await expect(foot.getByRole('rowheader')).toHaveText(`Totals (${users.totals.users} users)`);
    await expect(foot.getByRole('cell').nth(0)).toHaveText(String(users.totals.orders));
    const average = Math.round(users.totals.total / users.totals.orders);
    await expect(foot.getByRole('cell').nth(3)).toHaveText(formatRs(average));
    await expectConsoleAccessible(page);

    await table
      .getByRole('button', { name: `Delete ${leaving.name}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Delete ${leaving.name}?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'success', 'User Deleted')).toContainText(`${leaving.name} has been deleted successfully`);
    await expect(table.getByRole('row', { name: new RegExp(leaving.email) })).toHaveCount(0);
  });

  test('Manage Orders moves an order through its steps and the shopper sees it in their words', async ({ page, browser }) => {
    const buyer = await shopperWithOrder(page, 'Status Shopper');
    await openConsole(page, 'manage-orders');
    const table = page.getByRole('region', { name: 'Manage Orders table' }).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['', 'Photo', 'Order', 'Shopper', 'Amount', 'Placed · Payment', 'Status', 'Actions']);
    const row = table.getByRole('row').filter({ hasText: buyer.email }).first();
    await expect(row).toContainText(buyer.order.name);
    const group = row.getByRole('group', { name: `Actions for order #${buyer.order._id}` });
    await expect(group.getByRole('button')).toHaveText(['Mark packed', 'Cancel…']);

    await group.getByRole('button', { name: 'Mark packed' }).click();
    await expect(toast(page, 'success', 'Order updated')).toBeVisible();
    await expect(row).toContainText('Packed');
    await expect(group.getByRole('button')).toHaveText(['Mark shipped…', 'Cancel…']);
    await group.getByRole('button', { name: 'Cancel…' }).click();
    const ask = page.getByRole('dialog', { name: `Cancel order #${buyer.order._id}?` });
    await ask.getByLabel('Reason (the shopper reads it)').fill('Out of stock at the warehouse');
    await ask.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(row).toContainText('Cancelled');
    await expectConsoleAccessible(page);

    // The shopper's own orders page shows the new status.
    const shopper = await browser.newPage();
    await storeSession(shopper, buyer.token, 'user');
    const res = await shopper.goto('/orders');
    if (res?.status() === 404) {
      test.info().annotations.push({ type: 'todo', description: '/orders is not built yet: checked through the API' });
      const mine = await (await shopper.request.get('/api/order', { headers: { token: buyer.token } })).json();
      expect(mine.data[0].step).toBe('cancelled');
    } else {
      await expect(shopper.getByText(buyer.order.name).first()).toBeVisible();
      await expect(shopper.getByText('Cancelled').first()).toBeVisible();
      await expect(shopper.getByText('Rejected')).toHaveCount(0);
    }
    await shopper.close();
  });

  test('Manage Admins lists admins and Add Admins adds one, which can then be deleted', async ({ page }) => {
    await openConsole(page, 'add-admins');
    const form = page.locator('form');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByLabel('Admin Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('Choose a role from the list');
    await expect(page.getByLabel('Admin Image Link')).toHaveAttribute('type', 'url');
    await expect(page.getByLabel('Admin Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Admin Contact No.')).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByLabel('Admin Password')).toHaveAttribute('type', 'password');
    const select = page.getByLabel('Admin Category');
    await expect(select.locator('option')).toHaveText(['Select Role', 'Technical', 'Developer', 'Project Manager', 'Sales', 'Customer Executive']);

    const email = `new-admin-${Date.now()}@fashionstore.example.com`;
    await page.getByLabel('Admin Name').fill('Neha Newadmin');
    await page.getByLabel('Admin Image Link').fill('https://example.com/neha.png');
    await page.getByLabel('Admin Email').fill(email);
    await page.getByLabel('Admin Contact No.').fill('9123456780');
    await page.getByLabel('Admin Password').fill('Str0ng-pass!');
    await select.selectOption('Sales');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(toast(page, 'success', 'Admin Added')).toContainText('Neha Newadmin has been added successfully');
    await expect(page.getByLabel('Admin Name')).toHaveValue('');

    // The same e-mail again: the server's refusal shows, as an error.
    await page.getByLabel('Admin Name').fill('Neha Again');
    await page.getByLabel('Admin Image Link').fill('https://example.com/neha.png');
    await page.getByLabel('Admin Email').fill(email);
    await page.getByLabel('Admin Contact No.').fill('9123456780');
    await page.getByLabel('Admin Password').fill('Str0ng-pass!');
    await select.selectOption('Sales');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(toast(page, 'error', 'Error while adding')).toContainText('This e-mail is already registered');

    await goSection(page, 'Manage Admins');
    const table = page.getByRole('region', { name: 'Manage Admins table' }).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Photo', 'Name', 'Email', 'Contact No.', 'Role', 'Delete']);
    const row = table.getByRole('row', { name: /Neha Newadmin/ });
    await expect(row).toContainText(email);
    await expect(row).toContainText('Sales');
    await expect(table.getByRole('button', { name: `Delete ${DEMO_ADMIN.name}` })).toBeDisabled();
    await expectConsoleAccessible(page);

    await row.getByRole('button', { name: 'Delete Neha Newadmin' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'success', 'Admin Deleted')).toContainText('Neha Newadmin has been deleted successfully');
    await expect(table.getByRole('row', { name: /Neha Newadmin/ })).toHaveCount(0);
  });

  test('Support lists concerns newest first and resolves one', async ({ page }) => {
    const first = `Where is my parcel ${Date.now()}?`;
    const second = `Can I exchange a size ${Date.now()}?`;
    await page.request.post('/api/support', { data: { message: first, email: 'guest@example.com' } });
    await page.request.post('/api/support', { data: { message: second, email: 'guest@example.com' } });
    await openConsole(page, 'support');
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items.first()).toContainText(second);
    await expect(items.nth(1)).toContainText(first);
    await expect(items.first()).toContainText('Guest');
    await items
      .first()
      .getByRole('button', { name: /Resolve/ })
      .click();
    await expect(toast(page, 'success', 'Concern resolved')).toBeVisible();
    await expect(items.first()).toContainText('Resolved');
    await expect(items.first().getByRole('button', { name: /Resolve/ })).toHaveCount(0);
    await expectConsoleAccessible(page);
  });

  test('a failing server call shows the error text and the server message, and retry recovers @phone', async ({ page }) => {
    await page.route(/\/api\/users\?/, (route) => route.fulfill({ status: 503, json: { msg: 'The store is restarting. Please try again in a moment.' } }));
    await openConsole(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error Occurred while getting User list');
    await expect(alert).toContainText('The store is restarting');
    await page.unroute(/\/api\/users\?/);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Manage Users table' })).toBeVisible();
  });

  test("a shopper's token is refused by the server even with a forged admin role @phone", async ({ page }) => {
    const who = await newShopper(page, 'Sneaky Shopper');
    await storeSession(page, await apiToken(page, who), 'admin');
    await page.goto('/admin');
    // The Dashboard's two lists (users, low stock) are both refused.
    const users = page.getByRole('alert').filter({ hasText: 'Error Occurred while getting User list' });
    await expect(users).toContainText('You are not allowed to do this');
    await expect(page.getByRole('alert').filter({ hasText: 'We could not load the low stock list.' })).toContainText('You are not allowed to do this');
    await goSection(page, 'Manage Orders');
    await expect(page.getByRole('alert').filter({ hasText: 'Error Occurred while getting Orders' })).toContainText('You are not allowed to do this');
  });
});
