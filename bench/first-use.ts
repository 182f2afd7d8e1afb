// What the visitor pays for a prerendered page whose app starts on the first
// use (frontend/src/boot/wake.ts): in Chromium on a phone-sized screen with
// the CPU slowed down 4x (Lighthouse mobile's factor), once the page has
// loaded and fetched the app's files, the time from the first tap, on the
// menu button, to the menu being open (the app fetched from cache, run,
// hydrated, the tap replayed and handled). Medians over fresh pages.
import { launchBrowser } from '../e2e/browser';
import { median } from './stats';

export type FirstUseRow = { route: string; tapToMenuMs: number[]; medianTapToMenuMs: number };

export async function measureFirstUse(
  baseUrl: string,
  routes: readonly string[],
  options: { runs: number; log: (line: string) => void },
): Promise<FirstUseRow[]> {
  const browser = await launchBrowser({ viewport: { width: 412, height: 915 } });
  const rows: FirstUseRow[] = [];
  try {
    for (const route of routes) {
      const tapToMenuMs: number[] = [];
      for (let run = 0; run < options.runs; run++) {
        const page = await browser.context.newPage();
        try {
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.goto(`${baseUrl}${route}`);
          // The files fetched into the cache after load: the state of a visitor who reads before touching.
          await page.waitForLoadState('networkidle');
          if (await page.locator('script[type="module"]').count()) throw new Error(`${route}: the app ran before the first use`);
          const opened = page.getByRole('button', { name: 'Close menu' });
          const started = Date.now();
          await page.getByRole('button', { name: 'Open menu' }).click();
          await opened.waitFor({ timeout: 60_000 });
          tapToMenuMs.push(Date.now() - started);
          await cdp.detach();
        } finally {
          await page.close();
        }
      }
      const row = { route, tapToMenuMs, medianTapToMenuMs: median(tapToMenuMs) };
      options.log(`  ${route}: first tap to menu open ${row.medianTapToMenuMs} ms (median of ${tapToMenuMs.join(', ')})`);
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}
