// The admin as an app on a phone (issue 40 item 3; docs/ARCHITECTURE.md, The admin as an app;
// docs/PRODUCT-RULES.md, The admin as an app): the admin pages link their own manifest
// (Harmony Admin, start /admin, scope /admin), the service worker takes control of the page,
// Chromium finds nothing that stops an install (CDP Page.getInstallabilityErrors). Then the
// phone goes offline and the overview is reloaded: it opens from the worker's cache with the
// offline line and the time the lists were saved, its counts shown; a save made offline says
// nothing was saved and keeps what was typed; axe finds nothing on that screen (phone, light
// and dark). Back online the line goes once the lists are fetched again, fresh; signing out
// deletes the saved lists. Waits on states, never sleeps.
import type { Page } from 'playwright-core';
import { ADMIN_MANIFEST_URL, FROM_CACHE_HEADER, LISTS_CACHE } from '../frontend/src/admin-offline/files';
import { axeViolations } from './axe';
import { launchBrowser, screenshot, type Browser } from './browser';
import { gotoHydrated, waitForHydration } from './hydration';
import { settle, showTheme, THEMES } from './screen-state';
import { serverInfo } from './server-info';

const OFFLINE_LINE = /^You're offline\. Showing what was saved at \d\d:\d\d — changes can't be saved until you're back online\.$/;
// lib/api.ts OFFLINE_MESSAGES.write (not imported: it would bring the route table into this file).
const NOT_SAVED = "You're offline, so this was not saved. What you entered is still here: try again when you're back online.";

const offlineLine = (page: Page) => page.getByTestId('offline-status');

/** The overview's counts, as their labels read once loaded ('Total Events: 7'). */
async function countsShown(page: Page): Promise<string[]> {
  const labels = page.getByLabel(/^(Total Events|Contact Messages|Event Registrations|Active Events): \d+$/);
  await labels.first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-label$=": loading"]').length === 0);
  return labels.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
}

async function noAxeViolations(page: Page): Promise<void> {
  for (const theme of THEMES) {
    await showTheme(page, theme);
    await settle(page);
    const violations = await axeViolations(page);
    expect({ theme, violations: violations.map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.html) })) }).toEqual({ theme, violations: [] });
  }
  await showTheme(page, 'light');
}

describe('the admin as an app, offline, on a phone', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 390, height: 844 }, phone: true, serviceWorkers: 'allow' });
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('installs from the browser with its own manifest and worker', async () => {
    const { adminUsername, adminPassword } = serverInfo();
    await gotoHydrated(page, '/admin-login');
    await page.getByLabel('Username').fill(adminUsername);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/admin$/);

    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(ADMIN_MANIFEST_URL);
    const manifest = (await page.evaluate(async (href) => (await fetch(href)).json(), ADMIN_MANIFEST_URL)) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Harmony Admin', short_name: 'Admin', start_url: '/admin', scope: '/admin', display: 'standalone', theme_color: '#502ba0' });
    expect((manifest.icons as { sizes: string }[]).map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

    // The worker installs (saving the shells and their code), activates and takes this page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');

    const cdp = await browser.context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();
  });

  it('opens offline from the saved shell and lists, says so with their time, and keeps what a save typed', async () => {
    // Once through the worker online: the overview's lists are saved as they are shown.
    const fresh = page.waitForResponse((r) => r.url().endsWith('/api/admin/counts') && r.fromServiceWorker() && r.status() === 200);
    await gotoHydrated(page, '/admin');
    expect((await fresh).headers()[FROM_CACHE_HEADER.toLowerCase()]).toBeUndefined();
    const online = await countsShown(page);
    expect(await offlineLine(page).textContent()).toBe('');
    await page.getByRole('textbox', { name: /Provider email/ }).waitFor();

    await browser.context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await offlineLine(page).getByText(OFFLINE_LINE).waitFor();
    // The same counts, from the saved answers (nothing changed them meanwhile in this test).
    expect(await countsShown(page)).toHaveLength(online.length);
    await screenshot(page, 'admin-offline-phone');
    await noAxeViolations(page);

    // A save while offline: nothing is sent, the words say so, and the address typed stays.
    const typed = `offline.${Date.now()}@example.com`;
    const email = page.getByRole('textbox', { name: /Provider email/ });
    await email.fill(typed);
    await page.getByRole('form', { name: 'Notification settings' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText(NOT_SAVED).first().waitFor();
    expect(await email.inputValue()).toBe(typed);
    await email.fill('');
  });

  it('back online, fetches the lists again and the offline line goes; signing out deletes the saved lists', async () => {
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/admin/counts') && r.status() === 200 && !(FROM_CACHE_HEADER.toLowerCase() in r.headers()));
    await browser.context.setOffline(false);
    await refreshed;
    await page.waitForFunction(() => document.querySelector('[data-testid="offline-status"]')?.textContent === '');
    await countsShown(page);

    expect(await page.evaluate((name) => caches.has(name), LISTS_CACHE)).toBe(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    await page.waitForFunction(async (name) => !(await caches.has(name)), LISTS_CACHE);
  });
});
