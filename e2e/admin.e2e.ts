// The admin's journey in real Chromium (docs/PRODUCT-RULES.md, Admin dashboard): a wrong password,
// sign in, the overview against the API's own data, an event created, edited,
// switched inactive and deleted (checked from a visitor's fresh browser), a
// contact message deleted, registrations exported to CSV, and logout.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { addDays, formatShortDate, todayInLagos } from '../contract/dates';
import { launchBrowser, screenshot, type Browser } from './browser';
import { gotoHydrated } from './hydration';
import { serverInfo, url } from './server-info';

type Row = { id: string; isActive?: boolean };

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url(path), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function signIn(page: Page, password = serverInfo().adminPassword): Promise<void> {
  await page.getByLabel('Username').fill(serverInfo().adminUsername);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Let open/close animations finish so a screenshot shows the settled screen (a spinner's endless one never does). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** Wait until every image on the page has loaded (or fallen back), so shots show them. */
async function imagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0), undefined);
}

/** What a visitor (fresh browser, empty HTTP cache) sees on /events. */
async function visitorSeesEvent(title: string): Promise<boolean> {
  const visitor = await launchBrowser();
  try {
    const answered = visitor.page.waitForResponse((r) => r.url().includes('/api/events/upcoming'));
    await visitor.page.goto(url('/events'));
    await answered;
    // The cards render right after the answer: wait until any event card is on the page.
    await visitor.page.getByText(/Upcoming Event|Past Event/).first().waitFor();
    return (await visitor.page.getByText(title, { exact: true }).count()) > 0;
  } finally {
    await visitor.close();
  }
}

const stamp = Date.now();
const contactName = `E2E Contact ${stamp}`;
const registrantEmail = `e2e.${stamp}@example.com`;
const eventTitle = `E2E Vocal Bootcamp ${stamp}`;
const editedTitle = `${eventTitle} (edited)`;
const eventDay = addDays(todayInLagos(), 30);

describe('the admin on a desktop (1280x800)', () => {
  let browser: Browser;
  let page: Page;
  let token = '';

  beforeAll(async () => {
    // Something to manage: a contact message and a registration from visitors.
    const sent = await api('POST', '/api/contact', { name: contactName, email: 'contact@example.com', message: 'Please call me about choir training.' });
    expect(sent.status).toBeLessThan(300);
    const upcoming = await api<{ events: { id: string }[] }>('GET', '/api/events/upcoming');
    const registered = await api('POST', '/api/register', { name: 'E2E Registrant', email: registrantEmail, phone: '+2348031234567', eventId: upcoming.body.events[0].id });
    expect(registered.status).toBeLessThan(300);
    browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('/admin without a session goes to sign-in; a wrong password shows the alert', async () => {
    await gotoHydrated(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin-login');
    await signIn(page, 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: /invalid|incorrect|failed/i });
    await alert.waitFor();
    await screenshot(page, 'admin-login-wrong-password-desktop');
  });

  test('signs in and sees the counts the API reports', async () => {
    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    token = (await page.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
    expect(token).not.toBe('');

    const list = async (resource: string) => (await api<{ data: { items: Row[] } }>('GET', `/api/admin/${resource}`, undefined, token)).body.data.items;
    const [events, contacts, registrations] = await Promise.all([list('events'), list('contacts'), list('registrations')]);
    await page.getByLabel(`Total Events: ${events.length}`).waitFor();
    await page.getByLabel(`Contact Messages: ${contacts.length}`).waitFor();
    await page.getByLabel(`Event Registrations: ${registrations.length}`).waitFor();
    await page.getByLabel(`Active Events: ${events.filter((e) => e.isActive).length}`).waitFor();
    await page.getByText(contactName).first().waitFor();
    await screenshot(page, 'admin-overview-desktop');
  });

  test('creates an upcoming event that visitors then see on /events', async () => {
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('button', { name: /Add Event/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add Event' }).waitFor();
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await dialog.getByText('Required').first().waitFor();
    await settle(page);
    await screenshot(page, 'admin-event-dialog-errors-desktop');

    await dialog.getByLabel(/^Title/).fill(eventTitle);
    await dialog.getByLabel(/^Description/).fill('Breathing, tone and harmony for choir singers.');
    await dialog.getByLabel(/^Date/).fill(eventDay);
    await dialog.getByLabel(/^Start Time/).fill('10:00');
    await dialog.getByLabel(/^End Time/).fill('14:00');
    await dialog.getByLabel(/^Location/).fill('Harmony Studio');
    await dialog.getByLabel(/^Address/).fill('12 Adeola Odeku Street, Victoria Island');
    await dialog.getByLabel(/^Price/).fill('10000');
    await dialog.getByLabel(/^Max Participants/).fill('25');
    await dialog.getByLabel(/^Image URL/).fill('/images/event-default.webp');
    await dialog.getByAltText('Preview').waitFor();
    await settle(page);
    await screenshot(page, 'admin-event-dialog-filled-desktop');
    await dialog.getByRole('button', { name: 'Create Event' }).click();

    await page.getByText('Event created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: eventTitle });
    await row.waitFor();
    await row.getByText(formatShortDate(eventDay)).waitFor();
    await row.getByText('0 / 25').waitFor();
    await settle(page);
    await screenshot(page, 'admin-events-desktop');
    // At 1280 px every column is in view: the table fits its frame, and nothing sits cut off under the
    // Actions column that stays in view when a table scrolls sideways (Cancel and Archive were).
    const frame = page.getByRole('group', { name: 'Events', exact: true });
    expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

    expect(await visitorSeesEvent(eventTitle)).toBe(true);
  });

  test('edits the event', async () => {
    await page.getByRole('button', { name: `Edit ${eventTitle}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit Event' }).waitFor();
    expect(await dialog.getByLabel(/^Date/).inputValue()).toBe(eventDay);
    await dialog.getByLabel(/^Title/).fill(editedTitle);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Event updated successfully').waitFor();
    await page.getByRole('row').filter({ hasText: editedTitle }).waitFor();
  });

  test('switches the event inactive and it leaves /events', async () => {
    await page.getByRole('button', { name: `Edit ${editedTitle}` }).click();
    const dialog = page.getByRole('dialog');
    const active = dialog.getByRole('checkbox', { name: 'Active' });
    expect(await active.isChecked()).toBe(true);
    await dialog.locator('label').filter({ hasText: /^Active$/ }).click();
    expect(await active.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Event updated successfully').waitFor();
    await page.getByRole('row').filter({ hasText: editedTitle }).getByText('Inactive').waitFor();

    expect(await visitorSeesEvent(editedTitle)).toBe(false);
  });

  test('deletes the event after the browser confirm', async () => {
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: `Delete ${editedTitle}` }).click();
    await page.getByText('Event deleted successfully').waitFor();
    expect(asked).toEqual([expect.stringMatching(/^Are you sure you want to delete this event\?/)]);
    await page.getByRole('row').filter({ hasText: editedTitle }).waitFor({ state: 'detached' });
  });

  test('looks at the testimonials and gallery tabs', async () => {
    await page.getByRole('tab', { name: 'Testimonials' }).click();
    await page.getByRole('heading', { name: 'Testimonials', exact: true, level: 2 }).waitFor();
    // A data row, not the header row: the list has answered and rendered.
    await page.getByRole('tabpanel').getByRole('row').nth(1).waitFor();
    await screenshot(page, 'admin-testimonials-desktop');
    await page.getByRole('tab', { name: 'Gallery' }).click();
    await page.getByRole('heading', { name: 'Gallery', exact: true, level: 2 }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    await imagesLoaded(page);
    await screenshot(page, 'admin-gallery-desktop');
  });

  test('deletes a contact message without a confirm', async () => {
    let confirmed = false;
    const onDialog = () => {
      confirmed = true;
    };
    page.on('dialog', onDialog);
    await page.getByRole('tab', { name: 'Forms' }).click();
    await page.getByRole('button', { name: `Delete message from ${contactName}` }).click();
    await page.getByText('Contact message deleted successfully').waitFor();
    await page.getByText(contactName).waitFor({ state: 'detached' });
    page.off('dialog', onDialog);
    expect(confirmed).toBe(false);
    const left = await api<{ data: { items: { name: string }[] } }>('GET', '/api/admin/contacts', undefined, token);
    expect(left.body.data.items.some((c) => c.name === contactName)).toBe(false);
  });

  test('exports the registrations shown to CSV', async () => {
    await page.getByLabel('Search registrations by name, email or phone').fill(registrantEmail);
    await page.getByText(/^1 matching loaded$/).last().waitFor();
    await screenshot(page, 'admin-forms-desktop');
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export registrations CSV/ }).click();
    // Exporting people's data is one of the riskiest actions: the app asks the admin to confirm it is them first.
    const check = page.getByRole('alertdialog', { name: 'Confirm it’s you' });
    await check.getByLabel(/^Your password/).fill(serverInfo().adminPassword);
    await check.getByRole('button', { name: 'Confirm' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Phone,Event ID,Event,Date,Registered At,Status,Cancelled At,' +
        'Amount (NGN),Payment Status,Payment Reference,Payment Method,Paid At,Payment Recorded By,Payment Flag,' +
        'Tickets,Ticket Count,Promo Code,Total (NGN),Answers',
    );
    expect(lines).toHaveLength(2);
    // The phone starts with '+': written with a leading quote so spreadsheets do not run it.
    expect(lines[1]).toContain(`E2E Registrant,${registrantEmail},'+2348031234567,`);
  });

  test('logs out, and /admin is closed afterwards', async () => {
    await page.getByRole('button', { name: /Logout/ }).click();
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await gotoHydrated(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin-login');
    // The old token died with the session.
    expect((await api('GET', '/api/admin/events', undefined, token)).status).toBe(401);
  });

  test('a token that stops working sends the admin back with the notice', async () => {
    await page.evaluate(() => localStorage.setItem('adminToken', 'not-a-real-token'));
    await gotoHydrated(page, '/admin');
    await page.getByText('Your session has expired. Please sign in again.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('no page error happened', () => {
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

describe('the admin on a phone (390x844)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('signs in and reads every tab', async () => {
    const { page } = browser;
    await gotoHydrated(page, '/admin-login');
    await screenshot(page, 'admin-login-mobile');
    await signIn(page);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByLabel(/^Total Events: \d+$/).waitFor();
    await screenshot(page, 'admin-overview-mobile');
    for (const [tab, heading] of [['Events', 'Events'], ['Testimonials', 'Testimonials'], ['Gallery', 'Gallery'], ['Forms', 'Event Registrations']]) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('heading', { name: heading, exact: true, level: 2 }).waitFor();
      // A data row, not the header row: the list has answered and rendered.
      await page.getByRole('tabpanel').getByRole('row').nth(1).waitFor();
      await imagesLoaded(page);
      await screenshot(page, `admin-${tab.toLowerCase()}-mobile`);
    }
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('button', { name: /Add Event/ }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Add Event' }).waitFor();
    await settle(page);
    await screenshot(page, 'admin-event-dialog-mobile');
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
