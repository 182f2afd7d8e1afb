// What the visitor's first tap on each control costs (issue 22): Chromium on a
// phone (390x844, touch), CPU slowed down 4x (Lighthouse mobile's factor). Per
// control, the time from the tap's `pointerdown` (or the key's `keydown`) to
// the end of the first frame that shows the answer, read inside the page (a
// message posted from that frame's requestAnimationFrame callback runs once
// the frame is rendered; the callback's own timestamp is the frame's start,
// which can come before the task that changed the page, and made a long
// handler look quick), and the longest Event Timing entry of the
// interaction (what Chrome's field data reports as INP). Two moments:
// - settled: the page loaded, its files cached and the page quiet (the app,
//   when the page starts it by itself, has taken over);
// - impatient: the tap 300 ms after the first paint;
// - takeover: the tap as soon as the app's entry is added to the page (no
//   touch before: the app starts by itself), while it evaluates and hydrates.
// Medians over fresh pages; a control whose answer never came within the
// limit counts as null ("never").
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser';
import { HYDRATED_ATTRIBUTE } from '../frontend/src/lib/hydration-signals';
import { site } from '../frontend/src/content/site';
import { median } from './stats';

export type FirstTapMoment = 'settled' | 'impatient' | 'takeover';

/** One control: where it is, what is tapped, and the answer to wait for (a page-side expression). */
type Control = {
  name: string;
  route: string;
  /** Untimed steps before the timed tap (open the lightbox before its Next). */
  before?: (page: Page) => Promise<void>;
  /** A CSS selector tapped, or a key pressed into the focused element. */
  tap: string | { key: string };
  /** A JavaScript expression, true once the answer is on screen. */
  answer: string;
  /** The answer's wait before it counts as never. */
  limitMs?: number;
  /** Only where the page offers it (the popup needs an upcoming event). */
  optional?: boolean;
  /** The home popup comes 3 s after a first visit; every other control is tapped by a visitor who has seen it. */
  firstVisit?: boolean;
};

export type FirstTapRow = {
  control: string;
  route: string;
  moment: FirstTapMoment;
  /** null: the answer did not come within the limit. */
  tapToAnswerMs: (number | null)[];
  longestEventMs: (number | null)[];
  medianTapToAnswerMs: number | null;
  medianLongestEventMs: number | null;
};

const visible = (selector: string) => `Array.from(document.querySelectorAll(${JSON.stringify(selector)})).some((el) => el.checkVisibility())`;
// innerText, not textContent: a field's hidden message (the head script's, in the HTML) is not on
// screen. HTML elements only: an icon's SVG has no innerText.
const textVisible = (selector: string, text: string) =>
  `Array.from(document.querySelectorAll(${JSON.stringify(selector)})).some((el) => el instanceof HTMLElement && el.checkVisibility() && el.innerText.includes(${JSON.stringify(text)}))`;
const lightboxOpen = `${visible('dialog[open] img, [role="dialog"] img')}`;
/** The lightbox's "i / n" counter, n being the number of tiles. */
const lightboxCounter = (index: 'second' | 'last') =>
  `(() => { const n = document.querySelectorAll('button[aria-haspopup="dialog"]').length; const text = ${index === 'second' ? '2' : 'n'} + ' / ' + n; return ${textVisible('dialog[open] *, [role="dialog"] *', '@@')}; })()`.replace('"@@"', 'text');

/**
 * A touch at the control's centre, sent as the browser's input (CDP), not
 * through locator.tap: Playwright's hit-target check puts its own listeners
 * in the page, which ran inside the timed tap's tasks.
 */
async function tapSelector(page: Page, selector: string) {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded({ timeout: 30_000 });
  const box = await target.boundingBox();
  if (!box) throw new Error(`${selector} has no box to tap`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Runs the lightbox open as an untimed step (its answer awaited) before the timed tap. */
async function openLightbox(page: Page) {
  await tapSelector(page, 'button[aria-haspopup="dialog"]');
  await page.waitForFunction(lightboxOpen, undefined, { timeout: 30_000 });
}

export function controls(eventRoute: string): Control[] {
  return [
    { name: 'Menu', route: '/', tap: 'button[aria-controls="mobile-menu"]', answer: visible('#mobile-menu a') },
    {
      name: 'Theme switch',
      route: '/',
      // From the default (light) the next choice is dark.
      tap: 'header button[title^="Theme"]',
      answer: `document.documentElement.classList.contains('dark') && getComputedStyle(document.body).backgroundColor !== 'rgb(255, 255, 255)'`,
    },
    {
      name: 'Register Now (events list)',
      route: '/events',
      tap: 'main article button[aria-label^="Register Now"]',
      // The registration section in view, showing the event whose button was tapped.
      answer: `(() => { const r = document.getElementById('register'); const b = document.querySelector('main article button[aria-label^="Register Now"]'); const title = b && b.getAttribute('aria-label').replace(/^Register Now: /, ''); return !!r && Math.abs(r.getBoundingClientRect().top) < 200 && r.querySelector('h3')?.textContent === title; })()`,
    },
    {
      name: 'Register Now, empty (event page)',
      route: eventRoute,
      tap: '#register form button[type="submit"]',
      answer: textVisible('#register form *', 'Name must be at least 2 characters'),
    },
    {
      name: 'Typing a letter (contact name)',
      route: '/contact',
      before: async (page) => {
        await tapSelector(page, 'main form input[name="name"]');
      },
      tap: { key: 'K' },
      answer: `document.querySelector('main form input[name="name"]').value.includes('K')`,
    },
    {
      name: 'Send, empty (contact)',
      route: '/contact',
      tap: 'main form button[type="submit"]',
      answer: textVisible('main form *', 'Name must be at least 2 characters'),
    },
    { name: 'FAQ item', route: '/contact', tap: 'main :is(summary, [data-part="item-trigger"])', answer: `(() => { const d = document.querySelector('main details'); if (d) return d.open; const t = document.querySelector('main [data-part="item-trigger"]'); return t?.getAttribute('aria-expanded') === 'true' && ${visible('main [data-part="item-content"][data-state="open"]')}; })()` },
    { name: 'Lightbox open', route: '/gallery', tap: 'button[aria-haspopup="dialog"]', answer: lightboxOpen, limitMs: 10_000 },
    { name: 'Lightbox next', route: '/gallery', before: openLightbox, tap: ':is(dialog[open], [role="dialog"]) button[aria-label="Next image"]', answer: lightboxCounter('second') },
    {
      name: 'Lightbox previous',
      route: '/gallery',
      before: openLightbox,
      tap: ':is(dialog[open], [role="dialog"]) button[aria-label="Previous image"]',
      answer: lightboxCounter('last'),
    },
    {
      name: 'Lightbox close',
      route: '/gallery',
      before: openLightbox,
      tap: ':is(dialog[open], [role="dialog"]) button[aria-label="Close"]',
      answer: `!(${lightboxOpen})`,
    },
    {
      name: 'Carousel next',
      route: '/testimonials',
      tap: 'button[aria-label="Next testimonial"]',
      // The slide after the one shown at the tap (the carousel moves by itself every 5 s).
      answer: `(() => { const n = document.querySelectorAll('[data-slide]').length; const want = ((window.__firstTap.carouselAt + 1) % n) + 1; return Array.from(document.querySelectorAll('[aria-roledescription="slide"]')).some((el) => el.checkVisibility() && el.getAttribute('aria-label').startsWith(want + ' of ')); })()`,
    },
    { name: 'Carousel dot 3', route: '/testimonials', tap: 'button[aria-label="Show testimonial 3"]', answer: visible('[aria-roledescription="slide"][aria-label^="3 of "]') },
    {
      name: 'Popup close',
      route: '/',
      before: async (page) => {
        // The brief's popup: 3 s after the first visit, with no touch.
        await page.waitForFunction(visible('[data-popup] button[aria-label="Close"], [role="dialog"] button[aria-label="Close"]'), undefined, { timeout: 12_000 });
      },
      tap: ':is([data-popup], [role="dialog"]) button[aria-label="Close"]',
      answer: `!(${visible('[data-popup] button[aria-label="Close"], [role="dialog"] button[aria-label="Close"]')})`,
      optional: true,
      firstVisit: true,
    },
    { name: 'Add to calendar', route: eventRoute, tap: 'main button[aria-label^="Add to calendar"], main a[aria-label^="Add to calendar"]', answer: `window.__firstTap.downloaded > 0` },
    { name: 'Copy link', route: eventRoute, tap: 'main button:has-text("Copy link")', answer: textVisible('main button', 'Link copied') },
  ];
}

/** Installed before the tap: the tap's start, the first frame showing the answer, the interaction's Event Timing entries. */
function armProbe(answer: string) {
  return `(() => {
    const probe = { start: null, answeredAt: null, longestEvent: 0, downloaded: 0, carouselAt: 0 };
    window.__firstTap = probe;
    const check = new Function('return (' + ${JSON.stringify(answer)} + ')');
    const watch = () => requestAnimationFrame(() => {
      let done = false;
      try { done = Boolean(check()); } catch {}
      if (!done) return watch();
      const afterFrame = new MessageChannel();
      afterFrame.port1.onmessage = () => { probe.answeredAt = performance.now(); };
      afterFrame.port2.postMessage(null);
    });
    const begin = (event) => {
      if (probe.start !== null) return;
      probe.start = event.timeStamp;
      probe.carouselAt = Number(document.querySelector('[data-carousel]')?.dataset.index ?? 0);
      watch();
    };
    addEventListener('pointerdown', begin, { capture: true });
    addEventListener('keydown', begin, { capture: true });
    // A download (add to calendar): an anchor with download clicked, by the visitor or by script.
    document.addEventListener('click', (event) => { if (event.target instanceof Element && event.target.closest('a[download]')) probe.downloaded++; }, true);
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function () { if (this.hasAttribute('download')) probe.downloaded++; return click.call(this); };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (probe.start !== null && entry.startTime >= probe.start - 1) probe.longestEvent = Math.max(probe.longestEvent, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  })()`;
}

/** Resolves 300 ms after the page's first paint (measured in the page). */
const afterFirstPaint = (delayMs: number) => `new Promise((resolve) => {
  const go = (paint) => setTimeout(resolve, Math.max(0, paint + ${delayMs} - performance.now()));
  const seen = performance.getEntriesByName('first-paint')[0];
  if (seen) return go(seen.startTime);
  new PerformanceObserver((list, observer) => { const p = list.getEntriesByName('first-paint')[0]; if (p) { observer.disconnect(); go(p.startTime); } }).observe({ type: 'paint', buffered: true });
})`;

/** Two frames and an idle period. */
const quiet = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 })))));

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // A page that starts its app by itself: until it has taken over.
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: Number(process.env.BENCH_FIRST_TAP_SETTLE_MS ?? 20_000) }).catch(() => undefined);
  await quiet(page);
}

async function measureOnce(page: Page, baseUrl: string, control: Control, moment: FirstTapMoment): Promise<{ ms: number | null; event: number | null } | 'absent'> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(`${baseUrl}${control.route}`, { waitUntil: moment === 'impatient' ? 'commit' : 'load' });
    if (moment === 'settled') await settle(page);
    else if (moment === 'impatient') await page.evaluate(afterFirstPaint(300));
    else await page.waitForFunction(() => document.querySelector('head script[type="module"]'), undefined, { timeout: 30_000, polling: 'raf' });
    if (control.before) {
      try {
        await control.before(page);
      } catch (error) {
        if (control.optional) return 'absent';
        throw error;
      }
    }
    // A settled visitor scrolls to the control, then taps: not while the scroll's own work (the
    // header shrinking past 50 px, lazy images) still runs.
    if (moment === 'settled' && typeof control.tap === 'string') {
      await page.locator(control.tap).first().scrollIntoViewIfNeeded({ timeout: 30_000 });
      await quiet(page);
    }
    await page.evaluate(armProbe(control.answer));
    if (typeof control.tap === 'string') await tapSelector(page, control.tap);
    else await page.keyboard.press(control.tap.key);
    const limit = control.limitMs ?? 10_000;
    const answered = await page
      .waitForFunction(() => (window as unknown as { __firstTap: { answeredAt: number | null } }).__firstTap.answeredAt !== null, undefined, { timeout: limit, polling: 50 })
      .then(() => true)
      .catch(() => false);
    // The interaction's Event Timing entry is reported after its frame.
    await page.waitForTimeout(300);
    const probe = await page.evaluate(() => (window as unknown as { __firstTap: { start: number; answeredAt: number | null; longestEvent: number } }).__firstTap);
    return { ms: answered && probe.answeredAt !== null ? Math.round(probe.answeredAt - probe.start) : null, event: probe.longestEvent ? Math.round(probe.longestEvent) : null };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

const medianOrNull = (values: (number | null)[]) => (values.some((v) => v === null) && values.filter((v) => v === null).length * 2 >= values.length ? null : median(values.filter((v): v is number => v !== null)));

export async function measureFirstTap(
  baseUrl: string,
  options: { runs: number; eventRoute: string; moments?: FirstTapMoment[]; only?: string[]; log: (line: string) => void },
): Promise<FirstTapRow[]> {
  const rows: FirstTapRow[] = [];
  const list = controls(options.eventRoute).filter((c) => !options.only?.length || options.only.some((o) => c.name.toLowerCase().includes(o.toLowerCase())));
  // One page load before the first timed one: the local stack's first requests (and a machine
  // still busy starting it) made the first control of a run the slowest.
  const warmUp = await launchBrowser({ viewport: { width: 390, height: 844 }, phone: true, bypassCSP: true, wholeBrowser: true });
  try {
    for (const route of new Set(list.map((c) => c.route))) await warmUp.page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  } finally {
    await warmUp.close();
  }
  for (const moment of options.moments ?? (['settled', 'impatient', 'takeover'] as const)) {
    for (const control of list) {
      const ms: (number | null)[] = [];
      const events: (number | null)[] = [];
      let absent = false;
      for (let run = 0; run < options.runs && !absent; run++) {
        // A fresh browser each time: the popup's "first visit", the cache as a returning reader has it (filled by the page itself).
        const browser = await launchBrowser({ viewport: { width: 390, height: 844 }, phone: true, bypassCSP: true, wholeBrowser: true });
        try {
          await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
          if (!control.firstVisit) await browser.context.addInitScript((key) => localStorage.setItem(key, '1'), site.popupSeenKey);
          const result = await measureOnce(browser.page, baseUrl, control, moment);
          if (result === 'absent') absent = true;
          else {
            ms.push(result.ms);
            events.push(result.event);
          }
        } catch (error) {
          options.log(`    ${control.name} (${moment}) run ${run + 1} failed: ${(error as Error).message.split('\n')[0]}`);
          ms.push(null);
          events.push(null);
        } finally {
          await browser.close();
        }
      }
      if (absent) {
        options.log(`  ${moment} ${control.name}: not on the page (skipped)`);
        continue;
      }
      const row: FirstTapRow = { control: control.name, route: control.route, moment, tapToAnswerMs: ms, longestEventMs: events, medianTapToAnswerMs: medianOrNull(ms), medianLongestEventMs: medianOrNull(events) };
      options.log(`  ${moment} ${control.name} (${control.route}): ${row.medianTapToAnswerMs ?? 'never'} ms, longest event ${row.medianLongestEventMs ?? 'n/a'} ms [${ms.map((m) => m ?? 'never').join(', ')}]`);
      rows.push(row);
    }
  }
  return rows;
}
