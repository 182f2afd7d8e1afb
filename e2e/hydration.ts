// Waiting on the app instead of the clock: the SPA marks <html data-hydrated>
// once its handlers are attached (frontend/src/main.tsx). A test that acts on
// a prerendered page before then races the app; on a busy machine it loses.
// A prerendered page starts its app by itself a few seconds after load
// (frontend/src/boot/wake.ts; e2e/first-tap.e2e.ts proves it comes without a
// touch); the helpers ask it to start now with the wake event instead of
// waiting out that delay.
import type { Page, Response } from 'playwright-core';
import { HYDRATED_ATTRIBUTE, WAKE_EVENT } from '../frontend/src/lib/hydration-signals';
import { unlessAlreadyHandled } from './browser';
import { url } from './server-info';

/**
 * Starts a prerendered page's app now (the wake event), once the head script
 * listens for it (it is parsed before the body). A no-op once the app runs.
 */
export async function usePage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.evaluate((event) => document.dispatchEvent(new Event(event)), WAKE_EVENT);
}

/** Wakes the app (see usePage), then resolves once it has hydrated (or rendered) the page. */
export async function waitForHydration(page: Page): Promise<void> {
  await usePage(page);
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/** Open a path of the e2e server and wait until the app runs it. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(url(path));
  await waitForHydration(page);
  return response;
}

export const isHydrated = (page: Page): Promise<boolean> =>
  page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);

/**
 * Holds back the app's entry module (the page stays as its HTML made it)
 * until `release()`: the state "before hydration", without guessing how long
 * the app takes to start.
 */
export async function holdTheApp(page: Page): Promise<{ release(): void; unroute(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const isEntry = (u: URL) => /^\/assets\/main-[\w-]+\.js$/.test(u.pathname);
  const handler = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    // Only the module the browser would run; the head script's background
    // fetch of the same file into the cache (boot/warm-cache.ts) runs nothing.
    if (route.request().resourceType() === 'script') await released;
    await route.fallback().catch(unlessAlreadyHandled);
  };
  await page.route(isEntry, handler);
  return { release, unroute: () => page.unroute(isEntry, handler) };
}
