// One page as a whole HTML document, from the build's publish kit
// (contract/publish-kit.ts): rendered with the data given, head tags for the
// origin given, the page's scripts and preloads. The build's prerender and
// the run-time publisher (lambdas/publisher/) both render through this.
import type { KitManifest, PublishedData, RenderDocumentInput } from '../../contract/publish-kit';
import { API, type GetRouteName } from '../../contract/routes';
import { publishedDataBlock } from '../src/lib/published-data';
import { fillTemplate, headTags } from './html';
import { renderPage } from './render-page';

/** The only scripts a page may hold: the boot script by src, and data blocks (never executed, so the CSP allows them). */
const ALLOWED_SCRIPT = /^<script (?:src="[^"]+"|type="application\/(?:ld\+)?json")[\s>]/;

export function assertNoInlineScript(url: string, html: string) {
  for (const match of html.matchAll(/<script[\s>][^>]*>?/g)) {
    if (!ALLOWED_SCRIPT.test(match[0])) throw new Error(`${url}: the page has an inline script (${match[0].slice(0, 60)})`);
  }
}

/** Each published list's API path: where the browser asks it again. */
const sourcesOf = (data: PublishedData): Record<string, string> =>
  Object.fromEntries(Object.keys(data).map((key) => [key, API[key as GetRouteName].path]));

export async function renderDocument(manifest: KitManifest, { page, url, data, origin }: RenderDocumentInput) {
  const rendered = await renderPage(url, { data, origin });
  if (!rendered.meta) throw new Error(`${url}: the page did not call usePageMeta`);
  // A boundary left pending or client-rendered would be replaced on load: a flash.
  if (/<!--\$[?!]-->/.test(rendered.html)) throw new Error(`${url}: the prerendered markup has an unfinished Suspense boundary`);
  const html = fillTemplate(
    manifest.template,
    {
      head: headTags({ meta: rendered.meta, origin, path: url, indexable: page.indexable }),
      styles: rendered.styles,
      routeKey: rendered.routeKey,
      markup: rendered.html,
      dataBlock: data && Object.keys(data).length > 0 ? publishedDataBlock(data, sourcesOf(data)) : undefined,
      bootPath: page.bootPath === '*' ? '*' : url,
      // The entry's imports start with it; the providers' and the lazy
      // page's chunks once the page has been painted (see src/boot.ts).
      preloads: page.preloads,
      entryImports: page.entryImports,
      startAfterPaint: true,
      preloadImage: page.preloadImage,
    },
    manifest.scripts,
  );
  // The CSP (script-src 'self') blocks inline scripts: only data blocks may be inline.
  assertNoInlineScript(url, html);
  return { html, status: rendered.status };
}
