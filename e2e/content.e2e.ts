// Site content in the admin (docs/PRODUCT-RULES.md, Site content), in real
// Chromium: the admin edits a service price in the Content tab (a price in
// words is refused on its field first), the published /services shows the
// new price within 2 s, the history says who changed what, and restoring the
// first version brings the old price back.
import type { Page } from 'playwright-core';
import { formatNaira } from '../contract/naira';
import { CONTENT_MESSAGES } from '../contract/messages';
import { launchBrowser, screenshot, type Browser } from './browser';
import { gotoHydrated } from './hydration';
import { serverInfo, url } from './server-info';

type Service = { id: string; title: string; price: number };
const PUBLISH_BUDGET_MS = 2000;

const services = async () => ((await (await fetch(url('/api/content'))).json()) as { content: { services: Service[] } }).content.services;

/**
 * Resolves with how long it took until the published /services HTML (what a
 * visitor's first request gets) shows `text`; rejects after `budget` ms.
 * Each try is one request for the page: the state, not a clock, ends the wait.
 */
async function publishedWithin(text: string, budget: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const html = await (await fetch(url('/services'), { cache: 'no-store' })).text();
    const elapsed = Date.now() - started;
    if (html.includes(text)) return elapsed;
    if (elapsed > budget) throw new Error(`/services did not show ${text} within ${budget} ms`);
    // Between tries, let the server's publisher have the CPU.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The price line of a service card on /services in a visitor's browser. */
async function visitorPrice(page: Page, service: Service): Promise<string> {
  await gotoHydrated(page, '/services');
  return (await page.getByTestId(`price-${service.id}`).innerText()).replace(/\s+/g, ' ');
}

describe('the admin edits site content', () => {
  let browser: Browser;
  let page: Page;
  let first: Service;
  const newPrice = 27_500 + (Date.now() % 100) * 100;

  beforeAll(async () => {
    [first] = await services();
    browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
    page = browser.page;
    await gotoHydrated(page, '/admin-login');
    await page.getByLabel('Username').fill(serverInfo().adminUsername);
    await page.getByLabel('Password').fill(serverInfo().adminPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('a price in words gets a field error and keeps what was typed; nothing is saved', async () => {
    await page.getByRole('tab', { name: 'Content' }).click();
    const form = page.getByRole('form', { name: 'Services' });
    await form.waitFor();
    const price = form.getByLabel(/^Price/).first();
    await price.fill('fifteen thousand');
    await form.getByRole('button', { name: 'Save Services' }).click();
    await form.getByText(CONTENT_MESSAGES.price).waitFor();
    expect(await price.inputValue()).toBe('fifteen thousand');
    expect((await services())[0].price).toBe(first.price);
    await screenshot(page, 'admin-content-price-error-desktop');
  });

  test('a new price is saved and the published /services shows it within 2 s', async () => {
    const form = page.getByRole('form', { name: 'Services' });
    await form.getByLabel(/^Price/).first().fill(String(newPrice));
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/content') && r.request().method() === 'PUT');
    await form.getByRole('button', { name: 'Save Services' }).click();
    expect((await saved).status()).toBe(200);
    const took = await publishedWithin(formatNaira(newPrice), PUBLISH_BUDGET_MS);
    console.log(`/services showed the new price ${took} ms after the save answered`);
    expect(took).toBeLessThanOrEqual(PUBLISH_BUDGET_MS);
    await page.getByText(CONTENT_MESSAGES.saved).first().waitFor();

    const visitor = await launchBrowser();
    try {
      expect(await visitorPrice(visitor.page, first)).toContain(formatNaira(newPrice));
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  test('the history says who changed what, and restoring the first version brings the old price back', async () => {
    const history = page.locator('section[aria-labelledby="content-history"]');
    const latest = history.locator('li[aria-label^="Version "]').first();
    await latest.getByText(`${first.title} › price: ${first.price} → ${newPrice}`).waitFor();
    await latest.getByText(serverInfo().adminUsername, { exact: false }).first().waitFor();
    await screenshot(page, 'admin-content-history-desktop');

    const versionOne = history.locator('li[aria-label="Version 1"]');
    await versionOne.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(CONTENT_MESSAGES.reverted).first().waitFor();
    await publishedWithin(formatNaira(first.price), PUBLISH_BUDGET_MS);
    expect((await services())[0].price).toBe(first.price);
  });
});
