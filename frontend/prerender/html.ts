// Fills frontend/index.html's placeholders for one page: the head tags a
// crawler or link preview reads (title, description, canonical, Open Graph,
// Twitter), the CSS of the first paint, the boot script and the markup.
import type { PageMeta } from '../src/components/page-meta';
import { DEFAULT_OG_IMAGE, absoluteUrl, pageTitle } from '../src/lib/page-title';
import { site } from '../src/content/site';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** origin: the deployment's, or null when unknown (then the absolute URLs are left to the publisher). */
export type HeadInput = { meta: PageMeta; origin: string | null; path: string; indexable: boolean };

export function headTags({ meta, origin, path, indexable }: HeadInput): string {
  const title = escapeHtml(pageTitle(meta.title));
  const description = escapeHtml(meta.description);
  const image = origin === null ? null : escapeHtml(absoluteUrl(origin, meta.image ?? DEFAULT_OG_IMAGE));
  const url = origin === null ? null : escapeHtml(`${origin}${path}`);
  const tags: (string | false)[] = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    indexable ? url !== null && `<link rel="canonical" href="${url}" />` : `<meta name="robots" content="noindex" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:locale" content="en_NG" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    image !== null && `<meta property="og:image" content="${image}" />`,
    url !== null && `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    image !== null && `<meta name="twitter:image" content="${image}" />`,
  ];
  return tags.filter((tag): tag is string => tag !== false).join('\n    ');
}

export type PageHtml = {
  head: string;
  styles?: string;
  /** The route key main.tsx compares before hydrating; absent for the bare shell. */
  routeKey?: string | null;
  markup?: string;
  /** The path this HTML was made for ('*' for any: the 404 page). */
  bootPath?: string;
  preloads: string[];
  /**
   * Prerendered pages: no modulepreload links or module script in the HTML;
   * the boot script starts the entry at DOMContentLoaded and preloads the
   * rest after the first paint (see src/boot.ts). The bare shells (admin)
   * have nothing to paint, so they load at once.
   */
  startAfterPaint?: boolean;
  /** With startAfterPaint: the entry's own static imports, fetched with it. */
  entryImports?: string[];
  /** An image to fetch at high priority from <head> (the page's lazy LCP image). */
  preloadImage?: string;
  /** The published data block (lib/published-data.ts), placed after the markup. */
  dataBlock?: string;
};

/** The template with its placeholders: <!--head--> <!--boot--> <!--preload--> <!--styles--> <!--root--> <!--entry-->. */
export function fillTemplate(template: string, page: PageHtml, scripts: { boot: string; entry: string }): string {
  const root =
    page.routeKey != null && page.markup
      ? `<div id="root" data-route="${escapeHtml(page.routeKey)}">${page.markup}</div>${page.dataBlock ? `\n    ${page.dataBlock}` : ''}`
      : '<div id="root"></div>';
  const later = page.startAfterPaint
    ? ` data-entry="${escapeHtml(scripts.entry)}"${page.entryImports?.length ? ` data-entry-imports="${escapeHtml(page.entryImports.join(' '))}"` : ''} data-preload="${escapeHtml(page.preloads.join(' '))}"`
    : '';
  const boot = `<script src="${scripts.boot}"${page.bootPath ? ` data-path="${escapeHtml(page.bootPath)}"` : ''}${later}></script>`;
  const slots: Record<string, string> = {
    head: page.head,
    boot,
    preload: [
      ...(page.preloadImage ? [`<link rel="preload" as="image" href="${escapeHtml(page.preloadImage)}" fetchpriority="high" />`] : []),
      ...(page.startAfterPaint ? [] : page.preloads.map((href) => `<link rel="modulepreload" href="${href}" />`)),
    ].join('\n    '),
    styles: page.styles ?? '',
    root,
    entry: page.startAfterPaint ? '' : `<script type="module" src="${scripts.entry}"></script>`,
  };
  // A function replacement, so '$' in the markup is never read as a pattern.
  return template.replace(/<!--(head|boot|preload|styles|root|entry)-->/g, (_, name: string) => slots[name]);
}

export const SITE_MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest" />';

/** The template with another manifest linked (the admin shells link the admin app's). */
export function withManifest(template: string, href: string): string {
  if (!template.includes(SITE_MANIFEST_LINK)) throw new Error(`the template has no ${SITE_MANIFEST_LINK}`);
  return template.replace(SITE_MANIFEST_LINK, `<link rel="manifest" href="${escapeHtml(href)}" />`);
}
