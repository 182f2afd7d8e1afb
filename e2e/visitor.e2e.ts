// A visitor's journey in real Chromium (docs/PRODUCT-RULES.md): every public
// page, the gallery lightbox by keyboard, a registration with its share link, a
// contact message and a 404. Screenshots at phone and desktop size go to e2e/.artifacts/.
import type { Page } from 'playwright-core';
import { site } from '../frontend/src/content/site';
import { launchBrowser, placeOfAScreenLayer, screenshot, type Browser } from './browser';
import { eventToday, openDoorSession } from './door';
import { gotoHydrated } from './hydration';
import { pageClock, takeAsLongAsAPerson } from './person';
import { serverInfo, url } from './server-info';

const PUBLIC_PAGES = [
  { path: '/', name: 'home', heading: /Music \| Ministry \| Mentorship/ },
  { path: '/about', name: 'about', heading: /./ },
  { path: '/services', name: 'services', heading: /./ },
  { path: '/events', name: 'events', heading: 'Upcoming Events' },
  { path: '/gallery', name: 'gallery', heading: /Gallery/ },
  { path: '/testimonials', name: 'testimonials', heading: 'Student Stories and Resources' },
  { path: '/contact', name: 'contact', heading: /./ },
] as const;

const VIEWPORTS = [
  { label: 'mobile', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * Lazy images load as they come near the viewport; load them all now, so a
 * full-page shot shows them (waiting on the images, not on a scroll's timing).
 */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = 'eager')));
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
}

/** The home page popup opens after 3 s on a first visit; mark it seen so it does not cover the shots. */
async function skipPopup(page: Page): Promise<void> {
  await page.goto(url('/404-warmup'));
  await page.evaluate((key) => localStorage.setItem(key, '1'), site.popupSeenKey);
}

describe.each(VIEWPORTS)('a visitor on a $label screen ($width x $height)', (viewport) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: viewport.width, height: viewport.height } });
    await skipPopup(browser.page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test.each(PUBLIC_PAGES)('reads $path', async ({ path, name, heading }) => {
    const { page } = browser;
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
    // Every public page sets its own title and description (docs/PRODUCT-RULES.md, Every public page).
    expect(await page.title()).not.toBe('');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    await loadAllImages(page);
    await screenshot(page, `visitor-${name}-${viewport.label}`);
  });

  test('sees the 404 card on an unknown path', async () => {
    const { page } = browser;
    await gotoHydrated(page, '/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await screenshot(page, `visitor-404-${viewport.label}`);
  });

  test('no page error happened', () => {
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    expect(browser.blocked.filter((u) => !u.includes('google.com'))).toEqual([]);
  });
});

describe('a visitor on a desktop', () => {
  let browser: Browser;
  // Its own free event: files running side by side share the stack, and theirs (paid, full, about to
  // start) may come first on /events.
  const title = `Visitor Evening ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

  beforeAll(async () => {
    const { baseUrl, adminUsername, adminPassword } = serverInfo();
    await eventToday(await openDoorSession(baseUrl, adminUsername, adminPassword), title);
    browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
    await skipPopup(browser.page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('opens the gallery lightbox and moves with the keyboard', async () => {
    const { page } = browser;
    await gotoHydrated(page, '/gallery');
    const firstTile = page.getByRole('button', { name: /^Open image:/ }).first();
    await firstTile.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const src = () => dialog.getByRole('img').getAttribute('src');
    expect(await src()).toBe('/images/gallery/gallery-1.webp');
    const { layer, screen } = await placeOfAScreenLayer(dialog);
    expect(layer).toEqual(screen);
    // The page stays put while it is open (app/theme.ts: html:has(dialog[open][aria-modal=true]) body).
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.press('ArrowRight');
    expect(await src()).toBe('/images/gallery/gallery-2.webp');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Wrapped to the last image (built-ins plus the server's).
    expect(await src()).not.toBe('/images/gallery/gallery-1.webp');
    await screenshot(page, 'visitor-gallery-lightbox-desktop');

    await page.keyboard.press('Escape');
    // A <dialog> always in the HTML (the head script opens it before the app): closed, not removed.
    await dialog.waitFor({ state: 'hidden' });
    expect(await firstTile.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('registers for an upcoming event and copies the share link', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url('/')).origin });
    await gotoHydrated(page, '/events');
    await page.getByRole('button', { name: `Register Now: ${title}` }).click();

    const section = page.getByRole('region', { name: 'Register for an Event' });
    await section.getByRole('heading', { name: title }).waitFor();
    const shownAt = await pageClock(page);
    const stamp = Date.now();
    await section.getByLabel('Full Name').fill('Ada Visitor');
    await section.getByLabel('Email').fill(`ada.${stamp}@example.com`);
    await section.getByLabel('Phone Number').fill('+2348031234567');
    await takeAsLongAsAPerson(page, shownAt);
    await section.getByRole('button', { name: 'Register Now' }).click();

    await section.getByRole('heading', { name: 'Registration Complete' }).waitFor();
    const link = await section.getByRole('textbox', { name: /registration link/ }).inputValue();
    expect(link).toMatch(/\/events\/[\w-]+\?registered=[\w-]+$/);
    await page.getByText('Registration Successful!').waitFor();

    await section.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await screenshot(page, 'visitor-registered-desktop');

    // The share link opens the event's own page with a note.
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText("You're registered!").waitFor();
  });

  test('sends a contact message', async () => {
    const { page } = browser;
    await gotoHydrated(page, '/contact');
    await page.getByLabel('Full Name').fill('Ada Visitor');
    await page.getByLabel('Email Address').fill('ada@example.com');
    await page.getByLabel('Your Message').fill('I would like to ask about piano lessons for my daughter.');
    await takeAsLongAsAPerson(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Send Another Message' }).waitFor();
    await screenshot(page, 'visitor-contact-sent-desktop');
  });

  test('no page error happened', () => {
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
