// Admin accounts in real Chromium (docs/PRODUCT-RULES.md, Admin accounts): the
// first admin adds a second one with a first password; the second signs in,
// is held on the change-password screen, sets their own password in another
// browser, and the session they had opened with the first password is refused
// from then on. The changes are in the audit log.
import type { Page } from 'playwright-core';
import { ACCOUNT_MESSAGES, SESSION_EXPIRED_MESSAGE } from '../contract/messages';
import { launchBrowser, screenshot, type Browser } from './browser';
import { gotoHydrated } from './hydration';
import { serverInfo, url } from './server-info';

const stamp = Date.now();
const second = { username: `e2e-second-${stamp}`, first: 'first-pass-123', own: 'second-own-pass-456' };

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await gotoHydrated(page, '/admin-login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/login') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  expect((await answered).status()).toBe(200);
}

describe('admin accounts', () => {
  // Two browsers: two separate storages, so two separate sessions of the second admin.
  let one: Browser;
  let two: Browser;
  let oldToken = '';
  beforeAll(async () => {
    one = await launchBrowser({ viewport: { width: 1280, height: 800 } });
    two = await launchBrowser({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  test(
    'the first admin adds a second one with a first password',
    async () => {
      const page = one.page;
      await signIn(page, serverInfo().adminUsername, serverInfo().adminPassword);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await page.getByRole('tab', { name: 'Accounts' }).click();
      const addForm = page.getByRole('form', { name: 'Add an admin' });
      await addForm.getByLabel(/^Username/).fill(second.username);
      await addForm.getByLabel(/^First password/).fill(second.first);
      // The first answer is the 409 that asks for the step-up; the one after it is the admin made.
      const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/admins') && r.request().method() === 'POST' && r.status() !== 409);
      await addForm.getByRole('button', { name: 'Add admin' }).click();
      // Adding an admin is one of the riskiest actions: the app asks the admin to confirm it is them first.
      const check = page.getByRole('alertdialog', { name: 'Confirm it’s you' });
      await check.getByLabel(/^Your password/).fill(serverInfo().adminPassword);
      await check.getByRole('button', { name: 'Confirm' }).click();
      expect((await created).status()).toBe(201);
      await page.getByText(ACCOUNT_MESSAGES.created).first().waitFor();
      await page.getByRole('row').filter({ hasText: second.username }).getByText('First password not changed yet').waitFor();
      await screenshot(page, 'admin-accounts-added-desktop');
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    },
  );

  test(
    'creates a second admin who signs in and changes their password, after which the old session is refused',
    async () => {
      // The second admin signs in with the first password in one browser: the old session.
      const old = one.page;
      await signIn(old, second.username, second.first);
      await old.getByRole('heading', { name: 'Choose your own password' }).waitFor();
      oldToken = (await old.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
      expect(oldToken).not.toBe('');

      // In another browser the app holds them on the change-password screen until they set their own.
      const fresh = two.page;
      await signIn(fresh, second.username, second.first);
      await fresh.getByRole('heading', { name: 'Choose your own password' }).waitFor();
      await fresh.getByLabel(/^Current password/).fill(second.first);
      await fresh.getByLabel(/^New password\s*\*?$/).fill(second.own);
      await fresh.getByLabel(/^New password again/).fill(second.own);
      await screenshot(fresh, 'admin-first-password-desktop');
      const changed = fresh.waitForResponse((r) => r.url().endsWith('/api/admin/account/password'));
      await fresh.getByRole('button', { name: 'Save my password' }).click();
      expect((await changed).status()).toBe(200);
      await fresh.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

      // The old session is refused: by the API, and in its browser, whose next call lands on sign-in.
      const refused = await fetch(url('/api/admin/account/sessions'), { headers: { Authorization: `Bearer ${oldToken}` } });
      expect(refused.status).toBe(401);
      await old.getByLabel(/^Current password/).fill(second.first);
      await old.getByLabel(/^New password\s*\*?$/).fill('yet-another-pass');
      await old.getByLabel(/^New password again/).fill('yet-another-pass');
      await old.getByRole('button', { name: 'Save my password' }).click();
      await old.getByText(SESSION_EXPIRED_MESSAGE).waitFor();
      expect(new URL(old.url()).pathname).toBe('/admin-login');
    },
  );

  test(
    'the new session lists itself, and the audit log shows who changed what',
    async () => {
      const page = two.page;
      await page.getByRole('tab', { name: 'Accounts' }).click();
      await page.getByRole('table', { name: 'My sessions' }).getByText('This session').waitFor();
      await screenshot(page, 'admin-accounts-my-sessions-desktop');

      await page.getByRole('tab', { name: 'Audit' }).click();
      const audit = page.getByRole('table', { name: 'Audit log' });
      await audit.getByRole('row').filter({ hasText: ACCOUNT_MESSAGES.passwordChanged }).filter({ hasText: second.username }).waitFor();
      await audit.getByRole('row').filter({ hasText: ACCOUNT_MESSAGES.created }).filter({ hasText: serverInfo().adminUsername }).first().waitFor();
      await screenshot(page, 'admin-audit-desktop');
    },
  );

  test('20 parallel wrong passwords against the running stack: at most 5 checked, the rest 429, never a 5xx; the admin elsewhere still signs in', async () => {
    // A stranger's address (the local API passes CloudFront's viewer-address header through like CloudFront would),
    // so the guesses do not use up 127.0.0.1's attempts for the other journeys of this run.
    const login = (password: string, address: string) =>
      fetch(url('/api/admin/login'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CloudFront-Viewer-Address': `${address}:443` },
        body: JSON.stringify({ username: second.username, password }),
      });
    const started = Date.now();
    const statuses = (await Promise.all(Array.from({ length: 20 }, (_, i) => login(`wrong ${i}`, '198.51.100.20')))).map((r) => r.status);
    const took = Date.now() - started;
    const counts = statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    console.log(`20 parallel wrong passwords: ${JSON.stringify(counts)} in ${took} ms`);
    // Every 401 is a password bcrypt checked; a 429 is refused before the check.
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(counts[401]).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(20);
    expect((await login(second.own, '198.51.100.20')).status).toBe(429);
    expect((await login(second.own, '203.0.113.77')).status).toBe(200);
  });
});
