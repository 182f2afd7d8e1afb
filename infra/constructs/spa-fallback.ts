// The CloudFront Function (viewer request, static-site behaviour only) that
// serves the SPA for app routes. Mirrors infra/local/static-server.ts: a path
// without a file extension gets its prerendered page when the build has one,
// otherwise the prerendered not-found page (404.html, noindex) or, in a build
// without one, index.html; a path with an extension is left alone (a missing
// asset stays a miss); /api/* is never rewritten.
import { readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';

/** '/about' -> '/about/index.html' for every prerendered page in the build. */
export function prerenderedPages(siteDir: string): Record<string, string> {
  const pages: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      if (!name.endsWith('.html')) continue;
      const rel = '/' + path.relative(siteDir, full).split(path.sep).join('/');
      if (rel === '/index.html') continue;
      const route = rel.endsWith('/index.html') ? rel.slice(0, -'/index.html'.length) : rel.slice(0, -'.html'.length);
      // A folder's index.html wins over a sibling name.html, as in the local server.
      if (!pages[route] || rel.endsWith('/index.html')) pages[route] = rel;
    }
  };
  walk(siteDir);
  return pages;
}

/** Source of the function (cloudfront-js-2.0: plain ES5-ish JavaScript, 10 KB max). */
export function spaFallbackCode(pages: Record<string, string>): string {
  return `var PAGES = ${JSON.stringify(pages)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/api' || uri.indexOf('/api/') === 0) return request;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  var route = uri.replace(/\\/+$/, '');
  if (!route) request.uri = '/index.html';
  else if (Object.prototype.hasOwnProperty.call(PAGES, route)) request.uri = PAGES[route];
  else request.uri = PAGES['/404'] || '/index.html';
  return request;
}
`;
}
