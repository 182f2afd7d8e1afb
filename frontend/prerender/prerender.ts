// Build step after the browser bundle: emits the publish kit (the renderer
// bundle, the template with each page's hashed scripts and preloads, the page
// list: contract/publish-kit.ts) to frontend/.build/publish/, then renders
// every public page without data through it (the build has no store; the
// publisher, lambdas/publisher/, renders them again with the data), writes
// the admin shells, and sitemap.xml and robots.txt when the origin is known.
// Called by frontend/build.ts; needs no running server.
import { build, type Metafile } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { robotsTxt, sitemapXml, type KitManifest, type KitRenderer } from '../../contract/publish-kit';
import { site } from '../src/content/site';
import { ADMIN_MANIFEST_URL } from '../src/admin-offline/files';
import { fillTemplate, headTags, withManifest } from './html';
import { PUBLIC_PAGES, SHELL_PAGES, sitemapUrlsOf } from './pages';

export type PrerenderInput = {
  repo: string;
  dist: string;
  buildDir: string;
  template: string;
  metafile: Metafile;
  entryFile: string;
  bootUrl: string;
  toUrl: (file: string) => string;
};

/** Where the build leaves the publish kit: out of dist, so never served or uploaded. */
export const KIT_DIR = 'publish';
export const KIT_MANIFEST = 'kit.json';
export const KIT_RENDERER = 'renderer.cjs';

/**
 * The origin for canonical links, og:url and the sitemap when the build is
 * told it (SITE_URL); otherwise null, and the publisher adds them with the
 * origin the site is actually served on.
 */
export const siteOrigin = () => process.env.SITE_URL?.replace(/\/+$/, '') || null;

function staticClosure(meta: Metafile, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !meta.outputs[file]) return seen;
  seen.add(file);
  for (const i of meta.outputs[file].imports) if (i.kind === 'import-statement') staticClosure(meta, i.path, seen);
  return seen;
}

/** The renderer as one self-contained Node file: the publisher Lambda runs it without node_modules. */
async function buildRenderer(repo: string, kitDir: string): Promise<KitRenderer> {
  const outfile = path.join(kitDir, KIT_RENDERER);
  await build({
    entryPoints: [path.join(repo, 'frontend/prerender/kit-renderer.ts')],
    outfile,
    bundle: true,
    minify: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  });
  delete require.cache[outfile];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle was just rewritten on disk; require after clearing the cache loads the new one
  return require(outfile) as KitRenderer;
}

export async function prerender(input: PrerenderInput) {
  const { repo, dist, buildDir, template, metafile, entryFile, bootUrl, toUrl } = input;
  const origin = siteOrigin();
  const entryClosure = staticClosure(metafile, entryFile);
  const pageChunks = (module: string) => {
    const page = Object.keys(metafile.outputs).find((f) => f.endsWith('.js') && metafile.outputs[f].entryPoint === module);
    if (!page) throw new Error(`no chunk for ${module}`);
    return [...staticClosure(metafile, page, new Set(entryClosure))].filter((f) => !entryClosure.has(f)).map(toUrl);
  };
  // main.tsx loads the providers (the Chakra system) with a dynamic import,
  // so that they run in a task of their own: preloaded with every page.
  const providerChunks = pageChunks('frontend/src/app/providers.tsx');
  const entryImports = [...entryClosure].filter((f) => f !== entryFile).map(toUrl);
  const preloadsFor = (module: string) => [...new Set([...entryImports, ...providerChunks, ...pageChunks(module)])];
  const scripts = { boot: bootUrl, entry: toUrl(entryFile) };
  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), html);
  };

  const robots = readFileSync(path.join(repo, 'frontend/public/robots.txt'), 'utf8').replace(/\n*$/, '\n');
  const manifest: KitManifest = {
    template,
    scripts,
    robots,
    pages: PUBLIC_PAGES.map((page) => ({
      path: page.path,
      url: page.url,
      file: page.file,
      parameterised: page.parameterised,
      indexable: page.indexable,
      data: page.data,
      // The entry's imports start with it; the providers' and the lazy
      // page's chunks once the page has been painted (see src/boot.ts).
      preloads: [...new Set([...providerChunks, ...pageChunks(page.module)])],
      entryImports,
      bootPath: page.indexable ? page.url : '*',
      preloadImage: page.lcpImage,
    })),
  };
  const kitDir = path.join(buildDir, KIT_DIR);
  mkdirSync(kitDir, { recursive: true });
  const renderer = await buildRenderer(repo, kitDir);

  const report: { url: string; file: string; htmlKB: number; cssKB: number }[] = [];
  for (const page of manifest.pages) {
    if (page.parameterised) continue;
    const { html } = await renderer.renderDocument(manifest, { page, url: page.url, origin });
    write(page.file, html);
    const css = html.match(/<style data-emotion[^>]*>[^<]*<\/style>/g)?.join('') ?? '';
    report.push({ url: page.url, file: page.file, htmlKB: +(html.length / 1024).toFixed(1), cssKB: +(css.length / 1024).toFixed(1) });
  }

  const shellMeta = { title: site.name, description: site.description };
  // The admin pages install as their own app (docs/ARCHITECTURE.md, The admin as an app); a public shell (the ticket page) keeps the site's.
  const shellTemplate = withManifest(template, ADMIN_MANIFEST_URL);
  for (const page of SHELL_PAGES) {
    const head = headTags({ meta: shellMeta, origin, path: page.url, indexable: false });
    write(page.file, fillTemplate(page.admin ? shellTemplate : template, { head, preloads: preloadsFor(page.module) }, scripts));
  }

  if (origin !== null) {
    write('sitemap.xml', sitemapXml(origin, sitemapUrlsOf(PUBLIC_PAGES)));
    write('robots.txt', robotsTxt(robots, origin));
  }
  // Last: build-if-stale (infra/local) takes this file's age as the build's.
  writeFileSync(path.join(kitDir, KIT_MANIFEST), JSON.stringify(manifest));
  return report;
}
