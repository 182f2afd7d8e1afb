// What a scan waits for and what it switches, shared by the axe suites (axe-screens.ts) and the
// journeys that scan their own screens (two-step.e2e.ts).
import type { Page } from 'playwright-core';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Wait until no animation or transition is running (an endless one, a spinner's, excepted). */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** The page in `theme` without a reload: what lib/color-mode.ts's applyColorMode does to <html>. */
export async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((mode) => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(mode);
    root.style.colorScheme = mode;
    root.dataset.theme = mode;
  }, theme);
}
