// The waitlist in Chromium on a phone, against the local Paystack gateway (its own stack, as refunds.e2e.ts):
// a priced event of one seat is full once someone has paid; a visitor joins the waitlist on the event page;
// the ticket is cancelled; the offer mail arrives in the local inbox; its link shows the offer; the claim goes
// through the local checkout; the new holder's ticket mail carries the receipt PDF, whose text has the amount.
// Waits on states, never sleeps.
import { pdfText } from '../lambdas/test/pdf-text';
import { focusedOnScreen, launchBrowser, screenshot, type Browser } from './browser';
import { startStackProcess } from './global-setup';
import { gotoHydrated } from './hydration';
import type { LocalStack } from './local-stack';
import { mailTo, until } from './local-inbox';
import { adminToken, json, payAtCheckout, payFor, pricedEvent } from './paid-order';
import { pageClock, takeAsLongAsAPerson } from './person';

let browser: Browser;
let stack: LocalStack | undefined;
const saved = process.env.E2E_BASE_URL;

beforeAll(async () => {
  stack = await startStackProcess({ PAYSTACK_GATEWAY: 'on', PAYSTACK_SECRET_KEY: '', PAYSTACK_BASE_URL: '', PAYMENT_HOLD_MINUTES: '5' }, 'waitlist-server');
  process.env.E2E_BASE_URL = stack.baseUrl;
  browser = await launchBrowser({ viewport: { width: 390, height: 844 }, phone: true });
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  process.env.E2E_BASE_URL = saved;
});

test('a full event: join the waitlist, a cancellation, the offer mail, claim through the local checkout, the receipt PDF', async () => {
  const admin = await adminToken();
  const eventId = await pricedEvent(admin, 'Waitlisted Workshop', 1);
  const stamp = Date.now();
  const { page } = browser;
  const ticketPath = await payFor(page, eventId, 'Femi Holder', `holder-${stamp}@example.com`);

  // The event is full: its page offers the waitlist instead of registering.
  await gotoHydrated(page, `/events/${eventId}`);
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await form.waitFor();
  const shownAt = await pageClock(page);
  const email = `waiter-${stamp}@example.com`;
  await form.getByLabel('Full Name').fill('Wale Waiting');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone Number').fill('08031234567');
  await takeAsLongAsAPerson(page, shownAt);
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await page.getByText(/You are on the waitlist \(number 1\)/).first().waitFor();
  // The form is gone: its answer is on the phone's screen, focused, as the registration's is.
  const answer = page.getByRole('status').filter({ hasText: 'You are on the waitlist' });
  expect(await focusedOnScreen(answer)).toBe(true);

  // The holder cancels: the seat becomes an offer to the first person waiting, by mail.
  await json(`/api${ticketPath}/cancel`, { method: 'POST' });
  const offerMail = await until('the offer mail', mailTo(email, (m) => m.subject.startsWith('Seats freed up')));
  const link = /\/tickets\/[A-Za-z0-9_-]{22}/.exec(offerMail.text)![0];

  // The link shows the offer; claiming goes through the local checkout to the paid ticket.
  await gotoHydrated(page, link);
  await page.getByTestId('offer-held').getByText(/1 seat is held for you until .*\(Lagos time\)/).waitFor();
  await page.getByText('Waitlisted Workshop').first().waitFor();
  await screenshot(page, 'waitlist-offer');
  await page.getByRole('button', { name: 'Claim your seats' }).click();
  const claimedTicket = await payAtCheckout(page);
  expect(claimedTicket).not.toBe(link);
  await page.getByText('Wale Waiting').first().waitFor();

  // The new holder's ticket mail carries the receipt; its text has the amount.
  const mail = await until('the ticket mail with its receipt', mailTo(email, (m) => m.attachments.some((a) => a.contentType === 'application/pdf')));
  const receipt = await pdfText(Buffer.from(mail.attachments.find((a) => a.contentType === 'application/pdf')!.content, 'base64'));
  expect(receipt).toContain('NGN 6,500');
  expect(receipt).toContain('Wale Waiting');

  // The offer's link now says it was claimed, not a 404.
  await gotoHydrated(page, link);
  await page.getByText('This offer has already been claimed.').waitFor();
  expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});
