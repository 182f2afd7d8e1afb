// Bundles every handler of a folder in ONE in-process esbuild call, once per
// process. esbuild shares the parse of the AWS SDK, zod etc. between entries,
// so 24 handlers take about the time of two or three bundled one by one.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * esbuild settings for every route. Everything is bundled, the AWS SDK
 * included: a pinned, tree-shaken copy instead of whatever version the
 * runtime ships.
 */
export const ESBUILD_OPTIONS = {
  absWorkingDir: REPO_ROOT,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  minify: true,
  sourcemap: true,
  // The map only needs positions; the sources are in the repository.
  sourcesContent: false,
  // The SDK's ES module builds tree-shake (bundles ~20% smaller than its CommonJS builds).
  mainFields: ['module', 'main'],
  // A Lambda's credentials are always in its environment: the SDK's full
  // default chain (SSO, STS, profiles, instance metadata) is ~100 KB no
  // function could use. See lambdas/lib/env-credentials.ts.
  alias: { '@aws-sdk/credential-provider-node': './lambdas/lib/env-credentials.ts' },
  logLevel: 'error',
} as const satisfies BuildOptions;

export type HandlerBundles = {
  /** Folder holding <handler>/index.js and index.js.map for each handler. */
  outdir: string;
  metafile: Metafile;
};

const built = new Map<string, HandlerBundles>();

/** The handler files of a folder: *.ts, tests excluded. */
export function handlerNames(handlersDir: string): string[] {
  return readdirSync(handlersDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .map((f) => f.slice(0, -'.ts'.length));
}

export function bundleHandlers(handlersDir: string): HandlerBundles {
  const key = path.resolve(handlersDir);
  const cached = built.get(key);
  if (cached) return cached;
  const outdir = mkdtempSync(path.join(tmpdir(), 'site-handlers-'));
  // The CDK copies each bundle into its asset folder; this copy is scratch.
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  const result = buildSync({
    ...ESBUILD_OPTIONS,
    entryPoints: Object.fromEntries(handlerNames(key).map((name) => [`${name}/index`, path.join(key, `${name}.ts`)])),
    outdir,
    metafile: true,
  });
  const bundles = { outdir, metafile: result.metafile };
  built.set(key, bundles);
  return bundles;
}
