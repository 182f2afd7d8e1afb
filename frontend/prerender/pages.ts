// The prerender's view of the page table (src/pages/page-table.ts): the pages
// that get their own static HTML and the file each is written to, the pages
// that get a bare app shell, and the sitemap. 404.html is the not-found page,
// rendered for a path no route has.
import { BUILT_IN_GALLERY } from '../src/content/gallery';
import { NOT_FOUND_URL, isParameterised, pageFile } from '../src/pages/page-files';
import { NOT_FOUND_PATH, PAGE_TABLE, type PageRoute } from '../src/pages/page-table';

export type PublicPage = {
  /** URL rendered (and the canonical path). */
  url: string;
  /** File under dist/. */
  file: string;
  /** The page's lazy module, whose chunks are preloaded with the entry. */
  module: string;
  /** Listed in sitemap.xml and given a canonical link. */
  indexable: boolean;
  /**
   * The page's largest image above the fold (its LCP element on a phone) when
   * the markup loads it lazily: preloaded from <head> at high priority, so it
   * does not wait for layout. (The home hero is an eager, high-priority <img>.)
   */
  lcpImage?: string;
};

export type ShellPage = { url: string; file: string; module: string };

/** By page path. */
const LCP_IMAGES: Record<string, string> = {
  // The first tile of the grid (lazy like every tile).
  '/gallery': BUILT_IN_GALLERY[0].imageUrl,
};

export function prerenderedPagesOf(table: readonly PageRoute[]): PublicPage[] {
  return table
    .filter((page) => page.prerender)
    .map((page) => {
      // Each item is its own page, and its file is named after its URL.
      if (isParameterised(page)) throw new Error(`${page.path}: the prerender does not list the items of a parameterised page yet`);
      const url = page.path === NOT_FOUND_PATH ? NOT_FOUND_URL : page.path;
      return { url, file: pageFile(page), module: page.module, indexable: page.sitemap, lcpImage: LCP_IMAGES[page.path] };
    });
}

/** Pages not prerendered (admin screens) get the bare app shell, never indexed. */
export function shellPagesOf(table: readonly PageRoute[]): ShellPage[] {
  return table.filter((page) => !page.prerender).map((page) => ({ url: page.path, file: pageFile(page), module: page.module }));
}

export const sitemapUrlsOf = (pages: readonly PublicPage[]) => pages.filter((p) => p.indexable).map((p) => p.url);

export const PUBLIC_PAGES: readonly PublicPage[] = prerenderedPagesOf(PAGE_TABLE);
export const SHELL_PAGES: readonly ShellPage[] = shellPagesOf(PAGE_TABLE);
