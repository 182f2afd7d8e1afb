// Which built HTML file answers a page URL: the names the prerender writes
// and the lookup both static servers make (infra/local/static-server.ts, and
// the CloudFront function in infra/constructs/spa-fallback.ts, which embeds
// pageFileRules). Extension-free names in the URL, '.html' on disk.
import { NOT_FOUND_PATH, type PageRoute } from './page-table';

/** The prerendered not-found page. */
export const NOT_FOUND_FILE = '404.html';
/** The URL the not-found page is rendered at (any path no page has would do). */
export const NOT_FOUND_URL = '/404';

/** '/' -> 'index.html', '/about' -> 'about.html', '/events/abc' -> 'events/abc.html'. */
export const htmlFileFor = (urlPath: string) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);

export const isParameterised = (page: PageRoute) => page.path.split('/').some((segment) => segment.startsWith(':'));

/**
 * The one file of a page: its prerendered HTML or its app shell. A
 * parameterised page that is not prerendered has one shell for every item
 * ('/tickets/:token' -> 'tickets/_token.html'); one that is prerendered has a
 * file per item instead, named after the item's URL.
 */
export function pageFile(page: PageRoute): string {
  return page.path === NOT_FOUND_PATH ? NOT_FOUND_FILE : htmlFileFor(page.path.replace(/:/g, '_'));
}

/** A page path as a regular expression over a URL path without its trailing slash. */
export function pathPattern(path: string): string {
  const segments = path.split('/').map((s) => (s.startsWith(':') ? '[^/.]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}$`;
}

/** One rule per page: its pattern and its file, or null for a file named after the URL. */
export type PageFileRule = { pattern: string; file: string | null };

/** Fixed paths before parameterised ones, as the router ranks them. */
export function pageFileRules(table: readonly PageRoute[]): PageFileRule[] {
  return table
    .filter((page) => page.path !== NOT_FOUND_PATH)
    .sort((a, b) => Number(isParameterised(a)) - Number(isParameterised(b)))
    .map((page) => ({
      pattern: pathPattern(page.path),
      file: isParameterised(page) && page.prerender ? null : pageFile(page),
    }));
}

/** The file that answers a URL path ('/about/' -> 'about.html'), or null when no page has the path. */
export function pageFileFor(rules: readonly PageFileRule[], urlPath: string): string | null {
  const route = urlPath.replace(/\/+$/, '') || '/';
  const rule = rules.find((r) => new RegExp(r.pattern).test(route));
  return rule ? (rule.file ?? htmlFileFor(route)) : null;
}
