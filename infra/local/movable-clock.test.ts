// The local stack's movable clock (movable-clock.ts): what the e2e test of the
// 5-minute "Confirm it's you" rule relies on, the handlers' Date moved forward.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { steppedUpRecently } from '../../lambdas/lib/mfa/policy';
import { STEP_UP_MAX_AGE_SECONDS } from '../../contract/admin-security';
import type { Admin } from '../../lambdas/lib/auth';
import { clockRoute, installMovableClock, LOCAL_CLOCK_PATH, MAX_ADVANCE_SECONDS, type MovableClock } from './movable-clock';

const RealDate = Date;
let clock: MovableClock | undefined;
afterEach(() => {
  clock?.uninstall();
  clock = undefined;
});

test('until moved, Date is the real clock; advance moves Date.now(), new Date() and Date() together', () => {
  clock = installMovableClock();
  expect(Date).not.toBe(RealDate);
  const before = RealDate.now();
  expect(Date.now() - before).toBeLessThan(1000);
  clock.advance(301);
  expect(clock.offsetMs()).toBe(301_000);
  const real = RealDate.now();
  expect(Date.now() - real).toBeGreaterThanOrEqual(301_000);
  expect(Date.now() - real).toBeLessThan(302_000);
  expect(new Date().getTime() - real).toBeGreaterThanOrEqual(301_000);
  // Called as a function, it is the moved time as a string (to the second).
  expect(Math.abs(RealDate.parse((Date as unknown as () => string)()) - Date.now())).toBeLessThan(2000);
  clock.advance(60);
  expect(clock.offsetMs()).toBe(361_000);
});

test('a date built from arguments is the same as ever, and every date is still a Date', () => {
  clock = installMovableClock();
  clock.advance(3600);
  expect(new Date('2026-11-23T08:00:00Z').toISOString()).toBe('2026-11-23T08:00:00.000Z');
  expect(new Date(0).getTime()).toBe(0);
  expect(new Date(2026, 0, 1).getFullYear()).toBe(2026);
  expect(Date.UTC(2026, 0, 1)).toBe(RealDate.UTC(2026, 0, 1));
  expect(Date.parse('2026-11-23T08:00:00Z')).toBe(RealDate.parse('2026-11-23T08:00:00Z'));
  const made = new Date();
  expect(made instanceof Date).toBe(true);
  expect(made instanceof RealDate).toBe(true);
  expect(new RealDate() instanceof Date).toBe(true);
  expect(Object.prototype.toString.call(made)).toBe('[object Date]');
  // A subclass keeps its own methods.
  class Stamp extends Date {
    label() {
      return `at ${this.toISOString()}`;
    }
  }
  expect(new Stamp(0).label()).toBe('at 1970-01-01T00:00:00.000Z');
});

test('uninstall puts the real Date back', () => {
  clock = installMovableClock();
  clock.advance(600);
  clock.uninstall();
  expect(Date).toBe(RealDate);
  expect(Math.abs(Date.now() - RealDate.now())).toBeLessThan(1000);
});

test('only forward, in whole seconds, at most a day at a time', () => {
  clock = installMovableClock();
  for (const wrong of [-1, 1.5, Number.NaN, MAX_ADVANCE_SECONDS + 1]) expect(() => clock!.advance(wrong)).toThrow(RangeError);
  expect(clock.offsetMs()).toBe(0);
});

test('what the 5-minute step-up rule sees: a check 5 minutes + 1 s old has expired once the clock moved', () => {
  clock = installMovableClock();
  const admin: Admin = { username: 'admin', jti: 'j', steppedUpAt: Math.floor(Date.now() / 1000) };
  expect(steppedUpRecently(admin)).toBe(true);
  clock.advance(STEP_UP_MAX_AGE_SECONDS + 1);
  expect(steppedUpRecently(admin)).toBe(false);
});

describe(`POST ${LOCAL_CLOCK_PATH}`, () => {
  let server: Server;
  let base: string;
  beforeEach(async () => {
    clock = installMovableClock();
    const route = clockRoute(clock);
    server = createServer((req, res) => void route(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${LOCAL_CLOCK_PATH}`;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('moves the clock and answers the offset and the moved time', async () => {
    const answer = await fetch(`${base}?advanceSeconds=301`, { method: 'POST' });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { success: boolean; result: { offsetMs: number; now: string } };
    expect(body.success).toBe(true);
    expect(body.result.offsetMs).toBe(301_000);
    expect(RealDate.parse(body.result.now) - RealDate.now()).toBeGreaterThan(300_000);
    expect(clock!.offsetMs()).toBe(301_000);
  });

  test('refuses a GET, and a negative, fractional or missing-digits amount, leaving the clock', async () => {
    expect((await fetch(`${base}?advanceSeconds=5`)).status).toBe(405);
    for (const wrong of ['-5', '1.5', 'abc', `${MAX_ADVANCE_SECONDS + 1}`]) {
      const answer = await fetch(`${base}?advanceSeconds=${wrong}`, { method: 'POST' });
      expect(answer.status).toBe(400);
    }
    expect(clock!.offsetMs()).toBe(0);
  });
});
