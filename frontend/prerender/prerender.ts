// Build step after the browser bundle: bundles render-page.tsx for Node,
// renders every public route to static HTML (markup, head tags, first-paint
// CSS, the route's own chunks preloaded), writes the admin shells, sitemap.xml
// and robots.txt. Called by frontend/build.ts; needs no running server.
import { build, type Metafile } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../src/content/site';
import { fillTemplate, headTags } from './html';
import { PUBLIC_PAGES, SHELL_PAGES, sitemapUrlsOf } from './pages';
import type { RenderedPage } from './render-page';

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

/** The production origin for canonical links, og:url and the sitemap (SITE_URL overrides). */
export const siteOrigin = () => (process.env.SITE_URL ?? site.url).replace(/\/+$/, '');

function staticClosure(meta: Metafile, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !meta.outputs[file]) return seen;
  seen.add(file);
  for (const i of meta.outputs[file].imports) if (i.kind === 'import-statement') staticClosure(meta, i.path, seen);
  return seen;
}

async function loadRenderer(repo: string, buildDir: string): Promise<(url: string) => Promise<RenderedPage>> {
  const outfile = path.join(buildDir, 'prerender/render-page.cjs');
  await build({
    entryPoints: [path.join(repo, 'frontend/prerender/render-page.tsx')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    packages: 'external',
    logLevel: 'warning',
  });
  process.env.NODE_ENV = 'production';
  delete require.cache[outfile];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle was just rewritten on disk; require after clearing the cache loads the new one
  return (require(outfile) as { renderPage: (url: string) => Promise<RenderedPage> }).renderPage;
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
  const preloadsFor = (module: string) => [
    ...new Set([...[...entryClosure].filter((f) => f !== entryFile).map(toUrl), ...providerChunks, ...pageChunks(module)]),
  ];
  const scripts = { boot: bootUrl, entry: toUrl(entryFile) };
  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), html);
  };

  const render = await loadRenderer(repo, buildDir);
  const report: { url: string; file: string; htmlKB: number; cssKB: number }[] = [];
  for (const page of PUBLIC_PAGES) {
    const rendered = await render(page.url);
    if (!rendered.meta) throw new Error(`${page.url}: the page did not call usePageMeta`);
    // The CSP (script-src 'self') blocks inline scripts, and a boundary left
    // pending or client-rendered would be replaced on load: both are a flash.
    if (/<script[\s>]/.test(rendered.html) || /<!--\$[?!]-->/.test(rendered.html)) {
      throw new Error(`${page.url}: the prerendered markup has an inline script or an unfinished Suspense boundary`);
    }
    const html = fillTemplate(
      template,
      {
        head: headTags({ meta: rendered.meta, origin, path: page.url, indexable: page.indexable }),
        styles: rendered.styles,
        routeKey: rendered.routeKey,
        markup: rendered.html,
        bootPath: page.indexable ? page.url : '*',
        // The entry's imports start with it; the providers' and the lazy
        // page's chunks once the page has been painted (see src/boot.ts).
        preloads: [...new Set([...providerChunks, ...pageChunks(page.module)])],
        entryImports: [...entryClosure].filter((f) => f !== entryFile).map(toUrl),
        startAfterPaint: true,
        preloadImage: page.lcpImage,
      },
      scripts,
    );
    write(page.file, html);
    report.push({ url: page.url, file: page.file, htmlKB: +(html.length / 1024).toFixed(1), cssKB: +(rendered.styles.length / 1024).toFixed(1) });
  }

  const shellMeta = { title: site.name, description: site.description };
  for (const page of SHELL_PAGES) {
    const head = headTags({ meta: shellMeta, origin, path: page.url, indexable: false });
    write(page.file, fillTemplate(template, { head, preloads: preloadsFor(page.module) }, scripts));
  }

  const urls = sitemapUrlsOf(PUBLIC_PAGES).map((url) => `  <url><loc>${origin}${url}</loc></url>`);
  write('sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  const robots = readFileSync(path.join(repo, 'frontend/public/robots.txt'), 'utf8').replace(/\n*$/, '\n');
  write('robots.txt', `${robots}\nSitemap: ${origin}/sitemap.xml\n`);
  return report;
}
