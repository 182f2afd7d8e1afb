// The prerender's view of the page table (src/pages/page-table.ts): the pages
// that get their own static HTML and the file each is written to, the pages
// that get a bare app shell, and the sitemap. 404.html is the not-found page,
// rendered for a path no route has.
import type { GetRouteName } from '../../contract/routes';
import { BUILT_IN_GALLERY } from '../src/content/gallery';
import { NOT_FOUND_URL, isParameterised, pageFile } from '../src/pages/page-files';
import { NOT_FOUND_PATH, PAGE_TABLE, type PageRoute } from '../src/pages/page-table';

export type PublicPage = {
  /** The page table's path ('/events/:id' for a page per item). */
  path: string;
  /** URL rendered (and the canonical path); the path itself for a page per item, which the build does not render. */
  url: string;
  /** A page per item: written by the publisher for each item, never by the build. */
  parameterised: boolean;
  /** The server lists it shows (the page table's `data`). */
  data: GetRouteName[];
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

/** admin: an admin page (it links the admin app's manifest; the admin's service worker keeps its shell). */
export type ShellPage = { url: string; file: string; module: string; admin: boolean };

/** By page path. */
const LCP_IMAGES: Record<string, string> = {
  // The first tile of the grid (lazy like every tile).
  '/gallery': BUILT_IN_GALLERY[0].imageUrl,
};

export function prerenderedPagesOf(table: readonly PageRoute[]): PublicPage[] {
  return table
    .filter((page) => page.prerender)
    .map((page) => {
      const url = page.path === NOT_FOUND_PATH ? NOT_FOUND_URL : page.path;
      return {
        path: page.path,
        url,
        parameterised: isParameterised(page),
        data: (page.access === 'public' && page.data) || [],
        file: pageFile(page),
        module: page.module,
        indexable: page.sitemap,
        lcpImage: LCP_IMAGES[page.path],
      };
    });
}

/** Pages not prerendered (admin screens, the ticket page) get the bare app shell, never indexed. */
export function shellPagesOf(table: readonly PageRoute[]): ShellPage[] {
  return table
    .filter((page) => !page.prerender)
    .map((page) => ({ url: page.path, file: pageFile(page), module: page.module, admin: page.access === 'admin' }));
}

/** The indexable pages the build renders (a page per item is listed by the publisher, which knows the items). */
export const sitemapUrlsOf = (pages: readonly PublicPage[]) => pages.filter((p) => p.indexable && !p.parameterised).map((p) => p.url);

export const PUBLIC_PAGES: readonly PublicPage[] = prerenderedPagesOf(PAGE_TABLE);
export const SHELL_PAGES: readonly ShellPage[] = shellPagesOf(PAGE_TABLE);
