// Every route's handler bundles with the functions' own esbuild settings
// (the same call the stack makes at synth) and exports `handler`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { buildSync, type Metafile } from 'esbuild';
import { ROUTES } from '../contract/routes';
import { esbuildOptions } from './constructs/api-function';

const root = path.resolve(__dirname, '..');
let outdir: string;
let metafile: Metafile;

beforeAll(() => {
  outdir = mkdtempSync(path.join(tmpdir(), 'handlers-bundle-'));
  const inputs: Metafile = { inputs: {}, outputs: {} };
  for (const route of ROUTES) {
    const entry = path.join(root, 'lambdas', 'handlers', `${route.handler}.ts`);
    const result = buildSync({ ...esbuildOptions(entry, path.join(outdir, `${route.handler}.js`)), metafile: true });
    Object.assign(inputs.outputs, result.metafile.outputs);
  }
  metafile = inputs;
});

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

it('bundles every route handler, SDK included, into a module that exports handler', () => {
  const files = ROUTES.map((r) => path.join(outdir, `${r.handler}.js`));
  // Loaded in a plain Node process, as Lambda would (jest would re-transform them).
  const exported = execFileSync(
    process.execPath,
    ['-e', `console.log(JSON.stringify(process.argv.slice(1).map((f) => typeof require(f).handler)))`, ...files],
    { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', TABLE_NAME: 'bundle-test' } },
  );
  expect(JSON.parse(exported)).toEqual(ROUTES.map(() => 'function'));

  for (const route of ROUTES) {
    const inputs = Object.keys(metafile.outputs[path.relative(root, path.join(outdir, `${route.handler}.js`))].inputs);
    // bundleAwsSDK: the client is inside the bundle, not left to the runtime.
    expect(inputs.some((i) => i.includes('node_modules/@aws-sdk/client-dynamodb/'))).toBe(true);
  }
});
