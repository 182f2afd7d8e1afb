// `npm run build`: one esbuild pass for the browser (ESM, code splitting,
// minified, hashed names), a tiny head script (boot.ts), public/ copied as
// is, then the prerender (frontend/prerender): every public route as static
// HTML with its head tags and first-paint CSS, the admin shells, sitemap.xml
// and robots.txt; last the admin's manifest and service worker (admin-app-build.ts).
// Kept OUT of dist (so never served or uploaded), in frontend/.build/:
// meta.json (esbuild metafile, for frontend/scripts/bundle-report.ts and
// bench/bundle-sizes.ts) and sourcemaps/ (the maps of the hashed bundles:
// 4+ MB a visitor never needs; to read a production stack trace, open the
// map of the same hash from here).
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAdminApp } from './admin-app-build';
import { narrowChakraImports } from './narrow-chakra-imports';
import { SHELL_PAGES } from './prerender/pages';
import { PAGE_TABLE } from './src/pages/page-table';
import { prerender } from './prerender/prerender';

const root = path.resolve(__dirname);
const repo = path.resolve(root, '..');
const dist = path.join(root, 'dist');
const buildDir = path.join(root, '.build');

const toUrl = (file: string) => '/' + path.relative(dist, path.resolve(repo, file)).split(path.sep).join('/');

/** Moves every .map under dir into target, keeping relative paths. */
function moveMaps(dir: string, target: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(target, path.relative(dir, from));
    mkdirSync(path.dirname(to), { recursive: true });
    renameSync(from, to);
  }
}

async function main() {
  const started = Date.now();
  rmSync(dist, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  mkdirSync(buildDir, { recursive: true });
  // Generated files only: ignored without touching the repo's .gitignore.
  writeFileSync(path.join(buildDir, '.gitignore'), '*\n');
  if (existsSync(path.join(root, 'public'))) cpSync(path.join(root, 'public'), dist, { recursive: true });

  const common = {
    bundle: true,
    minify: true,
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    jsx: 'automatic' as const,
    legalComments: 'none' as const,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning' as const,
  };
  const result = await build({
    ...common,
    entryPoints: { main: path.join(root, 'src/main.tsx') },
    outdir: path.join(dist, 'assets'),
    splitting: true,
    format: 'esm',
    // External: no sourceMappingURL comment, and the files move to .build/.
    sourcemap: 'external',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    publicPath: '/assets',
    metafile: true,
    plugins: [narrowChakraImports()],
  });
  const boot = await build({
    ...common,
    entryPoints: { boot: path.join(root, 'src/boot.ts') },
    outdir: path.join(dist, 'assets'),
    format: 'iife',
    entryNames: '[name]-[hash]',
    metafile: true,
  });
  moveMaps(path.join(dist, 'assets'), path.join(buildDir, 'sourcemaps'));
  writeFileSync(path.join(buildDir, 'meta.json'), JSON.stringify(result.metafile));

  const outputs = result.metafile.outputs;
  const entryFile = Object.keys(outputs).find((f) => outputs[f].entryPoint?.endsWith('src/main.tsx'));
  const bootFile = Object.keys(boot.metafile.outputs).find((f) => f.endsWith('.js'));
  if (!entryFile || !bootFile) throw new Error('esbuild produced no entry chunk');

  const pages = await prerender({
    repo,
    dist,
    buildDir,
    template: readFileSync(path.join(root, 'index.html'), 'utf8'),
    metafile: result.metafile,
    entryFile,
    bootUrl: toUrl(bootFile),
    toUrl,
  });
  const adminApp = await buildAdminApp({
    root,
    dist,
    shells: SHELL_PAGES,
    metafile: result.metafile,
    entryFile,
    publicModules: PAGE_TABLE.filter((page) => page.access === 'public').map((page) => page.module),
    toUrl,
  });
  console.log(`built frontend/dist in ${Date.now() - started} ms (entry ${toUrl(entryFile)})`);
  console.log(`  admin app: /admin.webmanifest, /admin-sw.js (build ${adminApp.buildName}, ${adminApp.precache} files saved at install)`);
  for (const p of pages) console.log(`  prerendered ${p.url.padEnd(14)} -> ${p.file.padEnd(18)} ${p.htmlKB} KB html, ${p.cssKB} KB css`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
