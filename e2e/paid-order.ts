// A priced event and a paid order through the local Paystack gateway's checkout, as the journeys on a stack
// with PAYSTACK_GATEWAY on use them (e2e/payments.e2e.ts, e2e/refunds.e2e.ts, e2e/waitlist.e2e.ts).
import type { Page } from 'playwright-core';
import { gotoHydrated } from './hydration';
import { pageClock, takeAsLongAsAPerson } from './person';
import { serverInfo, url } from './server-info';

export async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url(path), { ...init, headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function adminToken(): Promise<string> {
  const { adminUsername, adminPassword } = serverInfo();
  return (await json<{ token: string }>('/api/admin/login', { method: 'POST', body: JSON.stringify({ username: adminUsername, password: adminPassword }) })).token;
}

/** An event in ten days, ₦6,500 a seat unless told. */
export async function pricedEvent(token: string, title: string, maxParticipants = 5, price = 6500): Promise<string> {
  const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const created = await json<{ id: string }>('/api/admin/events', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title,
      description: 'Paid in naira through Paystack.',
      date,
      startTime: '10:00',
      endTime: '13:00',
      location: 'Lagos Concert Hall',
      address: 'Victoria Island, Lagos',
      price,
      maxParticipants,
      isActive: true,
    }),
  });
  return created.id;
}

/** At the gateway's checkout: press Pay and come back to the paid ticket; answers the ticket's path. */
export async function payAtCheckout(page: Page): Promise<string> {
  await page.waitForURL(/\/checkout\/[a-z0-9]+$/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/tickets\/[A-Za-z0-9_-]{22}\?/);
  await page.getByTestId('payment-status').getByText('Paid', { exact: true }).waitFor();
  return new URL(page.url()).pathname;
}

/** Register on the event page, pay at the gateway's checkout, and come back to the paid ticket. */
export async function payFor(page: Page, eventId: string, name: string, email: string): Promise<string> {
  await gotoHydrated(page, `/events/${eventId}`);
  await page.getByText('Pay online', { exact: true }).waitFor();
  const form = page.getByRole('form', { name: 'Event registration' });
  const shownAt = await pageClock(page);
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone Number').fill('08031234567');
  await takeAsLongAsAPerson(page, shownAt);
  await form.getByRole('button', { name: 'Register Now' }).click();
  return payAtCheckout(page);
}
