/** @jest-config-loader esbuild-register */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from 'jest';
import base from './jest.config';

// `npm run test:dynamodb-local`: the store-facing suites of jest.config.ts's
// node project against AWS's DynamoDB Local instead of the embedded store, one
// JVM for the run (infra/local/jest-dynamodb-local-setup.ts). Store-facing:
// every suite under lambdas/, infra/local/ and infra/migrate/, and any other
// that imports the handler harness, the store or the local stack. The pure CDK
// and contract suites never touch a store, so they run once, in `npm test`.
const node = base.projects!.find((project) => typeof project === 'object' && project.displayName === 'node') as Config;

const STORE_AREAS = /^(lambdas|infra\/local|infra\/migrate)\//;
const STORE_IMPORT = /^import [^;]* from '[^']*(test\/harness|local\/store|local\/start|\.\/store|\.\/start)';/m;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return file.endsWith('.test.ts') ? [file] : [];
  });
}

const storeFacing = ['contract', 'lambdas', 'infra']
  .flatMap((root) => testFiles(path.join(__dirname, root)))
  .map((file) => path.relative(__dirname, file).split(path.sep).join('/'))
  .filter((file) => STORE_AREAS.test(file) || STORE_IMPORT.test(readFileSync(path.join(__dirname, file), 'utf8')))
  .sort();

const config: Config = {
  ...node,
  testTimeout: base.testTimeout,
  displayName: 'node · dynamodb-local',
  testMatch: storeFacing.map((file) => `<rootDir>/${file}`),
  globalSetup: '<rootDir>/infra/local/jest-dynamodb-local-setup.ts',
  globalTeardown: '<rootDir>/infra/local/jest-dynamodb-local-teardown.ts',
};

export default config;
