// The attendee's ticket: register, follow the manage link of the confirmation
// mail to /tickets/{token}, cancel with the confirm dialog: the seat comes back
// and the cancellation mail arrives; a wrong token is a real 404.
import { launchBrowser, screenshot, type Browser } from './browser';
import { mailTo, until } from './local-inbox';
import { serverInfo, url } from './server-info';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type EventRow = { id: string; title: string; seatsTaken: number; maxParticipants: number };

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url(path), { ...init, headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function adminToken(): Promise<string> {
  const { adminUsername, adminPassword } = serverInfo();
  const answer = await json<{ token: string }>('/api/admin/login', { method: 'POST', body: JSON.stringify({ username: adminUsername, password: adminPassword }) });
  return answer.token;
}

const seatsOf = async (token: string, eventId: string) =>
  (await json<{ data: { items: EventRow[] } }>('/api/admin/events', { headers: { Authorization: `Bearer ${token}` } })).data.items.find((e) => e.id === eventId)!.seatsTaken;

test('register, open the ticket, cancel it after confirming, and the seat goes back', async () => {
  const { events } = await json<{ events: EventRow[] }>('/api/events/upcoming');
  const event = events.find((e) => e.seatsTaken < e.maxParticipants);
  expect(event).toBeDefined();
  const email = `ticket-${Date.now()}@example.com`;
  await json<{ id: string }>('/api/register', {
    method: 'POST',
    body: JSON.stringify({ name: 'Ticket Holder', email, phone: '08031234567', eventId: event!.id }),
  });
  const admin = await adminToken();
  // The attendee's way in: the manage link of the confirmation mail.
  const confirmation = await until('the confirmation mail', mailTo(email));
  const ticketToken = /\/tickets\/([A-Za-z0-9_-]{22})\b/.exec(confirmation.text)?.[1];
  expect(ticketToken).toBeDefined();
  const seatsBefore = await seatsOf(admin, event!.id);

  const { page } = browser;
  const response = await page.goto(url(`/tickets/${ticketToken}`), { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { name: event!.title, level: 1 }).waitFor();
  await page.getByText('Ticket for').waitFor();
  await page.getByRole('img', { name: `QR code of your ticket for ${event!.title}` }).waitFor();
  await screenshot(page, 'ticket-registered');

  await page.getByRole('button', { name: 'Cancel registration' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('Cancel your registration?').waitFor();
  const cancelled = page.waitForResponse((r) => r.url().endsWith(`/api/tickets/${ticketToken}/cancel`));
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  expect((await cancelled).status()).toBe(200);
  await page.getByText('This registration has been cancelled. The ticket is no longer valid.').waitFor();
  await until('the cancellation mail', mailTo(email, (m) => m.subject === `Registration cancelled: ${event!.title}`));
  expect(await page.getByRole('button', { name: 'Cancel registration' }).count()).toBe(0);
  await screenshot(page, 'ticket-cancelled');

  expect(await seatsOf(admin, event!.id)).toBe(seatsBefore - 1);
  // A second cancel is refused with the message.
  const again = await fetch(url(`/api/tickets/${ticketToken}/cancel`), { method: 'POST' });
  expect(again.status).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe('This ticket is already cancelled.');
  expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

test('a wrong ticket token answers 404 with the not-found page', async () => {
  const { page } = browser;
  const response = await page.goto(url('/tickets/AAAAAAAAAAAAAAAAAAAAAA'), { waitUntil: 'load' });
  expect(response?.status()).toBe(404);
  await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  const api = await fetch(url('/api/tickets/AAAAAAAAAAAAAAAAAAAAAA'));
  expect(api.status).toBe(404);
});
