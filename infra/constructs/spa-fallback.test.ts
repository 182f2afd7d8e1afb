import { pageFileFor, pageFileRules } from '../../frontend/src/pages/page-files';
import { PAGE_TABLE, PAGES, type PageRoute } from '../../frontend/src/pages/page-table';
import { spaFallbackCode } from './spa-fallback';

/** Run the CloudFront Function source the way the edge does: handler(event) -> request. */
function edge(table: readonly PageRoute[]) {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluates our own CloudFront Function source, the way the edge runtime does
  const handler = new Function(`${spaFallbackCode(table)}; return handler;`)() as (e: unknown) => { uri: string };
  return (uri: string) => handler({ request: { uri, method: 'GET', headers: {} } }).uri;
}

const WITH_ITEMS: readonly PageRoute[] = [
  ...PAGE_TABLE,
  { ...PAGES.events, path: '/events/:id' },
  { ...PAGES.events, path: '/tickets/:token', prerender: false, sitemap: false },
];

describe('SPA fallback function', () => {
  const rewrite = edge(PAGE_TABLE);

  it('serves every page of the table from its HTML file, admin pages included', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/about')).toBe('/about.html');
    expect(rewrite('/about/')).toBe('/about.html');
    expect(rewrite('/events')).toBe('/events.html');
    expect(rewrite('/admin-login')).toBe('/admin-login.html');
    expect(rewrite('/admin')).toBe('/admin.html');
  });

  it('leaves a path no page has alone, for S3 to miss (the distribution answers 404.html)', () => {
    expect(rewrite('/no/such/page/')).toBe('/no/such/page/');
    expect(rewrite('/abou')).toBe('/abou');
    expect(rewrite('/constructor')).toBe('/constructor');
  });

  it('never touches /api/* nor files', () => {
    expect(rewrite('/api/events/upcoming')).toBe('/api/events/upcoming');
    expect(rewrite('/api/admin/events/abc')).toBe('/api/admin/events/abc');
    expect(rewrite('/api')).toBe('/api');
    expect(rewrite('/assets/app-ABCDEFGH.js')).toBe('/assets/app-ABCDEFGH.js');
    expect(rewrite('/robots.txt')).toBe('/robots.txt');
    expect(rewrite('/about.html')).toBe('/about.html');
  });

  it('serves a prerendered parameterised page from the file of each item, and one that is not from its shell', () => {
    const withItems = edge(WITH_ITEMS);
    expect(withItems('/events/abc123')).toBe('/events/abc123.html');
    expect(withItems('/events')).toBe('/events.html');
    expect(withItems('/tickets/tok-EN_1/')).toBe('/tickets/_token.html');
    expect(withItems('/events/abc/more')).toBe('/events/abc/more');
  });

  it('answers as the page files module does', () => {
    const withItems = edge(WITH_ITEMS);
    const rules = pageFileRules(WITH_ITEMS);
    for (const uri of ['/', '/about', '/gallery/', '/admin', '/events/x1', '/tickets/t', '/404', '/nope']) {
      const file = pageFileFor(rules, uri);
      expect(withItems(uri)).toBe(file ? `/${file}` : uri);
    }
  });

  it('fits CloudFront Functions limit of 10 KB', () => {
    expect(Buffer.byteLength(spaFallbackCode(WITH_ITEMS))).toBeLessThan(10 * 1024);
  });
});
