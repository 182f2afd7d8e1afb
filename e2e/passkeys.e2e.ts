// Passkeys in real Chromium (issue 38; docs/ARCHITECTURE.md, Auth: Passkeys), with its
// virtual authenticator (CDP WebAuthn: an internal, user-verifying authenticator that
// keeps discoverable credentials). An admin of its own (the shared admin must keep
// signing in with a password alone) adds a passkey in the Accounts tab, signs out,
// and signs in with the passkey alone: no username, no password; then with the password and the
// passkey as the second step.
// The page is opened at localhost, not 127.0.0.1: a relying party id cannot be an IP
// address, so the local stack serves passkeys as localhost (lambdas/lib/mfa/relying-party.ts).
import { launchBrowser, screenshot, type Browser } from './browser';
import { waitForHydration } from './hydration';
import { serverInfo } from './server-info';

const stamp = Date.now();
const admin = { username: `e2e-passkey-${stamp}`, first: 'first-pass-123', own: 'passkey-own-pass-456' };

/** The server's address with localhost for 127.0.0.1 (same port). */
function localhostUrl(pathname: string): string {
  const base = new URL(serverInfo().baseUrl);
  base.hostname = 'localhost';
  return new URL(pathname, base).toString();
}

async function api(pathname: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(new URL(pathname, serverInfo().baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

describe('passkeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    // The admin, made through the API with the shared admin's session, with their own password set.
    const main = await api('/api/admin/login', { username: serverInfo().adminUsername, password: serverInfo().adminPassword });
    // Adding an admin is one of the riskiest actions: the session confirms it is them first.
    expect((await api('/api/admin/step-up', { method: 'password', password: serverInfo().adminPassword }, main.body.token as string)).status).toBe(200);
    expect((await api('/api/admin/admins', { username: admin.username, password: admin.first }, main.body.token as string)).status).toBe(201);
    const first = await api('/api/admin/login', { username: admin.username, password: admin.first });
    expect((await api('/api/admin/account/password', { currentPassword: admin.first, newPassword: admin.own }, first.body.token as string)).status).toBe(200);

    browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
    const cdp = await browser.context.newCDPSession(browser.page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  test(
    'an admin adds a passkey in the Accounts tab, signs out, and signs in with the passkey alone',
    async () => {
      const page = browser.page;
      await page.goto(localhostUrl('/admin-login'));
      await waitForHydration(page);
      await page.getByLabel('Username').fill(admin.username);
      await page.getByLabel('Password').fill(admin.own);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await page.getByRole('tab', { name: 'Accounts' }).click();

      const card = page.getByRole('region', { name: 'Two-step sign-in' });
      await card.getByRole('button', { name: 'Add a passkey' }).click();
      const form = page.getByRole('form', { name: 'Add a passkey' });
      await form.getByLabel(/^Passkey name/).fill('E2E laptop');
      const added = page.waitForResponse((r) => r.url().endsWith('/api/admin/passkeys') && r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Create passkey' }).click();
      expect((await added).status()).toBe(200);
      // The first factor: the recovery codes, once.
      await page.getByText('E2E laptop').waitFor();
      await screenshot(page, 'admin-passkey-added-desktop');
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.getByRole('list', { name: 'My sign-in factors' }).getByText('not used to sign in yet').waitFor();

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
      await waitForHydration(page);

      const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/admin/login/passkey') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      expect((await signedIn).status()).toBe(200);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await page.getByRole('tab', { name: 'Accounts' }).click();
      await page.getByRole('list', { name: 'My sign-in factors' }).getByText(/last used/).waitFor();
      await screenshot(page, 'admin-passkey-signed-in-desktop');
      expect(browser.errors).toEqual([]);
    },
  );

  test(
    'the same admin signs in with the password, and the passkey as the second step',
    async () => {
      const page = browser.page;
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
      await waitForHydration(page);
      await page.getByLabel('Username').fill(admin.username);
      await page.getByLabel('Password').fill(admin.own);
      // The password alone opens no session for an account with a factor: a challenge, then the second step.
      const challenged = page.waitForResponse((r) => r.url().endsWith('/api/admin/login') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      const answer = (await (await challenged).json()) as { data?: { mfa?: string; token?: string } };
      expect(answer.data?.mfa).toBe('required');
      expect(answer.data?.token).toBeUndefined();
      const verified = page.waitForResponse((r) => r.url().endsWith('/api/admin/login/verify') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Use your passkey' }).click();
      expect((await verified).status()).toBe(200);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      expect(browser.errors).toEqual([]);
    },
  );
});
