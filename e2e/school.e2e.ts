// The music school's trial lessons on a phone, end to end: the admin's hours
// set through the API, a visitor books a free slot in Chromium, the
// confirmation with its .ics arrives in the local inbox, and the visitor moves
// the lesson from the mail's link (a new confirmation follows). Then the admin
// sees it in the agenda.
import { LOCAL_PROVIDER_EMAIL } from '../lambdas/lib/mail/config';
import { focusedOnScreen, launchBrowser, screenshot, type Browser } from './browser';
import { gotoHydrated } from './hydration';
import { mailTo, until } from './local-inbox';
import { takeAsLongAsAPerson } from './person';
import { serverInfo, url } from './server-info';

async function api<T = any>(method: string, pathname: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url(pathname), {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

let browser: Browser;
let token: string;
beforeAll(async () => {
  const login = await api<{ token: string }>('POST', '/api/admin/login', { username: serverInfo().adminUsername, password: serverInfo().adminPassword });
  token = login.body.token;
  const weekly = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({ day, from: '08:00', to: '20:00', slotMinutes: 60 }));
  expect((await api('PUT', '/api/admin/availability', { weekly, daysAhead: 14 }, token)).status).toBe(200);
  browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
});
afterAll(async () => {
  await browser?.close();
});

const icsOf = (mail: { attachments: { contentType: string; content: string }[] }) => mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content ?? '';

test('book a free trial on a phone, get the mail with its .ics, reschedule from its link', async () => {
  const { page } = browser;
  const email = `trial.${Date.now()}@example.com`;
  await gotoHydrated(page, '/book-a-trial?service=music-education');
  const form = page.getByRole('form', { name: 'Book a free trial lesson' });
  await form.getByLabel('Lesson').selectOption('music-education');
  // Tomorrow (the second day: today may have one time left, or none), its second time.
  const days = form.getByRole('group', { name: 'Day' }).getByRole('button');
  await days.nth(1).waitFor();
  const today = await days.first().getAttribute('aria-pressed');
  expect(today).toBe('true');
  await days.nth(1).click();
  await days.nth(1).and(page.locator('[aria-pressed="true"]')).waitFor();
  const times = form.locator('[data-slot-id]');
  await times.nth(1).waitFor();
  // Every time is on the phone's screen: the page does not scroll sideways, so a
  // time past its right edge could never be chosen.
  const offScreen = await times.evaluateAll((buttons) => buttons.filter((b) => b.getBoundingClientRect().right > document.documentElement.clientWidth).map((b) => b.textContent));
  expect(offScreen).toEqual([]);
  const chosen = (await times.nth(1).getAttribute('data-slot-id'))!;
  await times.nth(1).click();
  await form.getByLabel("Learner's full name").fill('Ada Trial');
  await form.getByLabel("Learner's age").fill('30');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Phone number').fill('+2348031234567');
  await takeAsLongAsAPerson(page);
  await form.getByRole('button', { name: 'Book my free trial' }).click();
  await page.getByTestId('trial-booked').waitFor();
  // The form the visitor tapped at the bottom of is gone: its answer is on the screen, focused, not the footer.
  const answer = page.getByTestId('trial-booked').getByRole('heading', { name: 'Your free trial lesson is booked' });
  expect(await focusedOnScreen(answer)).toBe(true);
  await screenshot(page, 'school-booked');

  const confirmation = await until('the trial confirmation', mailTo(email, (m) => m.subject.startsWith('Booked: free trial lesson')));
  const ics = icsOf(confirmation);
  expect(ics).toContain('BEGIN:VCALENDAR');
  // The slot id is its Lagos start ('2026-11-26-1000'); Lagos is UTC+1 and the hours start at 08:00, so the UTC day is the same.
  const [day, hhmm] = [chosen.slice(0, 10).replace(/-/g, ''), chosen.slice(11)];
  expect(ics).toContain(`DTSTART:${day}T${String(Number(hhmm.slice(0, 2)) - 1).padStart(2, '0')}${hhmm.slice(2)}00Z`);
  const manage = /\/trial-lessons\/[A-Za-z0-9_-]+/.exec(confirmation.text)![0];
  // The provider hears of it too.
  await until('the provider notice', mailTo(LOCAL_PROVIDER_EMAIL, (m) => m.subject.includes('Ada Trial')));

  await gotoHydrated(page, manage);
  await page.getByTestId('trial-status').filter({ hasText: 'Booked' }).waitFor();
  const before = await page.getByTestId('trial-when').textContent();
  await page.getByRole('button', { name: 'Choose a new time' }).click();
  const newTimes = page.locator('[data-slot-id]');
  await newTimes.first().waitFor();
  const other = page.locator(`[data-slot-id]:not([data-slot-id="${chosen}"])`).last();
  await other.click();
  await page.getByRole('button', { name: 'Move my lesson' }).click();
  await page.waitForFunction((old) => document.querySelector('[data-testid="trial-when"]')?.textContent !== old, before);
  await screenshot(page, 'school-moved');
  const moved = await until('the new confirmation', mailTo(email, (m) => m.subject.startsWith('Moved: free trial lesson')));
  expect(icsOf(moved)).toContain('BEGIN:VCALENDAR');

  // The admin's agenda for the week lists it.
  const week = await api<{ data: { items: { name: string; status: string }[] } }>('GET', '/api/admin/trial-bookings', undefined, token);
  expect(week.body.data.items.filter((b) => b.name === 'Ada Trial').map((b) => b.status)).toEqual(['booked']);
});
