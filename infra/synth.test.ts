// Smoke test of `npm run synth`'s path: the CDK CLI reads cdk.json, runs
// infra/app.ts through esbuild-register, bundles every handler and writes the
// cloud assembly, offline (notices, version reporting and telemetry off).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { ROUTES } from '../contract/routes';

const root = path.resolve(__dirname, '..');
let work: string;

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'cdk-synth-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('synthesizes the stack with a bundled Lambda per route', () => {
  const siteDir = path.join(work, 'dist');
  mkdirSync(path.join(siteDir, 'assets'), { recursive: true });
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Site</title>');
  writeFileSync(path.join(siteDir, 'assets', 'app-ABCDEFGH.js'), '');
  const out = path.join(work, 'cdk.out');

  execFileSync(path.join(root, 'node_modules', '.bin', 'cdk'), ['synth', '--quiet', '-c', `siteDir=${siteDir}`, '-o', out], {
    cwd: root,
    stdio: 'pipe',
    // No credentials, no account: synthesis must not need either.
    env: { PATH: process.env.PATH ?? '', HOME: work, CDK_DISABLE_CLI_TELEMETRY: '' },
  });

  const template = JSON.parse(readFileSync(path.join(out, 'MusicMinistrySite.template.json'), 'utf8'));
  const functions = Object.values<{ Type: string; Properties: { Description?: string; Code: { S3Key: string } } }>(template.Resources).filter(
    (r) => r.Type === 'AWS::Lambda::Function' && ROUTES.some((route) => r.Properties.Description === `${route.method} ${route.path}`),
  );
  expect(functions).toHaveLength(ROUTES.length);
  // One bundle per route, each with its own content.
  const assetHashes = new Set(functions.map((f) => f.Properties.Code.S3Key.replace(/\.zip$/, '')));
  expect(assetHashes.size).toBe(ROUTES.length);
  for (const hash of assetHashes) {
    expect(existsSync(path.join(out, `asset.${hash}`, 'index.js'))).toBe(true);
    expect(existsSync(path.join(out, `asset.${hash}`, 'index.js.map'))).toBe(true);
  }
}, 240_000);
