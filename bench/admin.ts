// The admin on the provider's phone (issue 40): Chromium, 390x844 with touch,
// CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), signed in as the first
// admin over the seed's content; a fresh browser (cold cache: a first visit)
// per run, after one unmeasured run. Each step is a touch at a control's
// centre (CDP input, as bench/first-tap.ts does) timed in the page, from the
// tap's pointerdown to the end of the first frame that shows each answer:
// - Sign In -> the overview's four counts, -> the insights' charts drawn;
// - each tab -> the tab shown selected, -> its content (its panel on screen
//   with no spinner or placeholder left in it);
// - an event's Edit -> its dialog open with the title filled in; Save ->
//   the dialog closed and the list showing the new title;
// - the header's Check-in -> the door screen.
// Plus the JavaScript each screen fetched (by the time of the request), raw
// and gzip level 9 as the CDN would serve it. Medians of the runs; a step whose
// answer never came within the limit counts as null ("never").
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser';
import { BENCH_ADMIN } from './child';
import { gzipBytes, median } from './stats';

/** The dashboard's tabs in the order a tap along the bar meets them (admin-dashboard.tsx). */
export const ADMIN_TABS = ['Events', 'Promo codes', 'Testimonials', 'Gallery', 'Programmes', 'Forms', 'Content', 'People', 'Announcements', 'Accounts', 'Audit', 'Overview'] as const;

/** The issue's line at 4x CPU. */
export const ADMIN_TARGETS = { tapMs: 100, contentMs: 500, signInMs: 1000, firstScreenGzip: 150 * 1024 } as const;

export type AdminStepRow = {
  step: string;
  /** 'tap' (an answer the tap itself shows), 'content' (fetched data or code), 'sign-in'. */
  kind: 'tap' | 'content' | 'sign-in';
  ms: (number | null)[];
  medianMs: number | null;
};
export type AdminJsRow = { screen: string; files: number; bytes: number; gzip: number };
export type AdminResult = { runs: number; steps: AdminStepRow[]; js: AdminJsRow[] };

type Answers = Record<string, string>;
type Probe = { start: number | null; answered: Record<string, number> };

// Page-side expressions (strings: the probe evaluates them each frame).
const countsShown = `['Total Events', 'Contact Messages', 'Event Registrations', 'Active Events'].every((l) => { const el = document.querySelector('[aria-label^="' + l + ': "]'); return el && el.checkVisibility() && /^\\d/.test(el.textContent); })`;
const chartsDrawn = `!!document.querySelector('[data-insights="ready"] figure [aria-hidden="true"] svg')`;
const selectedTab = (label: string) => `Array.from(document.querySelectorAll('[role="tab"][aria-selected="true"]')).some((t) => t.textContent.trim() === ${JSON.stringify(label)} && t.checkVisibility())`;
/** The selected tab's panel on screen with something in it and nothing still loading. */
const tabContent = (label: string) => `(() => {
  const tab = Array.from(document.querySelectorAll('[role="tab"][aria-selected="true"]')).find((t) => t.textContent.trim() === ${JSON.stringify(label)});
  const panel = tab && document.getElementById(tab.getAttribute('aria-controls'));
  if (!panel || !panel.checkVisibility() || !panel.innerText.trim()) return false;
  return !panel.querySelector('.chakra-spinner, [data-placeholder], [aria-busy="true"]');
})()`;
const dialogWith = (value: string) => `Array.from(document.querySelectorAll('[role="dialog"] input')).some((i) => i.value === ${JSON.stringify(value)} && i.checkVisibility())`;
const savedInList = (title: string) => `!document.querySelector('[role="dialog"]') && Array.from(document.querySelectorAll('[role="tabpanel"] td, [role="tabpanel"] th')).some((c) => c.textContent.includes(${JSON.stringify(title)}) && c.checkVisibility())`;
const doorScreen = `Array.from(document.querySelectorAll('main h1')).some((h) => h.textContent.trim() === 'Check-in' && h.checkVisibility())`;

/** Before the tap: records when each answer's first frame has been rendered (see bench/first-tap.ts armProbe). */
function armProbe(answers: Answers) {
  return `(() => {
    const probe = { start: null, answered: {} };
    window.__adminProbe = probe;
    const checks = Object.entries(${JSON.stringify(answers)}).map(([name, expr]) => [name, new Function('return (' + expr + ')')]);
    const watch = () => requestAnimationFrame(() => {
      let pending = 0;
      for (const [name, check] of checks) {
        if (name in probe.answered || probe.pending?.has(name)) continue;
        let done = false;
        try { done = Boolean(check()); } catch {}
        if (!done) { pending++; continue; }
        probe.pending = probe.pending ?? new Set();
        probe.pending.add(name);
        const afterFrame = new MessageChannel();
        afterFrame.port1.onmessage = () => { probe.answered[name] = performance.now() - probe.start; };
        afterFrame.port2.postMessage(null);
      }
      if (pending) watch();
    });
    addEventListener('pointerdown', (event) => { if (probe.start === null) { probe.start = event.timeStamp; watch(); } }, { capture: true, once: true });
  })()`;
}

/** A touch at the control's centre through CDP input (no Playwright listeners in the timed tasks). */
async function tap(page: Page, selector: string) {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded({ timeout: 30_000 });
  const box = await target.boundingBox();
  if (!box) throw new Error(`${selector} has no box to tap`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Two frames and an idle period. */
const quiet = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 3000 })))));

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await quiet(page);
}

/** Taps, then waits for every answer (or the limit); ms per answer, null for never. */
async function timedTap(page: Page, selector: string, answers: Answers, limitMs = 20_000): Promise<Record<string, number | null>> {
  await page.locator(selector).first().scrollIntoViewIfNeeded({ timeout: 30_000 });
  await quiet(page);
  await page.evaluate(armProbe(answers));
  await tap(page, selector);
  const names = Object.keys(answers);
  await page
    .waitForFunction((n) => n.every((name) => name in (window as unknown as { __adminProbe: Probe }).__adminProbe.answered), names, { timeout: limitMs, polling: 50 })
    .catch(() => undefined);
  const probe = await page.evaluate(() => (window as unknown as { __adminProbe: Probe }).__adminProbe);
  return Object.fromEntries(names.map((n) => [n, n in probe.answered ? Math.round(probe.answered[n]) : null]));
}

type Run = { steps: Map<string, number | null>; js: Map<string, { files: number; bytes: number; gzip: number }> };

async function measureRun(baseUrl: string): Promise<Run> {
  // The admin's service worker as a first visit gets it: registered once the sign-in screen is idle, installing beside it.
  const browser = await launchBrowser({ viewport: { width: 390, height: 844 }, phone: true, bypassCSP: true, serviceWorkers: 'allow', wholeBrowser: true });
  const steps = new Map<string, number | null>();
  const js = new Map<string, { files: number; bytes: number; gzip: number }>();
  const page = browser.page;
  // Each script is counted for the screen that asked for it (its request's moment).
  let screen = 'Sign-in screen';
  const askedFor = new WeakMap<object, string>();
  const pending: Promise<void>[] = [];
  page.on('request', (request) => askedFor.set(request, screen));
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(baseUrl) || !/\.js(\?|$)/.test(request.url())) return;
    pending.push(
      (async () => {
        const body = await (await request.response())?.body().catch(() => null);
        if (!body) return;
        const label = askedFor.get(request) ?? screen;
        const row = js.get(label) ?? { files: 0, bytes: 0, gzip: 0 };
        js.set(label, { files: row.files + 1, bytes: row.bytes + body.length, gzip: row.gzip + gzipBytes(body) });
      })(),
    );
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${baseUrl}/admin-login`, { waitUntil: 'load' });
    await page.getByLabel('Username').waitFor({ timeout: 30_000 });
    await settle(page);
    await page.getByLabel('Username').fill(BENCH_ADMIN.username);
    await page.getByLabel('Password').fill(BENCH_ADMIN.password);
    screen = 'Overview (after Sign In)';
    const signIn = await timedTap(page, 'button[type="submit"]:has-text("Sign In")', { counts: countsShown, charts: chartsDrawn });
    steps.set('Sign In -> overview counts', signIn.counts);
    steps.set('Sign In -> insights charts', signIn.charts);
    // Whatever loads once the overview shows (idle-time fetches of the tabs' code).
    screen = 'After the overview, before a tap';
    await settle(page);

    for (const label of ADMIN_TABS) {
      screen = `Tab: ${label}`;
      const trigger = `[role="tab"]:has-text("${label}")`;
      const t = await timedTap(page, trigger, { selected: selectedTab(label), content: tabContent(label) });
      steps.set(`${label} tab -> selected`, t.selected);
      steps.set(`${label} tab -> content`, t.content);
      await settle(page);
      if (label !== 'Events') continue;
      // The first event's edit dialog, then a save that the list shows.
      screen = 'Events: edit and save';
      const edit = page.locator('[role="tabpanel"] button[aria-label^="Edit "]').first();
      const title = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
      const opened = await timedTap(page, '[role="tabpanel"] button[aria-label^="Edit "]', { open: dialogWith(title) });
      steps.set('Event Edit -> dialog with its title', opened.open);
      await settle(page);
      const edited = `Bench ${Date.now().toString(36)}`;
      await page.getByRole('dialog').getByRole('textbox', { name: /^Title\b/ }).fill(edited);
      const saved = await timedTap(page, '[role="dialog"] button[type="submit"]', { saved: savedInList(edited) });
      steps.set('Event Save -> list shows it', saved.saved);
      await settle(page);
    }

    screen = 'Check-in screen';
    const door = await timedTap(page, 'header a[href$="/admin/check-in"]', { door: doorScreen });
    steps.set('Check-in link -> door screen', door.door);
    await settle(page);
  } catch (error) {
    throw new Error(`${screen}: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await cdp.detach().catch(() => undefined);
    await Promise.all(pending);
    await browser.close();
  }
  return { steps, js };
}

/** Which target a step is held to: a tap's own answer, fetched content, or the sign-in. */
const kindOf = (step: string): AdminStepRow['kind'] => (step.startsWith('Sign In') ? 'sign-in' : / -> (selected|dialog)/.test(step) ? 'tap' : 'content');

const medianOrNull = (values: (number | null)[]) => (values.filter((v) => v === null).length * 2 >= values.length && values.some((v) => v === null) ? null : median(values.filter((v): v is number => v !== null)));

export async function measureAdmin(baseUrl: string, options: { runs: number; log: (line: string) => void }): Promise<AdminResult> {
  options.log('  warm-up run (not counted)');
  await measureRun(baseUrl).catch((error: Error) => options.log(`  warm-up failed: ${error.message.split('\n')[0]}`));
  const runs: Run[] = [];
  for (let i = 0; i < options.runs; i++) {
    try {
      const run = await measureRun(baseUrl);
      runs.push(run);
      options.log(`  run ${i + 1}: ${[...run.steps].map(([s, ms]) => `${s} ${ms ?? 'never'}`).join('; ')}`);
    } catch (error) {
      options.log(`  run ${i + 1} failed: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  if (!runs.length) throw new Error('no admin run finished');
  const stepNames = [...new Set(runs.flatMap((r) => [...r.steps.keys()]))];
  const steps = stepNames.map((step) => {
    const ms = runs.map((r) => r.steps.get(step) ?? null);
    return { step, kind: kindOf(step), ms, medianMs: medianOrNull(ms) };
  });
  const screens = [...new Set(runs.flatMap((r) => [...r.js.keys()]))];
  const js = screens.map((screen) => {
    const of = (key: 'files' | 'bytes' | 'gzip') => median(runs.map((r) => r.js.get(screen)?.[key] ?? 0));
    return { screen, files: of('files'), bytes: of('bytes'), gzip: of('gzip') };
  });
  return { runs: runs.length, steps, js };
}
