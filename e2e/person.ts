// A person needs more than the minimum fill time (ABUSE.minFillMs) to fill a
// public form; the browser fills it in milliseconds, and the form guard would
// take the journey for a bot (201, nothing stored or mailed: docs/PRODUCT-RULES.md,
// Spam and abuse). Waiting on the page's own clock (what the form measures)
// makes the journey a person, so only a trap under test can trip.
import type { Page } from 'playwright-core';
import { ABUSE } from '../contract/constants';

/** performance.now() of the page: call it once the form is on screen, and pass it to takeAsLongAsAPerson. */
export const pageClock = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/**
 * Resolves once the form has been on screen longer than the minimum fill time.
 * `shownAt` is when the form showed in the page's clock: 0 (the default) for a
 * form of the page's first HTML (timed from the page's start), pageClock() for
 * one the app rendered later (timed from its render; measuring from when the
 * test saw it is the safe side).
 */
export async function takeAsLongAsAPerson(page: Page, shownAt = 0): Promise<void> {
  await page.waitForFunction((min) => performance.now() > min, shownAt + ABUSE.minFillMs + 250, { polling: 100 });
}
