// A monthly programme's whole cycle on a phone, in Chromium, against the local
// Paystack gateway (docs/PRODUCT-RULES.md, Monthly programmes): the admin
// creates a programme in the Programmes tab; a visitor enrols from
// /programmes, pays the first month at the gateway's checkout and lands on
// the manage page, active; the enrolment mail with its manage link is in the
// local inbox; the admin's roster shows the learner active; the gateway's
// local control bills the next month (paid-through moves on); the learner
// stops the subscription from the manage page and the roster says stopped.
// Its own stack (as payments.e2e.ts): the shared e2e server has no gateway.
import { formatLongDay, addDays, todayInLagos } from '../contract/dates';
import { monthCoveredFrom } from '../contract/programmes';
import type { Page } from 'playwright-core';
import { site } from '../frontend/src/content/site';
import { axeViolations } from './axe';
import { screenshot } from './browser';
import { gotoHydrated } from './hydration';
import { mailTo, until } from './local-inbox';
import { useOwnStack } from './own-stack';
import { pageClock, takeAsLongAsAPerson } from './person';
import { serverInfo, url } from './server-info';

// Known, so the test may call the gateway's subscription list and its billing control (both answer to the key only).
const KEY = 'sk_test_e2e_programmes_0123456789abcdef';

// url(), the inbox and gotoHydrated address this stack while the file runs.
const own = useOwnStack({ PAYSTACK_GATEWAY: 'on', PAYSTACK_SECRET_KEY: KEY, PAYSTACK_BASE_URL: '' }, 'programmes-server');

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path.startsWith('http') ? path : url(path), { ...init, headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type Learner = { name: string; status: string; paidThrough?: string };

/**
 * axe on the screens only this stack can show (a paid enrolment needs the gateway), in light and dark;
 * e2e/accessibility.e2e.ts scans /programmes, its form and the Programmes tab on every viewport.
 */
async function axeInBothThemes(page: Page, path: string, ready: () => Promise<unknown>): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark']) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [site.themeStorageKey, theme]);
    await gotoHydrated(page, path);
    await ready();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
    const violations = await axeViolations(page);
    found.push(...violations.map((v) => `${theme} ${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
  }
  await page.evaluate((key) => localStorage.removeItem(key), site.themeStorageKey);
  return found;
}

test('admin creates a programme; a visitor enrols and pays on a phone; the mail, the roster, the next month billed, stopped from the manage page', async () => {
  const { browser } = own;
  const { page } = browser;
  const stamp = Date.now();
  const name = `Saturday Piano ${stamp}`;
  const email = `learner.${stamp}@example.com`;
  const startsOn = addDays(todayInLagos(), 7);

  // The admin, in the Programmes tab.
  await gotoHydrated(page, '/admin-login');
  await page.getByLabel('Username').fill(serverInfo().adminUsername);
  await page.getByLabel('Password').fill(serverInfo().adminPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/admin$/);
  await gotoHydrated(page, '/admin?tab=programmes');
  const create = page.getByRole('form', { name: 'New programme' });
  await create.getByLabel(/^Name/).fill(name);
  await create.getByLabel(/^Lesson/).selectOption('instrument-lessons');
  await create.getByLabel(/^Monthly fee/).fill('20000');
  await create.getByLabel(/^Capacity/).fill('8');
  await create.getByLabel(/^First day/).fill(startsOn);
  await create.getByLabel('Time').fill('10:00');
  await create.getByLabel('Minutes').fill('90');
  await create.getByRole('button', { name: 'Create programme' }).click();
  const adminCard = page.getByRole('region', { name });
  await adminCard.getByText('0 of 8 seats taken').waitFor();
  await screenshot(page, 'programmes-admin-created');

  // A visitor finds it from the services page and enrols.
  await gotoHydrated(page, '/services');
  await page.getByRole('link', { name: 'Monthly Programmes', exact: true }).click();
  await page.waitForURL(/\/programmes$/);
  const card = page.getByRole('listitem', { name });
  await card.getByText('8 seats left').waitFor();
  await card.getByText('₦20,000').waitFor();
  await card.getByRole('button', { name: `Enrol in ${name}` }).click();
  const form = card.getByRole('form', { name: `Enrol in ${name}` });
  await form.waitFor();
  const shownAt = await pageClock(page);
  await form.getByLabel("Learner's full name").fill('Tobi Learner');
  await form.getByLabel("Learner's age").fill('12');
  await form.getByLabel("Parent or guardian's name").fill('Funke Learner');
  await form.getByLabel("Parent or guardian's phone").fill('+2348030001111');
  await form.getByRole('checkbox', { name: /I am the learner’s parent or guardian/ }).check();
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Phone number').fill('+2348031234567');
  await takeAsLongAsAPerson(page, shownAt);
  await screenshot(page, 'programmes-enrol-form');
  await form.getByRole('button', { name: 'Enrol and pay the first month' }).click();

  // The gateway's checkout: the first month, paid.
  await page.waitForURL(/\/checkout\/[a-z0-9]+$/);
  const gateway = new URL(page.url()).origin;
  await page.getByRole('form', { name: 'Complete the payment' }).waitFor();
  await page.getByRole('button', { name: /^Pay / }).click();

  // Back on the learner's manage page: active once the webhook is applied (the page asks again while pending).
  await page.waitForURL(/\/enrolments\/[A-Za-z0-9_-]+/);
  const manage = new URL(page.url()).pathname;
  const status = page.getByTestId('enrolment-status');
  await status.getByText('Active', { exact: true }).waitFor();
  const firstMonth = monthCoveredFrom(startsOn);
  await page.getByTestId('enrolment-paid-through').getByText(formatLongDay(firstMonth)).waitFor();
  await screenshot(page, 'programmes-manage-active');
  expect(await axeInBothThemes(page, manage, () => status.getByText('Active', { exact: true }).waitFor())).toEqual([]);

  // The enrolment mail, with the manage link.
  const mail = await until('the enrolment mail', mailTo(email, (m) => m.subject === `Enrolled: ${name}`));
  expect(mail.text).toContain(manage);
  expect(mail.text).toContain('Monthly fee: ₦20,000');

  // The admin's roster: the learner, active.
  await gotoHydrated(page, '/admin?tab=programmes');
  await adminCard.getByText('1 of 8 seats taken').waitFor();
  await adminCard.getByRole('button', { name: 'Learners' }).click();
  const row = adminCard.getByTestId('roster-row').filter({ hasText: 'Tobi Learner' });
  await row.getByTestId('roster-status').getByText('Active', { exact: true }).waitFor();
  await screenshot(page, 'programmes-roster-active');
  expect(
    await axeInBothThemes(page, '/admin?tab=programmes', async () => {
      await adminCard.getByRole('button', { name: 'Learners' }).click();
      await row.getByTestId('roster-status').waitFor();
    }),
  ).toEqual([]);

  // Next month, billed by the gateway's local control: paid-through moves on by a month.
  const subscriptions = await json<{ data: { subscription_code: string }[] }>(`${gateway}/subscription?customer=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${KEY}` } });
  expect(subscriptions.data).toHaveLength(1);
  const billed = await json<{ status: boolean }>(`${gateway}/_local/subscription/${subscriptions.data[0].subscription_code}/bill`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${KEY}` },
    body: JSON.stringify({ outcome: 'success' }),
  });
  expect(billed.status).toBe(true);
  const secondMonth = monthCoveredFrom(addDays(firstMonth, 1));
  await until('the second month paid', async () => ((await json<{ data: Learner }>(`/api/enrolments/${manage.split('/').at(-1)}`)).data.paidThrough === secondMonth ? true : undefined));

  // The learner stops it from the manage page.
  await gotoHydrated(page, manage);
  await page.getByTestId('enrolment-paid-through').getByText(formatLongDay(secondMonth)).waitFor();
  await page.getByRole('button', { name: 'Stop my subscription' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Stop your monthly payments?' });
  await dialog.getByRole('button', { name: 'Yes, stop it' }).click();
  await status.getByText('Stopped', { exact: true }).waitFor();
  await page.getByText('Your monthly payments are stopped.').first().waitFor();
  await screenshot(page, 'programmes-manage-stopped');

  // The roster says stopped, and the seat is free again.
  await gotoHydrated(page, '/admin?tab=programmes');
  await adminCard.getByText('0 of 8 seats taken').waitFor();
  await adminCard.getByRole('button', { name: 'Learners' }).click();
  await row.getByTestId('roster-status').getByText('Stopped', { exact: true }).waitFor();
  expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});
