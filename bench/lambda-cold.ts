// Each route's Lambda bundle as the CDK builds it (the stack's own esbuild
// options: platform node, minified, CJS, AWS SDK bundled in), its size, and
// how long a fresh Node process takes to require it: the part of a cold start our code controls.
// An empty module measured the same way is the floor to compare against.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../contract/routes';
import { ESBUILD_OPTIONS } from '../infra/constructs/handler-bundles';
import { packageName, type PackageShare } from './bundle-sizes';
import { gzipBytes, median, round } from './stats';

const ROOT = path.resolve(__dirname, '..');
const HANDLERS_DIR = path.join(ROOT, 'lambdas/handlers');
const OUT_DIR = path.join(__dirname, '.tmp/lambda');
const EMPTY = '(empty module)';

export type LambdaRow = {
  handler: string;
  route: string;
  bytes: number;
  gzipBytes: number;
  /** Median ms spent inside require() in a fresh process. */
  requireMs: number;
  /** Median ms from spawning `node` to its exit (process start + require). */
  processMs: number;
  error?: string;
};

export type LambdaResult = {
  runs: number;
  empty: LambdaRow;
  handlers: LambdaRow[];
  missing: string[];
  /** What the first route's bundle is made of (minified bytes per package): where the size comes from. */
  composition: { handler: string; packages: PackageShare[] } | null;
};

// Prints the require() time; run as `node -e PROBE <file>`.
const PROBE =
  'const t=process.hrtime.bigint();require(process.argv[1]);' +
  'process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))';

export async function measureLambdas(runs = 10): Promise<LambdaResult> {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const emptySource = path.join(OUT_DIR, 'empty-source.js');
  writeFileSync(emptySource, '');

  const present = ROUTES.filter((r) => existsSync(path.join(HANDLERS_DIR, `${r.handler}.ts`)));
  const missing = ROUTES.filter((r) => !present.includes(r)).map((r) => r.handler);
  const entryPoints: Record<string, string> = { 'empty-module': emptySource };
  for (const r of present) entryPoints[r.handler] = path.join(HANDLERS_DIR, `${r.handler}.ts`);

  // One esbuild call with no code splitting gives each entry its own
  // self-contained bundle, the same as one NodejsFunction per route.
  const { metafile } = await build({
    ...ESBUILD_OPTIONS,
    metafile: true,
    entryPoints,
    outdir: OUT_DIR,
    // The CDK targets the Lambda runtime (node24); here the bundle has to run
    // on the Node that measures it, so target that instead.
    target: `node${process.versions.node.split('.')[0]}`,
    // Sizes are of the code alone, as the stack deploys it (maps are separate files).
    sourcemap: false,
  });

  const row = (handler: string, route: string): LambdaRow => {
    const file = path.join(OUT_DIR, `${handler === EMPTY ? 'empty-module' : handler}.js`);
    const code = readFileSync(file);
    const timing = coldImport(file, runs);
    return { handler, route, bytes: code.length, gzipBytes: gzipBytes(code), ...timing };
  };

  const empty = row(EMPTY, '');
  const handlers = present.map((r) => row(r.handler, `${r.method} ${r.path}`));
  let composition: LambdaResult['composition'] = null;
  const first = present[0]?.handler;
  const output = first && Object.entries(metafile.outputs).find(([file]) => file.endsWith(`/${first}.js`))?.[1];
  if (output) {
    const byPackage = new Map<string, number>();
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      byPackage.set(packageName(input), (byPackage.get(packageName(input)) ?? 0) + bytesInOutput);
    }
    const packages = [...byPackage].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes).slice(0, 8);
    composition = { handler: first, packages };
  }
  return { runs, empty, handlers, missing, composition };
}

function coldImport(file: string, runs: number): Pick<LambdaRow, 'requireMs' | 'processMs' | 'error'> {
  const requireMs: number[] = [];
  const processMs: number[] = [];
  // Env a deployed function would have, so module-level code sees the same
  // shape; nothing here opens a connection at import time.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    AWS_REGION: 'us-east-1',
    TABLE_NAME: 'bench-table',
    NODE_ENV: 'production',
  };
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    const out = spawnSync(process.execPath, ['-e', PROBE, file], { env, encoding: 'utf8', timeout: 15_000 });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (out.status !== 0) {
      const reason = (out.stderr || out.error?.message || `exit ${out.status}`).trim().split('\n').slice(0, 3).join(' ');
      return { requireMs: NaN, processMs: NaN, error: reason };
    }
    requireMs.push(Number(out.stdout));
    processMs.push(elapsed);
  }
  return { requireMs: round(median(requireMs), 2), processMs: round(median(processMs), 1) };
}
