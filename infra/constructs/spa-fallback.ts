// The CloudFront Function (viewer request, static-site behaviour only) that
// serves the SPA's pages, derived from the page table. Mirrors
// infra/local/static-server.ts: a page path gets its file
// (frontend/src/pages/page-files.ts), any other path without a file
// extension the prerendered not-found page (404.html, noindex); a path with
// an extension is left alone (a missing asset stays a miss); /api/* is never
// rewritten.
import { NOT_FOUND_FILE, pageFileRules } from '../../frontend/src/pages/page-files';
import type { PageRoute } from '../../frontend/src/pages/page-table';

/** Source of the function (cloudfront-js-2.0: plain ES5-ish JavaScript, 10 KB max). */
export function spaFallbackCode(table: readonly PageRoute[]): string {
  const rules = pageFileRules(table).map((r) => [r.pattern, r.file]);
  return `var PAGES = ${JSON.stringify(rules)}.map(function (r) { return [new RegExp(r[0]), r[1]]; });
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/api' || uri.indexOf('/api/') === 0) return request;
  var route = uri.replace(/\\/+$/, '') || '/';
  for (var i = 0; i < PAGES.length; i++) {
    if (PAGES[i][0].test(route)) {
      request.uri = '/' + (PAGES[i][1] || route.slice(1) + '.html');
      return request;
    }
  }
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = ${JSON.stringify('/' + NOT_FOUND_FILE)};
  return request;
}
`;
}
