// What the app's takeover costs the main thread (issue 22): Lighthouse's
// trace can end before the app starts by itself (boot/wake.ts), so its TBT
// may not contain the takeover at all. Here the trace is the page's own long
// tasks (PerformanceObserver 'longtask'), watched from the navigation until a
// second after the app has hydrated, with no touch: Chromium on a phone
// (390x844, touch), CPU slowed down 4x, a fresh browser per run, medians.
// - load: blocking time (each long task's time over 50 ms, summed) from the
//   first contentful paint until the app's entry is added (what Lighthouse
//   counts, without its simulation);
// - takeover: the same from the entry being added until a second after
//   <html data-hydrated>, its longest task, and when it starts and ends.
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser';
import { HYDRATED_ATTRIBUTE } from '../frontend/src/lib/hydration-signals';
import { site } from '../frontend/src/content/site';
import { median } from './stats';

export type TakeoverRow = {
  route: string;
  runs: number;
  /** From the navigation's start: the entry module added to the page, and <html data-hydrated>. */
  medianAppStartMs: number | null;
  medianHydratedMs: number | null;
  /** Blocking time (sum of each long task's excess over 50 ms) from FCP to the app's start. */
  medianLoadBlockingMs: number | null;
  /** The same from the app's start to a second after hydration. */
  medianTakeoverBlockingMs: number | null;
  /** The longest task from the app's start to a second after hydration. */
  medianTakeoverLongestTaskMs: number | null;
  /** Everything from FCP to a second after hydration: a TBT with the takeover inside. */
  medianTotalBlockingMs: number | null;
};

type Probe = { tasks: [number, number][]; appStart: number | null; hydrated: number | null; fcp: number | null };

/** Runs before the page's own scripts: long tasks from the start, when the entry is added, when the app has hydrated. */
const installProbe = (hydratedAttribute: string) => {
  const probe: Probe = { tasks: [], appStart: null, hydrated: null, fcp: null };
  (window as unknown as { __takeover: Probe }).__takeover = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') probe.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    if (probe.appStart === null && document.querySelector('head script[type="module"]')) probe.appStart = performance.now();
    if (probe.hydrated === null && document.documentElement?.hasAttribute(hydratedAttribute)) probe.hydrated = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: [hydratedAttribute] });
};

const blocking = (tasks: [number, number][], from: number, to: number) =>
  tasks.filter(([start]) => start >= from && start < to).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);

async function measureOnce(page: Page, url: string): Promise<{ appStart: number; hydrated: number; load: number; takeover: number; longest: number; total: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(installProbe, HYDRATED_ATTRIBUTE);
  await page.goto(url, { waitUntil: 'load' });
  // No touch, no wake event: the app starts by itself.
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForTimeout(1000);
  const probe = await page.evaluate(() => (window as unknown as { __takeover: Probe }).__takeover);
  await cdp.detach().catch(() => undefined);
  const appStart = probe.appStart ?? probe.hydrated ?? 0;
  const end = (probe.hydrated ?? appStart) + 1000;
  const fcp = probe.fcp ?? 0;
  const during = probe.tasks.filter(([start]) => start >= appStart && start < end).map(([, d]) => d);
  return {
    appStart,
    hydrated: probe.hydrated ?? NaN,
    load: blocking(probe.tasks, fcp, appStart),
    takeover: blocking(probe.tasks, appStart, end),
    longest: during.length ? Math.max(...during) : 0,
    total: blocking(probe.tasks, fcp, end),
  };
}

const round = (values: number[]) => (values.length ? Math.round(median(values)) : null);

export async function measureTakeover(baseUrl: string, options: { routes: string[]; runs: number; log: (line: string) => void }): Promise<TakeoverRow[]> {
  const rows: TakeoverRow[] = [];
  for (const route of options.routes) {
    const runs: Awaited<ReturnType<typeof measureOnce>>[] = [];
    for (let run = 0; run < options.runs; run++) {
      const browser = await launchBrowser({ viewport: { width: 390, height: 844 }, phone: true, wholeBrowser: true });
      try {
        // A returning reader: the home popup does not open over the page.
        await browser.context.addInitScript((key) => localStorage.setItem(key, '1'), site.popupSeenKey);
        runs.push(await measureOnce(browser.page, `${baseUrl}${route}`));
      } catch (error) {
        options.log(`    ${route} run ${run + 1} failed: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await browser.close();
      }
    }
    const row: TakeoverRow = {
      route,
      runs: runs.length,
      medianAppStartMs: round(runs.map((r) => r.appStart)),
      medianHydratedMs: round(runs.map((r) => r.hydrated)),
      medianLoadBlockingMs: round(runs.map((r) => r.load)),
      medianTakeoverBlockingMs: round(runs.map((r) => r.takeover)),
      medianTakeoverLongestTaskMs: round(runs.map((r) => r.longest)),
      medianTotalBlockingMs: round(runs.map((r) => r.total)),
    };
    options.log(
      `  ${route}: app starts ${row.medianAppStartMs} ms, hydrated ${row.medianHydratedMs} ms; blocking: load ${row.medianLoadBlockingMs} ms, takeover ${row.medianTakeoverBlockingMs} ms (longest task ${row.medianTakeoverLongestTaskMs} ms), total ${row.medianTotalBlockingMs} ms`,
    );
    rows.push(row);
  }
  return rows;
}
