// System Chromium and the flags it needs on these machines (headless, no sandbox,
// no GPU, no background network): the e2e journeys and the Lighthouse benchmark
// both launch it from here.
import { existsSync } from 'node:fs';

/** The whole browser: what the bench and Lighthouse measure, as a visitor's Chromium runs a page. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The e2e journeys' browser: Chromium's headless shell (Debian's chromium-headless-shell, the same
 * version and engine without the desktop browser around it, as Playwright's own headless mode uses)
 * when it is installed, else CHROMIUM_PATH. The browser tests use all of CI's two cores, mostly in
 * Chromium; two journey files took 100 s in the shell against 120 s in the whole browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH || (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/** Without the background-networking flags Chromium dials Google's hosts at every start. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
