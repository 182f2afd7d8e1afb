// The admin overview's insights on a phone (390x844): bookings made through
// the API (one from a WhatsApp share link), a check-in at the door, then the
// overview's charts read through their text alternatives (each figure's
// caption) and their tables, the per-week view and another period. Waits on
// states: the panel's data-insights="ready", the captions' text.
import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from './browser';
import { apiJson, eventToday, openDoorSession, registerGuest, type Door } from './door';
import { gotoHydrated } from './hydration';
import { serverInfo, url } from './server-info';

let browser: Browser;
let door: Door;
const TITLE = 'Insights Workshop';

beforeAll(async () => {
  const { baseUrl, adminUsername, adminPassword } = serverInfo();
  door = await openDoorSession(baseUrl, adminUsername, adminPassword);
  const eventId = await eventToday(door, TITLE, 40);
  // One booking from a WhatsApp share link (the register body says so, as the form does on such a visit), two direct.
  await apiJson(baseUrl, '/api/register', {
    method: 'POST',
    body: JSON.stringify({ name: 'Shared Guest', email: `shared-${Date.now()}@example.com`, phone: '08031234567', eventId, source: 'whatsapp' }),
  });
  const first = await registerGuest(door, eventId, 'Door Guest One');
  await registerGuest(door, eventId, 'Door Guest Two');
  await apiJson(baseUrl, '/api/admin/check-ins', { method: 'POST', token: door.admin, body: JSON.stringify({ code: first.token, eventId }) });
  browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
});
afterAll(async () => {
  await browser?.close();
});

const caption = (page: Page, title: string | RegExp) => page.getByRole('figure', { name: title }).locator('figcaption');

test('the overview shows the insights as charts with text alternatives, on a phone', async () => {
  const { page } = browser;
  await page.goto(url('/robots.txt'));
  await page.evaluate((token) => localStorage.setItem('adminToken', token), door.admin);
  await gotoHydrated(page, '/admin');
  await page.locator('[data-insights="ready"]').waitFor();

  // Five figures, each with a caption that says what it shows.
  const figures = page.getByRole('figure');
  await expect(figures.count()).resolves.toBe(5);
  const captions = await page.locator('figure figcaption').allTextContents();
  expect(captions).toHaveLength(5);
  expect(captions[0]).toMatch(/^Naira collected per day, paid minus refunded, .+ to .+: ₦[\d,]+ in total/);
  expect(captions[1]).toMatch(/^Registrations per day, .+: [\d,]+ registrations?/);
  expect(await caption(page, 'Seats taken against capacity').textContent()).toContain(`${TITLE}, 3 of 40`);
  expect(await caption(page, 'Where bookings came from').textContent()).toMatch(/WhatsApp share [1-9]\d* \(\d+%\)/);
  expect(await caption(page, 'Check-in rate of past events').textContent()).toMatch(/^Check-in rate (of|:)/);

  // Each chart's picture is drawn (SVG) and hidden from screen readers, who get the caption and the table.
  const registrations = page.getByRole('figure', { name: 'Registrations per day' });
  await expect(registrations.locator('[aria-hidden="true"] svg').count()).resolves.toBeGreaterThan(0);
  await registrations.getByRole('button', { name: 'Show as table' }).click();
  const table = registrations.getByRole('group', { name: 'Registrations per day as a table' });
  await table.waitFor();
  await expect(table.getByRole('row').count()).resolves.toBeGreaterThan(7);

  // Per week: the figure and its caption follow.
  await page.getByRole('button', { name: 'Per week' }).click();
  await caption(page, 'Naira collected per week').filter({ hasText: /^Naira collected per week/ }).waitFor();

  // Another period: the captions say the new range.
  const before = await caption(page, 'Registrations per day').textContent();
  await page.getByLabel('Period').selectOption('365');
  await page.waitForFunction((old) => {
    const figure = [...document.querySelectorAll('figure')].find((f) => f.querySelector('h3')?.textContent === 'Registrations per day');
    const text = figure?.querySelector('figcaption')?.textContent;
    return Boolean(text) && text !== old;
  }, before);

  // The per-event table, with its CSV.
  const perEvent = page.getByRole('group', { name: 'Sales by ticket type and by code, revenue, refunds and no-shows per event' });
  await perEvent.getByRole('rowheader', { name: new RegExp(TITLE) }).waitFor();
  // Sales by ticket type: the event's one type, its three tickets.
  await perEvent.getByRole('row', { name: new RegExp(TITLE) }).getByRole('cell', { name: / 3$/ }).first().waitFor();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^events-insights-\d{4}-\d{2}-\d{2}\.csv$/);


  // Its own dates: more than 366 days apart says why; a right range is what the captions say.
  await page.getByLabel('Period').selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill('2025-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-02-05');
  await page.getByRole('alert').filter({ hasText: 'at most 366 days apart' }).waitFor();
  await page.getByLabel('To', { exact: true }).fill('2025-01-10');
  await caption(page, 'Registrations per day').filter({ hasText: /1 Jan 2025 to 10 Jan 2025/ }).waitFor();

  expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});
