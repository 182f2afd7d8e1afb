// Every control answers its first tap before the app runs, and the app keeps
// what the visitor did when it takes over (issue 22; docs/ARCHITECTURE.md,
// Prerender and hydration). A phone (390x844, touch), CPU slowed down 4x.
// "Before the app" is made certain by holding back its entry module
// (e2e/hydration.ts); behaviour only, never timing (the bench measures that:
// bench/first-tap.ts).
import type { Page } from 'playwright-core';
import { launchBrowser, placeOfAScreenLayer, type Browser } from './browser';
import { HYDRATED_ATTRIBUTE } from '../frontend/src/lib/hydration-signals';
import { site } from '../frontend/src/content/site';
import { HEADER_SHRINK_PX } from '../frontend/src/components/header-shrink';
import { holdTheApp, isHydrated, waitForHydration } from './hydration';
import { url } from './server-info';

describe('first taps on a phone at 4x CPU, before and across the app taking over', () => {
  let browser: Browser;
  let page: Page;
  let held: Awaited<ReturnType<typeof holdTheApp>> | null = null;

  /** A fresh page with the app held back; `seenPopup` as a returning visitor. */
  async function open(path: string, { seenPopup = true } = {}) {
    await page?.close();
    page = await browser.context.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(([key, seen]) => (seen ? localStorage.setItem(key as string, '1') : localStorage.removeItem(key as string)), [site.popupSeenKey, seenPopup]);
    held = await holdTheApp(page);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(url(path), { waitUntil: 'domcontentloaded' });
  }
  /**
   * React's hydration mismatches (minified errors 418, 419, 423, 425): React then renders that part
   * again from scratch and what the visitor did before the app (a copied link, a lightbox's photo) is lost.
   */
  let pageErrors: string[] = [];
  const mismatches = () => pageErrors.filter((message) => /Minified React error #(418|419|423|425)\b|[Hh]ydrat/.test(message));
  /** The app runs now (the wake event) and hydrates the page. */
  const takeOver = async () => {
    held?.release();
    await waitForHydration(page);
  };
  /** The app starts by itself: no touch, no wake event (boot/wake.ts: a few seconds after load, capped). */
  const takesOverByItself = async () => {
    held?.release();
    await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  };

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 390, height: 844 }, phone: true });
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('/') });
    page = browser.page;
  });
  afterEach(async () => {
    const found = mismatches();
    pageErrors = [];
    held?.release();
    await held?.unroute().catch(() => undefined);
    held = null;
    expect(found).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('menu: opens on the first tap without the app, stays open when the app takes over, and the app closes it', async () => {
    await open('/about');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Events' }).waitFor();
    expect(await isHydrated(page)).toBe(false);
    await takeOver();
    expect(await page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'hidden' });
  });

  test('theme switch: dark on the first tap without the app, and the app agrees', async () => {
    await open('/');
    await page.getByRole('button', { name: /^Theme: Light/ }).tap();
    await page.locator('html.dark').waitFor({ state: 'attached' });
    expect(await isHydrated(page)).toBe(false);
    await takeOver();
    await page.getByRole('button', { name: 'Theme: Dark. Switch to System' }).tap();
    await page.getByRole('button', { name: 'Theme: System. Switch to Light' }).waitFor();
  });

  test('gallery lightbox: opens, moves and closes without the app; the app takes over at the same photo', async () => {
    await open('/gallery');
    const tiles = page.locator('button[aria-haspopup="dialog"]');
    const count = await tiles.count();
    await tiles.nth(1).tap();
    const viewer = page.getByRole('dialog');
    await viewer.getByText(`2 / ${count}`).waitFor();
    const { layer, screen } = await placeOfAScreenLayer(viewer);
    expect(layer).toEqual(screen);
    await viewer.getByRole('button', { name: 'Next image' }).tap();
    await viewer.getByText(`3 / ${count}`).waitFor();
    await viewer.getByRole('button', { name: 'Previous image' }).tap();
    await viewer.getByText(`2 / ${count}`).waitFor();
    await viewer.getByRole('button', { name: 'Close' }).tap();
    await viewer.waitFor({ state: 'hidden' });
    await tiles.nth(2).tap();
    await viewer.getByText(`3 / ${count}`).waitFor();
    expect(await isHydrated(page)).toBe(false);
    await takeOver();
    // The app's lightbox, at the photo the visitor was on. The app asks the gallery again once it runs:
    // other suites sharing this server may have added photos since the page was published.
    await viewer.getByRole('button', { name: 'Next image' }).tap();
    await viewer.getByText(/^4 \/ \d+$/).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
  });

  test('carousel: buttons and dots answer without the app, it advances by itself, and the app keeps the slide', async () => {
    await open('/testimonials');
    const slide = (n: number) => page.locator(`[aria-roledescription="slide"][aria-label^="${n} of "]`);
    await page.getByRole('button', { name: 'Next testimonial' }).tap();
    await slide(2).waitFor();
    await page.getByRole('button', { name: 'Show testimonial 1' }).tap();
    await slide(1).waitFor();
    // The 5 s interval, without a touch and without the app.
    await slide(2).waitFor();
    expect(await isHydrated(page)).toBe(false);
    await page.getByRole('button', { name: 'Show testimonial 3' }).tap();
    await slide(3).waitFor();
    // Paused before the app comes (also answered without it): on a loaded machine the takeover can
    // outlast the 5 s interval, which would move on by itself and hide whether the app kept the slide.
    await page.getByRole('button', { name: 'Pause automatic slides' }).tap();
    await page.getByRole('button', { name: 'Resume automatic slides' }).waitFor();
    await takeOver();
    expect(await slide(3).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Resume automatic slides' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Next testimonial' }).tap();
    // The slide after 3: 4, or 1 when there are three (first() of an or() is the first in the page, slide 1, even hidden).
    await page.locator('[aria-roledescription="slide"]:is([aria-label^="4 of "], [aria-label^="1 of 3"]):visible').waitFor();
  });

  test('home popup: comes 3 s after a first visit with no touch and no app, and closes on a tap; the app then takes over by itself', async () => {
    await open('/', { seenPopup: false });
    const popup = page.getByRole('dialog');
    await popup.waitFor();
    const { layer, screen } = await placeOfAScreenLayer(popup);
    expect(layer).toEqual(screen);
    expect(await isHydrated(page)).toBe(false);
    await popup.getByRole('button', { name: 'Close' }).tap();
    await popup.waitFor({ state: 'hidden' });
    await takesOverByItself();
    expect(await popup.isVisible()).toBe(false);
  });

  test('header: shrinks on scroll before the app runs', async () => {
    await open('/about');
    const header = page.locator('header[data-scrolled]');
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator('header[data-scrolled="true"]').waitFor();
    expect(await isHydrated(page)).toBe(false);
  });

  test('header: the page under it stays put when it shrinks, so a scroll just past the threshold settles', async () => {
    await open('/gallery');
    const mainTop = () => page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + window.scrollY);
    const before = await mainTop();
    // Just past the threshold: were the page to move up with the header, the browser's scroll anchoring
    // would pull the scroll back under it, the header would grow, and so on, every frame (a tile
    // tapped there never became "stable" for Playwright).
    await page.evaluate((y) => window.scrollTo(0, y), HEADER_SHRINK_PX + 5);
    await page.locator('header[data-scrolled="true"]').waitFor();
    // Its shrink has finished (before the fix it never did: a new transition every frame).
    await page.waitForFunction(() => document.querySelector('header')!.getAnimations().length === 0);
    expect(await mainTop()).toBe(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(HEADER_SHRINK_PX + 5);
    expect(await page.locator('header').getAttribute('data-scrolled')).toBe('true');
  });

  test('FAQ and event page: an answer opens, the link is copied and the calendar file downloads, without the app', async () => {
    await open('/contact');
    const question = page.locator('main summary').first();
    await question.tap();
    expect(await page.locator('main details').first().getAttribute('open')).not.toBeNull();

    await open('/events/seed-choir-training-intensive');
    // What the page wrote, read in the page: the system clipboard is shared with every other browser on this machine.
    await page.evaluate(() => {
      const write = navigator.clipboard.writeText.bind(navigator.clipboard);
      navigator.clipboard.writeText = (text: string) => {
        (window as unknown as { copiedText: string }).copiedText = text;
        return write(text);
      };
    });
    await page.getByRole('button', { name: 'Copy link' }).tap();
    await page.getByRole('button', { name: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { copiedText?: string }).copiedText)).toBe(url('/events/seed-choir-training-intensive'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Add to calendar/ }).first().tap();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);
    expect(await isHydrated(page)).toBe(false);
    await takeOver();
    await page.getByRole('button', { name: 'Link copied' }).waitFor();
  });

  test("Register Now on /events: the featured event's form, its name field focused, without the app; what is typed is kept when it takes over", async () => {
    await open('/events');
    await page.locator('main article button[data-featured="true"]').first().tap();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name' && document.activeElement.closest('#register') !== null);
    expect(await page.locator('#register').evaluate((section) => Math.abs(section.getBoundingClientRect().top) < 200)).toBe(true);
    expect(await isHydrated(page)).toBe(false);
    await page.keyboard.type('Ada Okafor');
    await takeOver();
    const name = page.getByRole('form', { name: 'Event registration' }).getByLabel('Full Name');
    expect(await name.inputValue()).toBe('Ada Okafor');
  });

  test("an empty submit before the app shows the brief's messages at once, and the app shows the same once it takes over", async () => {
    await open('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).tap();
    await form.getByText('Name must be at least 2 characters').waitFor();
    await form.getByText('Message must be at least 10 characters').waitFor();
    expect(await form.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(await isHydrated(page)).toBe(false);
    await takeOver();
    await form.getByText('Name must be at least 2 characters').waitFor();
    await form.getByText('Please enter a valid email address').waitFor();
    // The app validates on change from now on: the name's message goes as it is typed.
    await form.getByLabel('Full Name').fill('Ada Okafor');
    await form.getByText('Name must be at least 2 characters').waitFor({ state: 'hidden' });
  });

  test('contact: what is typed before the app is kept when it takes over', async () => {
    await open('/contact');
    const name = page.locator('main form input[name="name"]');
    await name.tap();
    await page.keyboard.type('Ada Okafor');
    expect(await name.inputValue()).toBe('Ada Okafor');
    await takeOver();
    expect(await name.inputValue()).toBe('Ada Okafor');
    await page.keyboard.type('!');
    expect(await name.inputValue()).toBe('Ada Okafor!');
  });
});
