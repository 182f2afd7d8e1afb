// What a visitor's browser must download before a public route can render:
// the entry chunk, the providers chunk (main.tsx imports it dynamically at
// start and every prerendered page preloads it), the route's lazy page chunk,
// and everything those import statically (not their other dynamic imports),
// raw and gzip. Read from the esbuild
// metafile frontend/build.ts writes; without one, from index.html and the
// import statements in the chunks themselves.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_ROUTES } from './public-routes';
import { gzipBytes } from './stats';

const ROOT = path.resolve(__dirname, '..');
export const DIST = path.join(ROOT, 'frontend/dist');

export type BundleRow = {
  route: string;
  files: string[];
  jsBytes: number;
  jsGzip: number;
  cssBytes: number;
  cssGzip: number;
  htmlBytes: number;
  htmlGzip: number;
  /** The biggest packages this route loads on top of the entry chunk and its imports. */
  routeOnly?: PackageShare[];
  error?: string;
};

export type PackageShare = { name: string; bytes: number };
export type BundleResult = { source: 'meta.json' | 'index.html'; rows: BundleRow[]; topPackages: PackageShare[] };

type MetaOutput = {
  bytes: number;
  entryPoint?: string;
  cssBundle?: string;
  imports: { path: string; kind: string; external?: boolean }[];
  inputs: Record<string, { bytesInOutput: number }>;
};
type Meta = { outputs: Record<string, MetaOutput> };

/** Output paths in the metafile are relative to the build's working directory (the repository root). */
const abs = (p: string) => path.resolve(ROOT, p);

function staticClosure(meta: Meta, start: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || !meta.outputs[file]) return;
    seen.add(file);
    const out = meta.outputs[file];
    if (out.cssBundle) seen.add(out.cssBundle);
    for (const i of out.imports) if (i.kind === 'import-statement' && !i.external) walk(i.path);
  };
  walk(start);
  return seen;
}

function fromMeta(meta: Meta, html: Buffer): BundleResult {
  const outputs = Object.keys(meta.outputs).filter((f) => !f.endsWith('.map'));
  const entryOf = (suffix: string) => outputs.find((f) => meta.outputs[f].entryPoint?.replace(/\\/g, '/').endsWith(suffix));
  const main = entryOf('src/main.tsx');
  if (!main) throw new Error('meta.json has no output for src/main.tsx');
  const providers = entryOf('src/app/providers.tsx');
  const mainFiles = new Set([...staticClosure(meta, main), ...(providers ? staticClosure(meta, providers) : [])]);

  const closures = PUBLIC_ROUTES.map((route) => {
    const page = entryOf(`src/pages/${route.page}.tsx`) ?? entryOf(`src/pages/${route.page}.ts`);
    return { route, page, files: page ? new Set([...mainFiles, ...staticClosure(meta, page)]) : mainFiles };
  });
  const rows = closures.map(({ route, page, files }) => ({
    route: route.path,
    ...sizes([...files], html),
    routeOnly: packageShares(meta, [...files].filter((f) => !mainFiles.has(f))).slice(0, 3),
    ...(page ? {} : { error: `no chunk for ${route.page} in meta.json` }),
  }));
  // Which packages make up the home route's JS: the first place to look when it is heavy.
  const topPackages = packageShares(meta, [...(closures[0]?.files ?? [])]).slice(0, 10);
  return { source: 'meta.json', rows, topPackages };
}

function packageShares(meta: Meta, files: string[]): PackageShare[] {
  const byPackage = new Map<string, number>();
  for (const file of files) {
    for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[file]?.inputs ?? {})) {
      const name = packageName(input);
      byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...byPackage].map(([name, bytes]) => ({ name, bytes })).filter((p) => p.bytes > 0).sort((a, b) => b.bytes - a.bytes);
}

/** node_modules/@scope/pkg/... -> @scope/pkg; our own sources -> their top folder under src. */
export function packageName(input: string): string {
  const p = input.replace(/\\/g, '/');
  const nm = p.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = p.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = /(frontend\/src\/[^/]+|contract|lambdas\/[^/]+)\//.exec(p);
  return src ? `(ours) ${src[1]}` : `(ours) ${p}`;
}

// Minified ESM chunks import each other as `from"./chunk-X.js"` or `import"./chunk-X.js"`.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g;

function fromHtml(html: Buffer): BundleResult {
  const text = html.toString();
  const urls = [...text.matchAll(/<(?:script[^>]+src|link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*href)="([^"]+)"/g)].map((m) => m[1]);
  const chunksDir = path.join(DIST, 'assets/chunks');
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const stack = [...start];
    for (let guard = 0; stack.length && guard < 10_000; guard++) {
      const file = stack.pop()!;
      if (seen.has(file) || !existsSync(file)) continue;
      seen.add(file);
      if (!file.endsWith('.js')) continue;
      for (const m of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) stack.push(path.resolve(path.dirname(file), m[1]));
    }
    return seen;
  };
  const initial = closure(urls.map((u) => path.join(DIST, u.split('?')[0])));
  const chunkNames = existsSync(chunksDir) ? readdirSync(chunksDir) : [];
  const rows = PUBLIC_ROUTES.map((route) => {
    const chunk = chunkNames.find((n) => n.startsWith(`${route.page}-`) && n.endsWith('.js'));
    if (!chunk) return { route: route.path, ...sizes([...initial], html), error: `no chunk named ${route.page}-*.js` };
    return { route: route.path, ...sizes([...new Set([...initial, ...closure([path.join(chunksDir, chunk)])])], html) };
  });
  return { source: 'index.html', rows, topPackages: [] };
}

function sizes(files: string[], html: Buffer): Omit<BundleRow, 'route'> {
  const row = { files: [] as string[], jsBytes: 0, jsGzip: 0, cssBytes: 0, cssGzip: 0, htmlBytes: html.length, htmlGzip: gzipBytes(html) };
  for (const file of files.sort()) {
    const full = abs(file);
    const data = readFileSync(full);
    row.files.push(path.relative(DIST, full).split(path.sep).join('/'));
    if (full.endsWith('.css')) {
      row.cssBytes += data.length;
      row.cssGzip += gzipBytes(data);
    } else {
      row.jsBytes += data.length;
      row.jsGzip += gzipBytes(data);
    }
  }
  return row;
}

export function measureBundles(): BundleResult {
  const htmlFile = path.join(DIST, 'index.html');
  if (!existsSync(htmlFile)) throw new Error('frontend/dist/index.html is missing: run `npm run build` first');
  const html = readFileSync(htmlFile);
  const metaFile = path.join(ROOT, 'frontend/.build/meta.json'); // esbuild metafile, kept out of dist (frontend/build.ts)
  if (existsSync(metaFile)) return fromMeta(JSON.parse(readFileSync(metaFile, 'utf8')) as Meta, html);
  return fromHtml(html);
}
