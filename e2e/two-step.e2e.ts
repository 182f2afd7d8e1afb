// Two-step sign-in in real Chromium on a phone-sized screen (issue 38; docs/ARCHITECTURE.md,
// Auth: "Two-step sign-in" and "Policy and step-up"; docs/PRODUCT-RULES.md, Admin sign-in).
// An admin of its own (made through the API, as e2e/passkeys.e2e.ts does) sets up an
// authenticator app in the Accounts tab: the test reads the key the page shows and computes
// the codes itself (RFC 6238, lambdas/lib/mfa/totp.ts, the same arithmetic an app does),
// keeps the ten recovery codes shown once, then signs in with password + code, sees a used
// code refused, signs in with a recovery code and sees it refused the second time. A riskiest
// action (finding a person) asks "Confirm it's you", passes, and asks again once the SERVER's
// clock has moved 5 minutes + 1 s (the local-only movable clock, infra/local/movable-clock.ts),
// where a code for the moved time passes; so does a CSV export of people's data after another
// 5 minutes. Last, the policy "every admin must use a passkey or
// a code" is turned on in the Accounts tab, and a third admin without a factor sees only the
// add-a-factor screen; the policy is turned off again at the end.
// The WHOLE file runs on a stack of its own (useOwnStack, with LOCAL_MOVABLE_CLOCK=1): the
// policy switched on, or a moved clock, would break the files running beside it on the
// shared stack. axe checks the code step, the recovery codes and the dialog. Waits on
// states, never sleeps.
import type { Locator, Page } from 'playwright-core';
import { SECURITY_MESSAGES } from '../contract/admin-security';
import { timeStep, totpAt } from '../lambdas/lib/mfa/totp';
import { axeViolations } from './axe';
import { launchBrowser, screenshot } from './browser';
import { E2E_ADMIN_PASSWORD } from './global-setup';
import { waitForHydration } from './hydration';
import { useOwnStack } from './own-stack';
import { settle, showTheme, THEMES } from './screen-state';

const own = useOwnStack({ LOCAL_MOVABLE_CLOCK: '1' }, 'two-step-server');

const stamp = Date.now();
/** Sets up the authenticator app and does every sign-in below. */
const admin = { username: `e2e-2step-${stamp}`, first: 'first-pass-123', own: 'two-step-own-pass-456' };
/** Has no factor: held by the policy. */
const third = { username: `e2e-nofactor-${stamp}`, first: 'first-pass-789', own: 'no-factor-own-pass-012' };
const WRONG_CODE = 'That code is not correct. Please try again.';
const POLICY_PATH = '/api/admin/settings/security';
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

type Answer = { status: number; body: Record<string, unknown> };

async function api(method: string, pathname: string, body?: unknown, token?: string): Promise<Answer> {
  const answer = await fetch(new URL(pathname, own.stack.baseUrl), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** An admin with their own password (the first one would hold them on "Choose your own password"). */
async function addAdmin(mainToken: string, who: { username: string; first: string; own: string }): Promise<void> {
  expect((await api('POST', '/api/admin/admins', { username: who.username, password: who.first }, mainToken)).status).toBe(201);
  const first = await api('POST', '/api/admin/login', { username: who.username, password: who.first });
  expect((await api('POST', '/api/admin/account/password', { currentPassword: who.first, newPassword: who.own }, first.body.token as string)).status).toBe(200);
}

// The authenticator app the test plays: the key read from the page, the server's clock
// (the real one plus what the test moved it), and the last 30 s step the server accepted
// (a code is accepted for one step either side of now, and only after the last one used).
let secret = '';
let clockOffsetMs = 0;
let lastStep = -1;
/** The code for the next step the server will take: the current one, or the one after the last used if that is still within the window. */
function nextCode(): string {
  const current = timeStep(Date.now() + clockOffsetMs);
  const step = Math.max(current, lastStep + 1);
  if (step > current + 1) throw new Error(`The code of step ${lastStep} was used and the next (${step}) is not accepted yet (now ${current}): use a recovery code here`);
  lastStep = step;
  return totpAt(secret, step);
}

/** Move the stack's clock forward (POST /_local/clock, local only; infra/local/movable-clock.ts). */
async function moveServerClock(seconds: number): Promise<void> {
  const moved = await api('POST', `/_local/clock?advanceSeconds=${seconds}`);
  expect(moved.status).toBe(200);
  clockOffsetMs = (moved.body.result as { offsetMs: number }).offsetMs;
}

async function passwordStep(page: Page, who: { username: string; own: string }): Promise<void> {
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.own);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
  await waitForHydration(page);
}

/** Sends the sign-in's second step; answers the status of its verify call. */
async function sendStep(page: Page, step: Locator): Promise<number> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/login/verify') && r.request().method() === 'POST');
  await step.getByRole('button', { name: 'Verify and sign in' }).click();
  return (await answered).status();
}

async function dismissToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text });
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await toast.waitFor({ state: 'detached' });
}

/** axe finds nothing on what is on screen, on a phone and a desktop, in the light and the dark theme; back to the phone in the light one after. */
async function noAxeViolations(page: Page): Promise<void> {
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    for (const theme of THEMES) {
      await showTheme(page, theme);
      await settle(page);
      const violations = await axeViolations(page);
      expect({ size, theme, violations: violations.map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.html) })) }).toEqual({ size, theme, violations: [] });
    }
  }
  await showTheme(page, 'light');
  await page.setViewportSize(phone);
}

describe('two-step sign-in', () => {
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    // Both admins made with the stack's first admin's session, which confirms it is them first (adding an admin is a riskiest action).
    const main = await api('POST', '/api/admin/login', { username: 'admin', password: E2E_ADMIN_PASSWORD });
    const token = main.body.token as string;
    expect((await api('POST', '/api/admin/step-up', { method: 'password', password: E2E_ADMIN_PASSWORD }, token)).status).toBe(200);
    await addAdmin(token, admin);
    await addAdmin(token, third);
  });

  test('an admin sets up an authenticator app in the Accounts tab and gets ten recovery codes, once', async () => {
    const { page } = own.browser;
    await page.goto(new URL('/admin-login', own.stack.baseUrl).toString());
    await waitForHydration(page);
    await passwordStep(page, admin);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'Accounts' }).click();

    const card = page.getByRole('region', { name: 'Two-step sign-in' });
    await card.getByText('Off', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const form = page.getByRole('form', { name: 'Set up an authenticator app' });
    // The QR code is drawn in the page (qrcode, loaded on demand), as a PNG data URL: nothing leaves the page.
    const qr = form.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await screenshot(page, 'two-step-app-setup-phone');
    // The key as the page shows it, in groups of four for typing.
    const shown = (await form.getByLabel('Setup key').textContent()) ?? '';
    secret = shown.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await form.getByLabel(/^Code from your authenticator app/).fill(nextCode());
    const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/admin/totp/confirm') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    expect((await confirmed).ok()).toBe(true);

    const notice = page.getByRole('region', { name: 'Save these recovery codes now' });
    await notice.waitFor();
    recoveryCodes = (await notice.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    await noAxeViolations(page);
    await screenshot(page, 'two-step-recovery-codes-phone');
    await notice.getByRole('button', { name: 'I have saved them' }).click();
    await notice.waitFor({ state: 'detached' });
    // Shown once: the card now lists the app and counts the codes, never shows them again.
    await card.getByRole('list', { name: 'My sign-in factors' }).getByRole('listitem').filter({ hasText: 'Authenticator app' }).waitFor();
    await card.getByText('Recovery codes left: 10 of 10').waitFor();
    await card.getByText('On', { exact: true }).waitFor();
    expect(await page.getByText(recoveryCodes[0]).count()).toBe(0);
    await signOut(page);
  });

  test('signs in with the password and a code; the same code again is refused', async () => {
    const { page } = own.browser;
    await passwordStep(page, admin);
    const step = page.getByRole('form', { name: 'Two-step sign-in' });
    const field = step.getByLabel(/^Code from your authenticator app/);
    await field.waitFor();
    await noAxeViolations(page);
    await screenshot(page, 'two-step-code-step-phone');
    const code = nextCode();
    await field.fill(code);
    expect(await sendStep(page, step)).toBe(200);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await signOut(page);

    // The same code, still within its 30 s either side: used once, never again.
    await passwordStep(page, admin);
    await field.fill(code);
    expect(await sendStep(page, step)).toBe(401);
    await step.getByRole('alert').getByText(WRONG_CODE).waitFor();
    await screenshot(page, 'two-step-code-replayed-phone');
  });

  test('signs in with a recovery code; the same recovery code again is refused', async () => {
    const { page } = own.browser;
    // Still on the second step the replayed code left open.
    const step = page.getByRole('form', { name: 'Two-step sign-in' });
    await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const field = step.getByLabel(/^Recovery code/);
    // Typed as written down: upper case and spaces are ignored.
    await field.fill(recoveryCodes[0].toUpperCase().replace(/-/g, ' '));
    expect(await sendStep(page, step)).toBe(200);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await signOut(page);

    await passwordStep(page, admin);
    await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await field.fill(recoveryCodes[0]);
    expect(await sendStep(page, step)).toBe(401);
    await step.getByRole('alert').getByText(WRONG_CODE).waitFor();
    // Another of the codes still works.
    await field.fill(recoveryCodes[1]);
    expect(await sendStep(page, step)).toBe(200);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });

  test('a riskiest action asks "Confirm it’s you", and asks again once the server’s clock moved 5 minutes + 1 s', async () => {
    const { page } = own.browser;
    await page.getByRole('tab', { name: 'People' }).click();
    const check = page.getByRole('alertdialog', { name: 'Confirm it’s you' });
    const find = async (email: string) => {
      const answered = page.waitForResponse((r) => r.url().includes('/api/admin/people?') && r.request().method() === 'GET');
      await page.getByLabel('Email or phone').fill(email);
      await page.getByRole('button', { name: 'Find' }).click();
      return answered;
    };

    // A session's first riskiest action: the dialog asks for the app's code (or a recovery code).
    const first = `first-${stamp}@example.com`;
    expect((await (await find(first)).json()) as { reason?: string }).toMatchObject({ reason: 'stepUpRequired' });
    const code = check.getByLabel(/^Code from your authenticator app/);
    await code.waitFor();
    await noAxeViolations(page);
    await screenshot(page, 'two-step-confirm-dialog-phone');
    // The app's next code may not be accepted for up to 30 s (its last one was used moments ago): a recovery code confirms now.
    await check.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await check.getByLabel(/^Recovery code/).fill(recoveryCodes[2]);
    const retried = page.waitForResponse((r) => r.url().includes('/api/admin/people?') && r.status() === 200);
    await check.getByRole('button', { name: 'Confirm' }).click();
    await retried;
    await check.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: first }).waitFor();

    // Within 5 minutes: no question.
    const second = `second-${stamp}@example.com`;
    expect((await find(second)).status()).toBe(200);
    await page.getByRole('heading', { name: second }).waitFor();
    expect(await check.count()).toBe(0);

    // The server's clock 5 minutes + 1 s on: the check has expired, the dialog asks again.
    await moveServerClock(5 * 60 + 1);
    const later = `later-${stamp}@example.com`;
    expect((await find(later)).status()).toBe(409);
    await code.waitFor();
    // A code for the moved time, as an app on a phone whose clock agrees with the server's.
    await code.fill(nextCode());
    const passed = page.waitForResponse((r) => r.url().includes('/api/admin/people?') && r.status() === 200);
    await check.getByRole('button', { name: 'Confirm' }).click();
    await passed;
    await check.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: later }).waitFor();
    await screenshot(page, 'two-step-confirmed-after-clock-moved-phone');
  });

  test('a CSV export of people’s data asks again once the server’s clock moved another 5 minutes + 1 s', async () => {
    const { page } = own.browser;
    // A message to export (the stack's own: nothing else writes to it).
    const sent = await api('POST', '/api/contact', { name: 'Export Check', email: `export-${stamp}@example.com`, message: 'A message for the contacts CSV.' });
    expect(sent.status).toBe(201);
    await page.getByRole('tab', { name: 'Forms' }).click();
    const exportCsv = page.getByRole('button', { name: /Export contacts CSV/ });
    // Found on the server (the list the tab opened with may predate the message).
    await page.getByLabel('Search messages by name, email or phone').fill(`export-${stamp}@example.com`);
    await page.getByText(/^1 matching loaded$/).first().waitFor();

    await moveServerClock(5 * 60 + 1);
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/admin/exports') && r.status() === 409);
    const downloaded = page.waitForEvent('download');
    await exportCsv.click();
    await asked;
    const check = page.getByRole('alertdialog', { name: 'Confirm it’s you' });
    await check.getByLabel(/^Code from your authenticator app/).fill(nextCode());
    await check.getByRole('button', { name: 'Confirm' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    await check.waitFor({ state: 'detached' });
  });

  test('every admin must use a passkey or a code: an admin without one sees only the add-a-factor screen', async () => {
    const { page } = own.browser;
    const policyIs = (on: boolean) => page.getByText(on ? 'Every admin must use a passkey or a code: on.' : /^Every admin must use a passkey or a code: off\./);
    const saved = () => page.waitForResponse((r) => r.url().endsWith(POLICY_PATH) && r.request().method() === 'PUT');
    const token = (await page.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
    expect(token).not.toBe('');
    const held = await launchBrowser({ viewport: phone });
    try {
      await page.getByRole('tab', { name: 'Accounts' }).click();
      const card = page.getByRole('region', { name: 'Second factor for every admin' });
      await policyIs(false).waitFor();
      // The check above is under a minute old on the server's clock: the change asks no more.
      const turnedOn = saved();
      await card.getByRole('button', { name: 'Require a second factor of every admin' }).click();
      expect((await turnedOn).status()).toBe(200);
      await policyIs(true).waitFor();
      await card.getByText('Required', { exact: true }).waitFor();
      // The saved toast sits over the card's button on a phone: read, then dismissed, as a person would.
      await dismissToast(page, SECURITY_MESSAGES.policyOn);

      // The third admin signs in with a password alone: the add-a-factor screen, nothing else.
      const other = held.page;
      await other.goto(new URL('/admin-login', own.stack.baseUrl).toString());
      await waitForHydration(other);
      await passwordStep(other, third);
      await other.getByRole('heading', { name: 'Add a second factor to continue' }).waitFor();
      await other.getByRole('region', { name: 'Two-step sign-in' }).getByRole('button', { name: 'Set up an authenticator app' }).waitFor();
      expect(await other.getByRole('button', { name: 'Continue to the admin' }).isDisabled()).toBe(true);
      expect(await other.getByRole('tab').count()).toBe(0);
      expect(await other.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
      await screenshot(other, 'two-step-factor-required-phone');
      // The API agrees: any other admin route is closed to this session.
      const heldToken = (await other.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
      const refused = await api('GET', '/api/admin/registrations', undefined, heldToken);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ reason: 'factorRequired' });

      // Off again, as a fresh install has it.
      const turnedOff = saved();
      await card.getByRole('button', { name: 'Stop requiring a second factor' }).click();
      expect((await turnedOff).status()).toBe(200);
      await policyIs(false).waitFor();
      await dismissToast(page, SECURITY_MESSAGES.policyOff);
      // No script error along the way; the refusals the test asked for (401 on a used code, 409 asking to confirm) are the only failed loads.
      expect(own.browser.errors.filter((e) => !/the server responded with a status of (401|409)/.test(e))).toEqual([]);
    } finally {
      await held.close();
      // Whatever failed above, the policy is off when the file ends (the stack is the file's own, but it is
      // the rule for anything that switches a site-wide setting). Through the API, confirming with a recovery code if asked.
      const isOn = async () => ((await api('GET', POLICY_PATH, undefined, token)).body.data as { requireSecondFactor?: boolean } | undefined)?.requireSecondFactor;
      if (await isOn()) {
        const off = () => api('PUT', POLICY_PATH, { requireSecondFactor: false }, token);
        let answer = await off();
        if (answer.status === 409 && answer.body.reason === 'stepUpRequired') {
          await api('POST', '/api/admin/step-up', { method: 'recovery', code: recoveryCodes[3] }, token);
          answer = await off();
        }
        expect(answer.status).toBe(200);
        expect(await isOn()).toBe(false);
      }
    }
  });
});
