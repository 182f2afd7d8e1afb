/**
 * How long any state may take to come before a wait fails naming it: a ceiling for a hung stack, not a
 * promise of speed (the bench measures speed, docs/ARCHITECTURE.md, Testing layout). Far under jest's ceiling
 * per test (e2e/jest.config.ts), so a failure names the state it waited for; the same for polling (local-inbox.ts until) and
 * for every Playwright wait and navigation (browser.ts sets it as the context's default).
 */
export const STATE_CEILING_MS = 100_000;
