// Bundles every handler of a folder in ONE in-process esbuild call, once per
// process. esbuild shares the parse of the AWS SDK, zod etc. between entries,
// so 24 handlers take about the time of two or three bundled one by one.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';
import { HANDLER_PAGES } from '../../lambdas/lib/site-pages';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** The built site the pages come from (`npm run synth` builds it first). */
const DIST_DIR = path.join(REPO_ROOT, 'frontend', 'dist');

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

export type BundleOptions = {
  /** Only these handlers (a test that reads a few need not pay for every route's bundle); default: all. */
  only?: readonly string[];
  /** The built site whose pages go beside the handlers that answer with them; default: frontend/dist. */
  distDir?: string;
};

export function bundleHandlers(handlersDir: string, { only, distDir = DIST_DIR }: BundleOptions = {}): HandlerBundles {
  const dir = path.resolve(handlersDir);
  const names = only ? [...only].sort() : handlerNames(dir);
  const key = [dir, distDir, only ? names.join(',') : '*'].join('\0');
  const cached = built.get(key);
  if (cached) return cached;
  const outdir = mkdtempSync(path.join(tmpdir(), 'site-handlers-'));
  // The CDK copies each bundle into its asset folder; this copy is scratch.
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  const result = buildSync({
    ...ESBUILD_OPTIONS,
    entryPoints: Object.fromEntries(names.map((name) => [`${name}/index`, path.join(dir, `${name}.ts`)])),
    outdir,
    metafile: true,
  });
  copyHandlerPages(outdir, names, distDir);
  const bundles = { outdir, metafile: result.metafile };
  built.set(key, bundles);
  return bundles;
}


/**
 * A handler that answers with built HTML (the ticket page) reads it from its
 * own folder in the Lambda: copy the pages beside its bundle. Without a build
 * (template-only tests) there is nothing to copy; with one, a missing page is
 * an error rather than a Lambda that fails on its first request.
 */
function copyHandlerPages(outdir: string, handlers: readonly string[], distDir: string): void {
  if (!existsSync(distDir)) return;
  for (const [handler, files] of Object.entries(HANDLER_PAGES)) {
    if (!handlers.includes(handler)) continue;
    for (const file of files) {
      const from = path.join(distDir, file);
      if (!existsSync(from)) throw new Error(`${handler} answers with ${file}, which the build did not write (run npm run build)`);
      cpSync(from, path.join(outdir, handler, file));
    }
  }
}
