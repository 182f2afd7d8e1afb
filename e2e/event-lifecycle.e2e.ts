// Numbers, not text, and the event's lifecycle in real Chromium
// (docs/PRODUCT-RULES.md, Event lifecycle): the admin types a price in whole
// naira and picks times, a negative price is a field error; visitors see the
// naira formatting and the early bird; an event with a registration cannot be
// deleted, only cancelled (visitors see it marked, the form gone) or archived
// (its page is gone); the home popup's two notes follow the event.
import type { Page } from 'playwright-core';
import { addDays, todayInLagos } from '../contract/dates';
import { earlyBirdApplies, isFullDay, registrationState } from '../contract/event-lifecycle';
import type { Event } from '../contract/schemas';
import { launchBrowser, type Browser } from './browser';
import { gotoHydrated } from './hydration';
import { serverInfo, url } from './server-info';

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url(path), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

const stamp = Date.now();
const title = `E2E Evening Recital ${stamp}`;
const eventDay = addDays(todayInLagos(), 30);
const earlyUntil = addDays(todayInLagos(), 5);

async function eventId(token: string): Promise<string> {
  const list = await api<{ data: { items: Event[] } }>('GET', '/api/admin/events', undefined, token);
  return list.body.data.items.find((e) => e.title === title)!.id;
}

describe('event prices, times and lifecycle', () => {
  let admin: Browser;
  let page: Page;
  let token = '';

  beforeAll(async () => {
    admin = await launchBrowser({ viewport: { width: 1280, height: 800 } });
    page = admin.page;
    // Every confirm (cancel, archive, delete) is answered yes.
    page.on('dialog', (d) => void d.accept());
  });
  afterAll(async () => {
    await admin?.close();
  });

  test('the admin creates an event with a number price, times, a deadline and an early bird; a negative price is a field error', async () => {
    await gotoHydrated(page, '/admin-login');
    await page.getByLabel('Username').fill(serverInfo().adminUsername);
    await page.getByLabel('Password').fill(serverInfo().adminPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    token = (await page.evaluate(() => localStorage.getItem('adminToken'))) ?? '';

    await page.getByRole('tab', { name: /Events/ }).click();
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Description/).fill('Art songs and arias by our vocal students.');
    await dialog.getByLabel(/^Date/).fill(eventDay);
    await dialog.getByLabel(/^Start Time/).fill('18:00');
    await dialog.getByLabel(/^End Time/).fill('21:00');
    await dialog.getByLabel(/^Location/).fill('Harmony Studio');
    await dialog.getByLabel(/^Address/).fill('Lekki Phase 1, Lagos');
    await dialog.getByLabel(/^Price/).fill('-5');
    await dialog.getByLabel(/^Max Participants/).fill('20');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await dialog.getByText('Enter whole naira as digits, e.g. 15000 (0 for free)').waitFor();
    // What was typed is kept.
    expect(await dialog.getByLabel(/^Title/).inputValue()).toBe(title);

    await dialog.getByLabel(/^Price/).fill('12500');
    await dialog.getByLabel(/^Registration deadline/).fill(addDays(eventDay, -2));
    await dialog.getByLabel(/^Early-bird price \(/).fill('10000');
    await dialog.getByLabel(/^Early-bird price ends/).fill(earlyUntil);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/events') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    expect((await created).status()).toBe(201);
    await page.getByText('Event created successfully').waitFor();

    const stored = (await api<{ data: { items: Event[] } }>('GET', '/api/admin/events', undefined, token)).body.data.items.find((e) => e.title === title)!;
    expect(stored).toMatchObject({ price: 12500, startTime: '18:00', endTime: '21:00', earlyBirdPrice: 10000, earlyBirdEndsOn: earlyUntil, registrationDeadline: addDays(eventDay, -2) });
  });

  test('a visitor sees naira, the early bird and Lagos times on the event page', async () => {
    const id = await eventId(token);
    const visitor = await launchBrowser();
    try {
      await gotoHydrated(visitor.page, `/events/${id}`);
      await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
      await visitor.page.getByText('₦10,000', { exact: true }).first().waitFor();
      await visitor.page.getByText(/then ₦12,500/).waitFor();
      await visitor.page.getByText('6:00 PM - 9:00 PM').first().waitFor();
      await visitor.page.getByRole('button', { name: 'Register Now' }).waitFor();
    } finally {
      await visitor.close();
    }
  });

  test('with a registration it cannot be deleted; cancelled, visitors see it marked without the form; archived, its page is gone', async () => {
    const id = await eventId(token);
    const registered = await api('POST', '/api/register', { name: 'E2E Attendee', email: `life.${stamp}@example.com`, phone: '+2348031234567', eventId: id });
    expect(registered.status).toBe(201);

    await page.reload();
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByText(/This event has registrations, so it cannot be deleted/).waitFor();

    await page.getByRole('button', { name: `Cancel event ${title}` }).click();
    await page.getByText('Event cancelled. 1 registrant will be told by mail.').waitFor();
    expect((await api('POST', '/api/register', { name: 'Too Late', email: `late.${stamp}@example.com`, phone: '+2348031234567', eventId: id })).status).toBe(409);

    const visitor = await launchBrowser();
    try {
      await gotoHydrated(visitor.page, `/events/${id}`);
      await visitor.page.getByText('This event has been cancelled.').waitFor();
      expect(await visitor.page.getByRole('button', { name: 'Register Now' }).count()).toBe(0);
    } finally {
      await visitor.close();
    }

    await page.getByRole('button', { name: `Archive ${title}` }).click();
    await page.getByText('Event archived: it no longer appears on the public lists.').waitFor();
    const upcoming = await api<{ events: Event[] }>('GET', '/api/events/upcoming');
    expect(upcoming.body.events.map((e) => e.id)).not.toContain(id);
    const gone = await launchBrowser();
    try {
      await gotoHydrated(gone.page, `/events/${id}`);
      await gone.page.getByText(/not found/i).first().waitFor();
    } finally {
      await gone.close();
    }
  });

  test("the home popup's notes say only what is true of the event it shows", async () => {
    const now = new Date();
    const shown = (await api<{ events: Event[] }>('GET', '/api/events/upcoming')).body.events.find((e) =>
      ['open', 'full'].includes(registrationState(e, e.seatsTaken, now)),
    )!;
    const visitor = await launchBrowser();
    try {
      await gotoHydrated(visitor.page, '/');
      const popup = visitor.page.getByRole('dialog');
      await popup.getByRole('heading', { name: shown.title }).waitFor();
      expect(await popup.getByText('Early bird pricing available').count()).toBe(earlyBirdApplies(shown, now) ? 1 : 0);
      expect(await popup.getByText('Full day program').count()).toBe(isFullDay(shown) ? 1 : 0);
    } finally {
      await visitor.close();
    }
  });
});
