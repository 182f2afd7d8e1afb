// The CloudFront Function (viewer request, static-site behaviour only) that
// serves the SPA's pages, derived from the page table: a page path is
// rewritten to its HTML file (frontend/src/pages/page-files.ts); any other
// path is left alone. A key the bucket does not have is a 403 from S3 (the
// distribution may not list it), which the distribution answers with
// 404.html and a real 404 (infra/constructs/static-site.ts). Mirrors
// infra/local/static-server.ts.
import { pageFileRules } from '../../frontend/src/pages/page-files';
import type { PageRoute } from '../../frontend/src/pages/page-table';

/** Source of the function (cloudfront-js-2.0: plain ES5-ish JavaScript, 10 KB max). */
export function spaFallbackCode(table: readonly PageRoute[]): string {
  const rules = pageFileRules(table).map((r) => [r.pattern, r.file]);
  return `var PAGES = ${JSON.stringify(rules)}.map(function (r) { return [new RegExp(r[0]), r[1]]; });
function handler(event) {
  var request = event.request;
  var route = request.uri.replace(/\\/+$/, '') || '/';
  for (var i = 0; i < PAGES.length; i++) {
    if (PAGES[i][0].test(route)) {
      request.uri = '/' + (PAGES[i][1] || route.slice(1) + '.html');
      return request;
    }
  }
  return request;
}
`;
}
