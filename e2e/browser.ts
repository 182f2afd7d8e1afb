// Real Chromium for the journeys (see e2e/chromium.ts): the system binary driven by
// playwright-core, a throw-away profile per launch, and no network beyond
// 127.0.0.1 and localhost (the Contact page embeds a map from google.com; it is blocked).
// localhost is where passkeys work locally (an IP address cannot be a WebAuthn relying party).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_CHROMIUM_PATH } from './chromium';
import { OPEN_BROWSERS, type OpenBrowsers } from './page-report';
import { ARTIFACTS_DIR } from './server-info';
import { STATE_CEILING_MS } from './state-ceiling';

const ARGS = [
  ...CHROMIUM_ARGS,
  // Belt and braces with the request filter below: no name resolves but loopback, and localhost is
  // 127.0.0.1 itself (never ::1 or the machine's hosts file): the tests talk to 127.0.0.1 only.
  '--host-resolver-rules=MAP localhost 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export type Browser = {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far (a journey can assert there are none). */
  errors: string[];
  /** Requests the loopback-only rule stopped. */
  blocked: string[];
  close(): Promise<void>;
};

const isLoopback = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1' || hostname === 'localhost';
};

/**
 * A request the page gave up on (it navigated on while the request waited,
 * e.g. the head script's background fetch of the app's files) can reach this
 * handler already handled; nothing is left to do for it. Anything else is a
 * real failure.
 */
export function unlessAlreadyHandled(error: Error): void {
  if (!/already handled/i.test(error.message)) throw error;
}

export async function launchBrowser(
  options: {
    viewport?: { width: number; height: number };
    /** Extra Chromium flags (a fake camera). */
    args?: string[];
    /** A phone: touch events and a mobile viewport. */
    phone?: boolean;
    /** The bench's in-page probes are evaluated strings, which the site's CSP (no eval) refuses. */
    bypassCSP?: boolean;
    /**
     * The admin's service worker downloads all the admin's code when it installs: every admin journey
     * in a fresh browser would pay that on the shared stack. Blocked unless a test is about the worker.
     */
    serviceWorkers?: 'allow' | 'block';
    /** The whole browser, not the e2e journeys' headless shell (chromium.ts): the bench measures what a visitor gets. */
    wholeBrowser?: boolean;
  } = {},
): Promise<Browser> {
  const executablePath = options.wholeBrowser ? CHROMIUM_PATH : E2E_CHROMIUM_PATH;
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}: install it with \`apt-get install -y chromium chromium-headless-shell\` (or set CHROMIUM_PATH).`);
  }
  const profile = mkdtempSync(path.join(os.tmpdir(), 'e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...ARGS, ...(options.args ?? [])],
    viewport: options.viewport ?? { width: 1280, height: 800 },
    ...(options.phone ? { hasTouch: true, isMobile: true, deviceScaleFactor: 3 } : {}),
    bypassCSP: options.bypassCSP ?? false,
    serviceWorkers: options.serviceWorkers ?? 'block',
    locale: 'en-US',
    timezoneId: 'Africa/Lagos',
  });
  // Waits end when their state comes; this is only the ceiling for a hung one (state-ceiling.ts).
  context.setDefaultTimeout(STATE_CEILING_MS);
  context.setDefaultNavigationTimeout(STATE_CEILING_MS);
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const target = route.request().url();
    if (isLoopback(target)) return route.continue().catch(unlessAlreadyHandled);
    blocked.push(target);
    return route.abort('blockedbyclient').catch(unlessAlreadyHandled);
  });
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  // Until it closes, a failed test's error says what its pages showed (failure-environment.ts).
  const open = ((globalThis as Record<string, unknown>)[OPEN_BROWSERS] ??= new Set()) as OpenBrowsers;
  const entry = { context, errors };
  open.add(entry);
  return {
    context,
    page,
    errors,
    blocked,
    close: async () => {
      open.delete(entry);
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Save a full-page screenshot as e2e/.artifacts/<name>.png and return its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Where a full-screen layer (the lightbox, the home popup) sits, as
 * [top, left, width, height] against the viewport's: a section's containment
 * (content-visibility) once held the lightbox inside it, a page long.
 */
export async function placeOfAScreenLayer(layer: Locator): Promise<{ layer: number[]; screen: number[] }> {
  return layer.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { layer: [r.top, r.left, r.width, r.height].map(Math.round), screen: [0, 0, document.documentElement.clientWidth, window.innerHeight] };
  });
}

/** Whether focus is on or inside `answer` and the whole of it is on the screen (an answer that replaced a form). */
export async function focusedOnScreen(answer: Locator): Promise<boolean> {
  return answer.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.activeElement) && r.top >= 0 && r.bottom <= window.innerHeight;
  });
}
