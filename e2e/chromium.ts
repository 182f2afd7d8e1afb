// System Chromium and the flags it needs on these machines (headless, no sandbox,
// no GPU, no background network): the e2e journeys and the Lighthouse benchmark
// both launch it from here.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

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
