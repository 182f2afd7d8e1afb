/** @jest-config-loader esbuild-register */
import path from 'node:path';
import type { Config } from 'jest';

// Browser journeys against the real local stack (docs/ARCHITECTURE.md, Testing layout): one server for
// the whole run (global setup), two test files at a time, each with its own Chromium. A journey spends
// most of its time waiting on the server, the mailer or an animation, not on the CPU: one file at a time
// left half of a 2-core machine idle (34 min wall, 13.5 min CPU). The files never share a record: each
// makes its own events and people, and the shared server's limits are raised (global-setup.ts).
const config: Config = {
  rootDir: path.resolve(__dirname, '..'),
  displayName: 'e2e',
  // Node's, plus what the open pages showed in a failure's message (failure-environment.ts).
  testEnvironment: '<rootDir>/e2e/failure-environment.ts',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  transform: { '^.+\\.(t|j)sx?$': '<rootDir>/jest.transform.js' },
  globalSetup: '<rootDir>/e2e/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/global-teardown.ts',
  // A ceiling for a hung test, never a measure of a working one: no test sets its own. The longest
  // journeys (a paid programme's month, the door's check-in) took 170-200 s with the run's two browsers and stacks
  // on 2 busy cores, where a 180 s limit of their own once failed one that was working.
  testTimeout: 600_000,
  maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  testSequencer: '<rootDir>/e2e/sequencer.js',
};

export default config;
