// Paying for a priced event in Chromium against the local Paystack gateway:
// register -> the gateway's checkout -> Pay -> back on the ticket page,
// marked paid -> the ticket mail in the local inbox; Decline -> the seat is
// freed when the (shortened) hold ends. This file runs its own stack (as
// `npm start` runs it, with the gateway): the shared e2e server takes priced
// events as "pay at the venue" (e2e/global-setup.ts).
import type { LocalStack } from './local-stack';
import { launchBrowser, screenshot, type Browser } from './browser';
import { startStackProcess } from './global-setup';
import { gotoHydrated } from './hydration';
import { mailTo, until } from './local-inbox';
import { pageClock, takeAsLongAsAPerson } from './person';
import { adminToken, json, pricedEvent } from './paid-order';
import { url } from './server-info';

// Long enough to register and press Pay on a busy machine, short enough to wait out.
const HOLD_MINUTES = 0.25;

let browser: Browser;
let stack: LocalStack | undefined;
const saved = process.env.E2E_BASE_URL;

beforeAll(async () => {
  stack = await startStackProcess({ PAYSTACK_GATEWAY: 'on', PAYSTACK_SECRET_KEY: '', PAYSTACK_BASE_URL: '', PAYMENT_HOLD_MINUTES: String(HOLD_MINUTES) }, 'payments-server');
  // url(), the inbox and gotoHydrated now address this stack.
  process.env.E2E_BASE_URL = stack.baseUrl;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  process.env.E2E_BASE_URL = saved;
});

type EventRow = { id: string; title: string; seatsTaken: number };
const seatsOf = async (token: string, eventId: string) =>
  (await json<{ data: { items: EventRow[] } }>('/api/admin/events', { headers: { Authorization: `Bearer ${token}` } })).data.items.find((e) => e.id === eventId)!.seatsTaken;

/** Fill the event page's form and press Register; resolves on the gateway's checkout page. */
async function registerAndCheckout(eventId: string, name: string, email: string) {
  const { page } = browser;
  await gotoHydrated(page, `/events/${eventId}`);
  await page.getByText('Pay online', { exact: true }).waitFor();
  const form = page.getByRole('form', { name: 'Event registration' });
  const shownAt = await pageClock(page);
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone Number').fill('08031234567');
  await takeAsLongAsAPerson(page, shownAt);
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/register'));
  await form.getByRole('button', { name: 'Register Now' }).click();
  expect((await registered).status()).toBe(201);
  await page.waitForURL(/\/checkout\/[a-z0-9]+$/);
  await page.getByRole('form', { name: 'Complete the payment' }).waitFor();
}

test('register for a paid event, pay at the checkout, come back to a paid ticket and get the ticket mail', async () => {
  const admin = await adminToken();
  const eventId = await pricedEvent(admin, 'Paid Piano Clinic', 3, 5000);
  const email = `payer-${Date.now()}@example.com`;
  await registerAndCheckout(eventId, 'Ada Payer', email);
  const { page } = browser;
  await screenshot(page, 'payments-checkout');
  await page.getByRole('button', { name: /^Pay / }).click();

  await page.waitForURL(/\/tickets\/[A-Za-z0-9_-]{22}\?/);
  const status = page.getByTestId('payment-status');
  await status.getByText('Paid', { exact: true }).waitFor();
  await status.getByText('₦5,000').waitFor();
  await page.getByRole('img', { name: 'QR code of your ticket for Paid Piano Clinic' }).waitFor();
  await screenshot(page, 'payments-ticket-paid');

  const mail = await until('the ticket mail', mailTo(email));
  expect(mail.text).toMatch(/\/tickets\/[A-Za-z0-9_-]{22}/);
  expect(await seatsOf(admin, eventId)).toBe(1);
  expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

test('a forged reference on the way back changes nothing: the ticket shows what Paystack says', async () => {
  const admin = await adminToken();
  const eventId = await pricedEvent(admin, 'Forged Return Check', 2, 5000);
  const email = `forger-${Date.now()}@example.com`;
  await registerAndCheckout(eventId, 'Fola Forger', email);
  const { page } = browser;
  // Abandon at the gateway, then come back claiming another paid reference.
  await page.getByRole('button', { name: 'Abandon' }).click();
  await page.waitForURL(/\/tickets\//);
  const ticketPath = new URL(page.url()).pathname;
  await gotoHydrated(page, `${ticketPath}?reference=someone-elses-paid-reference&trxref=someone-elses-paid-reference`);
  // Unpaid, as Paystack says: still held, or already released if the short test hold ran out on a busy machine.
  const status = page.getByTestId('payment-status');
  await status.getByText(/^(Payment pending|Hold expired)$/).waitFor();
  expect(await status.getByText('Paid', { exact: true }).count()).toBe(0);
  expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
});

test('Decline: the seat stays held, then is freed when the hold ends', async () => {
  const admin = await adminToken();
  const eventId = await pricedEvent(admin, 'Declined Drum Day', 1, 5000);
  await registerAndCheckout(eventId, 'Dayo Decliner', `decliner-${Date.now()}@example.com`);
  const { page } = browser;
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/tickets\//);
  await page.getByTestId('payment-status').getByText('Payment failed').waitFor();
  expect(await seatsOf(admin, eventId)).toBe(1);
  await screenshot(page, 'payments-ticket-declined');

  // The worker releases the seat once the hold ends.
  await until('the seat to be freed', async () => ((await seatsOf(admin, eventId)) === 0 ? true : undefined), HOLD_MINUTES * 60_000 + 20_000);
  await page.reload();
  await page.getByTestId('payment-status').getByText('Hold expired').waitFor();
  // The freed seat is someone else's now.
  const answer = await fetch(url('/api/register'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Next In Line', email: `next-${Date.now()}@example.com`, phone: '08031234567', eventId }),
  });
  expect(answer.status).toBe(201);
});
