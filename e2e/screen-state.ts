// What a scan waits for and what it switches, shared by the axe suites (axe-screens.ts) and the
// journeys that scan their own screens (two-step.e2e.ts).
import type { Page } from 'playwright-core';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Every section laid out for good, then no animation or transition running (an endless one, a
 * spinner's, excepted). The public pages skip rendering the sections below the screen
 * (`content-visibility: auto`, frontend/src/app/theme.ts) until they come near it, and their
 * height changes when they do. axe reads element boxes while it scans: a section that started
 * rendering meanwhile moved the boxes under it, and once (CI, busy machine) axe met the contact
 * page's FAQ question over the footer's dark background. Colours and semantics are the same either
 * way; only the boxes stop moving.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    if (!document.getElementById('scan-renders-everything')) {
      const style = document.createElement('style');
      style.id = 'scan-renders-everything';
      style.textContent = '* { content-visibility: visible !important; }';
      document.head.appendChild(style);
    }
    // Two frames: the style applied and the new layout drawn.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
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
