/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// Two projects: everything server-side in plain Node, the SPA in jsdom.
const transform = { '^.+\\.(t|j)sx?$': '<rootDir>/jest.transform.js' };
// Some dependencies ship ESM only; let the transform turn them into CJS.
const transformIgnorePatterns = ['/node_modules/(?!(lucide-react)/)'];

const config: Config = {
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
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/frontend'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/frontend/src/test/setup.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;
