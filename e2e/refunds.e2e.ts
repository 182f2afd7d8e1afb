// Refunds, receipts and transfers in Chromium against the local Paystack
// gateway (its own stack, as payments.e2e.ts): a paid registration through
// the local checkout; the receipt PDF from the ticket mail and from the
// ticket page, its text read back (with pdf-lib, lambdas/test/pdf-text.ts)
// and containing the amount; an admin refund from the registrations screen
// through the gateway until the row says "Refunded", and the refund mail's
// credit note PDF; a transfer from the
// ticket page and the new holder's ticket mail. Waits on states, never sleeps.
import { pdfText } from '../lambdas/test/pdf-text';
import { launchBrowser, screenshot, type Browser } from './browser';
import { startStackProcess } from './global-setup';
import { gotoHydrated } from './hydration';
import type { LocalStack } from './local-stack';
import { mailTo, until } from './local-inbox';
import { adminToken, json, payFor, pricedEvent } from './paid-order';
import { serverInfo, url } from './server-info';

let browser: Browser;
let stack: LocalStack | undefined;
const saved = process.env.E2E_BASE_URL;

beforeAll(async () => {
  stack = await startStackProcess({ PAYSTACK_GATEWAY: 'on', PAYSTACK_SECRET_KEY: '', PAYSTACK_BASE_URL: '', PAYMENT_HOLD_MINUTES: '5' }, 'refunds-server');
  process.env.E2E_BASE_URL = stack.baseUrl;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  process.env.E2E_BASE_URL = saved;
});

const pdfOf = (content: string) => Buffer.from(content, 'base64');

test('a paid order: receipt PDF in the ticket mail and on the ticket page, then refunded by the admin through the gateway', async () => {
  const admin = await adminToken();
  const eventId = await pricedEvent(admin, 'Receipted Recital');
  const email = `receipt-${Date.now()}@example.com`;
  await payFor(browser.page, eventId, 'Rita Receipt', email);
  const { page } = browser;

  // The ticket mail carries the receipt; its text has the amount.
  const mail = await until('the ticket mail with its receipt', mailTo(email, (m) => m.attachments.some((a) => a.contentType === 'application/pdf')));
  const attached = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
  const mailed = await pdfText(pdfOf(attached.content));
  expect(mailed).toContain('NGN 6,500');
  expect(mailed).toContain('Rita Receipt');
  const number = /Receipt (R-\d{4}-\d{6})/.exec(mailed)![1];

  // The ticket page's link downloads the same receipt.
  const link = page.getByRole('link', { name: 'Download your receipt (PDF)' });
  await link.waitFor();
  const href = await link.getAttribute('href');
  const downloaded = await fetch(url(href!));
  expect(downloaded.headers.get('content-type')).toBe('application/pdf');
  const pageText = await pdfText(new Uint8Array(await downloaded.arrayBuffer()));
  expect(pageText).toContain(number);
  expect(pageText).toContain('NGN 6,500');

  // The admin refunds it from the registrations screen; the gateway's webhook makes it "Refunded".
  // Signed in with the token the API gave (the sign-in form has its own journey in admin.e2e.ts).
  await page.evaluate((token) => localStorage.setItem('adminToken', token), admin);
  await gotoHydrated(page, '/admin?tab=forms');
  const table = page.getByRole('table', { name: 'Event registrations' });
  await table.getByRole('button', { name: 'Refund: Rita Receipt' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Review refund' }).click();
  await dialog.getByRole('button', { name: 'Refund ₦6,500' }).click();
  // Refunding is one of the riskiest actions: the app asks the admin to confirm it is them (the password: no second factor here).
  const check = page.getByRole('alertdialog', { name: 'Confirm it’s you' });
  await check.getByLabel(/^Your password/).fill(serverInfo().adminPassword);
  await check.getByRole('button', { name: 'Confirm' }).click();
  await until(
    'the refund to be confirmed by the gateway',
    async () => {
      const list = await json<{ data: { items: { name: string; payment?: { status: string; refunded?: number } }[] } }>('/api/admin/registrations', { headers: { Authorization: `Bearer ${admin}` } });
      const row = list.data.items.find((r) => r.name === 'Rita Receipt');
      return row?.payment?.status === 'refunded' ? row : undefined;
    },
  ).then((row) => expect(row.payment!.refunded).toBe(6500));
  // The buyer's refund mail carries its credit note, in its own number series, with the amount.
  const refundMail = await until('the refund mail with its credit note', mailTo(email, (m) => m.subject.startsWith('Refund made')));
  const note = await pdfText(pdfOf(refundMail.attachments.find((a) => a.contentType === 'application/pdf')!.content));
  expect(note).toMatch(/Credit note CN-\d{4}-\d{6}/);
  expect(note).toContain('NGN 6,500');
  await page.reload();
  await table.getByText('Refunded', { exact: true }).waitFor();
  await screenshot(page, 'refunds-admin-refunded');
  expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

test('a transfer from the ticket page: the old link stops, the new holder gets their ticket mail', async () => {
  const admin = await adminToken();
  const eventId = await pricedEvent(admin, 'Transferred Tutorial');
  const stamp = Date.now();
  const ticketPath = await payFor(browser.page, eventId, 'Tola Giver', `giver-${stamp}@example.com`);
  const { page } = browser;
  await page.getByRole('button', { name: 'Transfer ticket' }).click();
  await page.getByLabel('Their name').fill('Nneka Receiver');
  await page.getByLabel('Their email').fill(`receiver-${stamp}@example.com`);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByRole('status').getByText(/Nneka Receiver gets their own ticket by mail/).waitFor();
  expect((await fetch(url(`/api${ticketPath}`))).status).toBe(404);
  const mail = await until('the new holder\'s ticket mail', mailTo(`receiver-${stamp}@example.com`));
  const link = /\/tickets\/[A-Za-z0-9_-]{22}/.exec(mail.text)![0];
  expect(link).not.toBe(ticketPath);
  await gotoHydrated(page, link);
  await page.getByText('Nneka Receiver').waitFor();
});
