// Date's clock, moved by the test (the second-factor tests: codes, challenges and step-ups that
// expire). Only Date is faked: timers, ticks and performance stay real, so the store's own work
// is never paced by the clock under test. Call at the top of a test file.
const REAL = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'hrtime', 'performance'] as const;

export type DateClock = {
  /** The time Date says now (ms). */
  readonly now: number;
  /** Moves Date (only Date) to `ms`. */
  set(ms: number): void;
};

export function useDateClock(start: number): DateClock {
  let now = start;
  const clock: DateClock = {
    get now() {
      return now;
    },
    set(ms: number) {
      now = ms;
      jest.setSystemTime(ms);
    },
  };
  beforeAll(() => {
    jest.useFakeTimers({ doNotFake: [...REAL] });
    clock.set(start);
  });
  afterAll(() => jest.useRealTimers());
  return clock;
}
