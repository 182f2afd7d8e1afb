// The harness itself: the local stack answers, and real Chromium renders the home page.
import { launchBrowser, screenshot, type Browser } from './browser';
import { gotoHydrated } from './hydration';
import { url } from './server-info';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('GET /api/events/upcoming answers JSON with events', async () => {
  const res = await fetch(url('/api/events/upcoming'));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await res.json()) as { events: unknown[] };
  expect(Array.isArray(body.events)).toBe(true);
  expect(body.events.length).toBeGreaterThan(0);
});

test('the home page loads in Chromium', async () => {
  const { page } = browser;
  const response = await gotoHydrated(page, '/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toBeTruthy();
  // The SPA booted: its header links are rendered (the home journey checks the page itself).
  await page.getByRole('link', { name: 'Events', exact: true }).first().waitFor();
  expect(await page.title()).not.toBe('');
  await screenshot(page, 'smoke-home');
  expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});
