// The shared stack's admin signs in through the sign-in page and opens a tab of the dashboard.
import type { Page } from 'playwright-core';
import { gotoHydrated } from './hydration';
import { serverInfo } from './server-info';

export async function openAdminTab(page: Page, tab: string): Promise<void> {
  await gotoHydrated(page, '/admin-login');
  await page.getByLabel('Username').fill(serverInfo().adminUsername);
  await page.getByLabel('Password').fill(serverInfo().adminPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/admin$/);
  await gotoHydrated(page, `/admin?tab=${tab}`);
}
