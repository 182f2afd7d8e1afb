// `npm run build`: one esbuild pass (ESM, code splitting, minified, hashed
// names), public/ copied as is, index.html pointing at the hashed entry with
// modulepreload hints for its static chunks, and dist/meta.json for
// per-route bundle measurements.
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chakraDirectImports } from './chakra-direct-imports';

const root = path.resolve(__dirname);
const dist = path.join(root, 'dist');

async function main() {
  const started = Date.now();
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  if (existsSync(path.join(root, 'public'))) cpSync(path.join(root, 'public'), dist, { recursive: true });

  const result = await build({
    entryPoints: { main: path.join(root, 'src/main.tsx') },
    outdir: path.join(dist, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    sourcemap: 'linked',
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    publicPath: '/assets',
    legalComments: 'none',
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    plugins: [chakraDirectImports(path.resolve(root, '..'))],
  });

  const outputs = result.metafile.outputs;
  const entryFile = Object.keys(outputs).find((f) => outputs[f].entryPoint?.endsWith('src/main.tsx'));
  if (!entryFile) throw new Error('esbuild produced no entry chunk');
  const toUrl = (file: string) => '/' + path.relative(dist, path.resolve(file)).split(path.sep).join('/');
  const preloads = outputs[entryFile].imports
    .filter((i) => i.kind === 'import-statement' && i.path.endsWith('.js'))
    .map((i) => `<link rel="modulepreload" href="${toUrl(i.path)}" />`);

  const html = readFileSync(path.join(root, 'index.html'), 'utf8')
    .replace('<!--preload-->', preloads.join('\n    '))
    .replace('<!--entry-->', `<script type="module" src="${toUrl(entryFile)}"></script>`);
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'meta.json'), JSON.stringify(result.metafile));
  console.log(`built frontend/dist in ${Date.now() - started} ms (entry ${toUrl(entryFile)})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
