// One way to run axe-core in the browser tests: the rule set every scan uses
// (WCAG 2.0/2.1/2.2 A and AA and axe's best practices) and axe's legacy frame
// mode. The default mode opens a blank page per scan to join each frame's
// results, which made a scan take 2.0-2.6 s where the audit itself took
// 0.5-0.8 s (measured on /, /events and /services); legacy mode runs axe.run in
// the page, 0.9-1.2 s. What it leaves out, cross-origin frames, these pages
// never load in a test: the only one, the Contact page's map, is blocked
// (e2e/browser.ts).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type Options = Parameters<AxeBuilder['options']>[0];

/** axe's violations on what `page` shows now; by default every rule of AXE_TAGS. */
export async function axeViolations(page: Page, options: Options = { runOnly: { type: 'tag', values: AXE_TAGS } }) {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options(options).analyze();
  return violations;
}
