/** @jest-config-loader esbuild-register */
import path from 'node:path';
import type { Config } from 'jest';

// Browser journeys against the real local stack (docs/ARCHITECTURE.md, Testing layout): one server for
// the whole run (global setup), one test file at a time (one Chromium).
const config: Config = {
  rootDir: path.resolve(__dirname, '..'),
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  transform: { '^.+\\.(t|j)sx?$': '<rootDir>/jest.transform.js' },
  globalSetup: '<rootDir>/e2e/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/global-teardown.ts',
  // Chromium start-up and first page loads on a shared 2-core machine.
  testTimeout: 60_000,
  maxWorkers: 1,
};

export default config;
