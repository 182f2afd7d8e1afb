// A clock the local stack can move forward, for the browser tests only. Why it
// exists: some rules are about time passing on the SERVER (a "Confirm it's you"
// check lasts 5 minutes, lambdas/lib/mfa/policy.ts), and an e2e test must not
// wait 5 minutes nor reach into the handlers. The handlers read the clock
// through Date (Date.now(), new Date()), so the stack process swaps the global
// Date for one that adds an offset, and a local-only route moves it:
//   POST /_local/clock?advanceSeconds=N   the clock moves N seconds forward (answers the offset and the moved now)
// Opt-in: only `LOCAL_MOVABLE_CLOCK=1 npm start` installs it (start.ts); the
// e2e file that needs it (e2e/two-step.e2e.ts) starts a stack of its own with
// it, so no other test's server ever has a moved clock. Never in AWS: the CDK
// stacks have no such route and never import this file.
// Only forward and only whole seconds: a clock that runs backwards would make
// the store's conditions (TTLs, "a newer step") lie in ways production never sees.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalRoute } from './local-mailer';

export const LOCAL_CLOCK_PATH = '/_local/clock';
/** At most a day per call: enough for any rule the tests move past, and a typo cannot throw the stack years ahead. */
export const MAX_ADVANCE_SECONDS = 24 * 60 * 60;

export type MovableClock = {
  /** How far ahead of the real clock `Date` is now, in ms. */
  offsetMs(): number;
  advance(seconds: number): void;
  /** Put the real Date back (tests). */
  uninstall(): void;
};

/**
 * Replaces globalThis.Date with a proxy of it whose `Date.now()`, `new Date()`
 * and `Date()` (no arguments) are the real time plus the offset; a date built
 * from arguments is as ever, and `instanceof Date` holds for dates made before
 * and after (same prototype).
 */
export function installMovableClock(): MovableClock {
  const RealDate = globalThis.Date;
  let offset = 0;
  const now = () => RealDate.now() + offset;
  const Moved: DateConstructor = new Proxy(RealDate, {
    construct(target, args: unknown[], newTarget) {
      // A subclass of the proxy (class X extends Date) keeps its own prototype.
      const made = newTarget === Moved ? target : newTarget;
      return Reflect.construct(target, args.length === 0 ? [now()] : args, made) as object;
    },
    // Date() called as a function: the moved time as a string, as the real one gives the real time.
    apply: () => new RealDate(now()).toString(),
    get(target, property, receiver) {
      if (property === 'now') return now;
      return Reflect.get(target, property, receiver === Moved ? target : receiver) as unknown;
    },
  });
  globalThis.Date = Moved;
  return {
    offsetMs: () => offset,
    advance(seconds) {
      if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_ADVANCE_SECONDS) {
        throw new RangeError(`advanceSeconds must be a whole number from 0 to ${MAX_ADVANCE_SECONDS}`);
      }
      offset += seconds * 1000;
    },
    uninstall() {
      if (globalThis.Date === Moved) globalThis.Date = RealDate;
    },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** POST /_local/clock?advanceSeconds=N: moves the clock, answers { offsetMs, now }. */
export function clockRoute(clock: MovableClock): LocalRoute {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') return Promise.resolve(sendJson(res, 405, { success: false, message: 'Method not allowed' }));
    const given = new URL(req.url ?? '/', 'http://local').searchParams.get('advanceSeconds') ?? '0';
    const seconds = /^\d+$/.test(given) ? Number(given) : Number.NaN;
    try {
      clock.advance(seconds);
    } catch (error) {
      return Promise.resolve(sendJson(res, 400, { success: false, message: (error as Error).message }));
    }
    return Promise.resolve(sendJson(res, 200, { success: true, result: { offsetMs: clock.offsetMs(), now: new Date().toISOString() } }));
  };
}
