// Waiting on the app instead of the clock: the SPA marks <html data-hydrated>
// once its handlers are attached (frontend/src/main.tsx). A test that acts on
// a prerendered page before then races the app; on a busy machine it loses.
// A prerendered page starts its app on the visitor's first use (a touch, the
// pointer moving: frontend/src/boot/wake.ts), so the helpers move the pointer
// over the page first, as a person's hand would.
import type { Page, Response } from 'playwright-core';
import { HYDRATED_ATTRIBUTE } from '../frontend/src/lib/hydration-signals';
import { unlessAlreadyHandled } from './browser';
import { url } from './server-info';

/** The pointer moves over the page: a first use, which starts a prerendered page's app. */
export async function usePage(page: Page): Promise<void> {
  await page.mouse.move(8, 8);
  await page.mouse.move(12, 16);
}

/** Uses the page (see usePage), then resolves once its app has hydrated (or rendered) it. */
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
