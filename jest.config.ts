/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// Two projects: everything server-side in plain Node, the SPA in jsdom.
const transform = { '^.+\\.([tj]sx?|mjs)$': '<rootDir>/jest.transform.js' };
// Some dependencies ship ESM only (lucide-react, marked, and some of msw's); let the transform turn them into CJS.
const transformIgnorePatterns = ['/node_modules/(?!(lucide-react|rettime|until-async|@open-draft/deferred-promise|marked)/)'];

// The AWS SDK warns once per worker that its releases after January 2027 will
// need Node 22; the project runs on Node 20 and up (package.json engines) and
// the lock pins today's SDK, so in tests it is noise on every worker's stderr.
// Set here, before the workers start, so they inherit it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// aws-cdk-lib checks every synthesized template against its built-in CloudFormation rules in a
// WebAssembly engine: 4.3 s of the 5.8 s a two-route stack took to synthesize in route-table.test.ts.
// No test reads that report (the suites assert on the templates, nag.test.ts on cdk-nag's packs, which
// still run); `npm run synth` (cdk synth, outside jest) keeps the check for the real app.
process.env.CDK_VALIDATION ??= 'false';

const config: Config = {
  // Both cores: jest's default (cores - 1) is one worker on the 2-core machines this runs on, and
  // most suites wait on the local store or a child process rather than the CPU (198 s -> 116 s).
  maxWorkers: 2,
  // One ceiling for every test, there to fail a test that hangs, never to time
  // one that works: when CI ran these beside the browser tests, a store-heavy
  // test ran 6x slower than on an idle machine (the insights' parallel-writes
  // test: 5 s idle, over the 30 s each file used to set for itself).
  testTimeout: 120_000,
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/contract', '<rootDir>/lambdas', '<rootDir>/infra'],
      testMatch: ['**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'web',
      // jsdom plus Node's fetch family, which msw needs (see the file).
      testEnvironment: '<rootDir>/frontend/src/test/jsdom-environment.ts',
      roots: ['<rootDir>/frontend'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/frontend/src/test/setup.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;
