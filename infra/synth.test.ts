// Smoke test of `npm run synth`'s path: the CDK CLI reads cdk.json, runs
// infra/app.ts through esbuild-register, bundles every handler and writes the
// cloud assembly, offline (notices, version reporting and telemetry off).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { ROUTES } from '../contract/routes';
import { formatSizes, overLimits, templateSizes } from './template-limits';

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
  // What the build emits for the page publisher; only its copy into the bundle matters here.
  const kitDir = path.join(work, 'publish-kit');
  mkdirSync(kitDir);
  writeFileSync(path.join(kitDir, 'kit.json'), '{"kit":true}');
  const out = path.join(work, 'cdk.out');

  execFileSync(path.join(root, 'node_modules', '.bin', 'cdk'), ['synth', '--quiet', '-c', `siteDir=${siteDir}`, '-c', `publishKitDir=${kitDir}`, '-o', out], {
    cwd: root,
    stdio: 'pipe',
    // No credentials, no account: synthesis must not need either.
    env: { PATH: process.env.PATH ?? '', HOME: work, CDK_DISABLE_CLI_TELEMETRY: '' },
  });

  // The top-level stack under its usual name, and its nested stacks (one per area) beside it.
  const files = readdirSync(out).filter((f) => f.endsWith('.template.json'));
  expect(files).toContain('MusicMinistrySite.template.json');
  expect(files.filter((f) => f.endsWith('.nested.template.json')).length).toBeGreaterThan(1);
  expect(overLimits(templateSizes(out))).toEqual([]);
  console.log(`cdk synth wrote:\n${formatSizes(templateSizes(out))}`);
  type Fn = { Type: string; Properties: { Description?: string; Handler?: string; Environment?: { Variables?: Record<string, unknown> }; Code: { S3Key: string } } };
  const resources = files.flatMap((f) => Object.values<Fn>(JSON.parse(readFileSync(path.join(out, f), 'utf8')).Resources));
  const functions = resources.filter(
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

  // The page publisher: its bundle with the build's publish kit beside it.
  const publisher = resources.find((r) => r.Type === 'AWS::Lambda::Function' && r.Properties.Environment?.Variables?.SITE_BUCKET);
  const publisherAsset = path.join(out, `asset.${publisher!.Properties.Code.S3Key.replace(/\.zip$/, '')}`);
  expect(existsSync(path.join(publisherAsset, 'index.js'))).toBe(true);
  expect(readFileSync(path.join(publisherAsset, 'publish-kit', 'kit.json'), 'utf8')).toBe('{"kit":true}');
}, 240_000);
