import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { prerenderedPages, spaFallbackCode } from './spa-fallback';

/** Run the CloudFront Function source the way the edge does: handler(event) -> request. */
function edge(pages: Record<string, string>) {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluates our own CloudFront Function source, the way the edge runtime does
  const handler = new Function(`${spaFallbackCode(pages)}; return handler;`)() as (e: unknown) => { uri: string };
  return (uri: string) => handler({ request: { uri, method: 'GET', headers: {} } }).uri;
}

describe('SPA fallback function', () => {
  const rewrite = edge({ '/about': '/about/index.html' });

  it('serves index.html for app routes, including unknown ones (the SPA shows its 404)', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/events')).toBe('/index.html');
    expect(rewrite('/admin-login')).toBe('/index.html');
    expect(rewrite('/no/such/page/')).toBe('/index.html');
  });

  it('serves a prerendered page when the build has one', () => {
    expect(rewrite('/about')).toBe('/about/index.html');
    expect(rewrite('/about/')).toBe('/about/index.html');
  });

  it('never touches /api/* nor files', () => {
    expect(rewrite('/api/events/upcoming')).toBe('/api/events/upcoming');
    expect(rewrite('/api/admin/events/abc')).toBe('/api/admin/events/abc');
    expect(rewrite('/api')).toBe('/api');
    expect(rewrite('/assets/app-ABCDEFGH.js')).toBe('/assets/app-ABCDEFGH.js');
    expect(rewrite('/robots.txt')).toBe('/robots.txt');
  });

  it('serves the prerendered not-found page for a path no page has, when the build has one', () => {
    const withNotFound = edge({ '/about': '/about.html', '/404': '/404.html' });
    expect(withNotFound('/no/such/page/')).toBe('/404.html');
    expect(withNotFound('/constructor')).toBe('/404.html');
    expect(withNotFound('/')).toBe('/index.html');
    expect(withNotFound('/about')).toBe('/about.html');
    expect(withNotFound('/api/nope')).toBe('/api/nope');
  });

  it('does not treat inherited object keys as pages', () => {
    expect(rewrite('/constructor')).toBe('/index.html');
  });

  it('fits CloudFront Functions limit of 10 KB', () => {
    expect(Buffer.byteLength(spaFallbackCode({ '/about': '/about/index.html' }))).toBeLessThan(10 * 1024);
  });
});

describe('prerenderedPages', () => {
  it('finds every HTML page of a build but the shell', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prerender-'));
    try {
      mkdirSync(path.join(dir, 'about'));
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(path.join(dir, 'index.html'), '');
      writeFileSync(path.join(dir, 'about', 'index.html'), '');
      writeFileSync(path.join(dir, 'services.html'), '');
      writeFileSync(path.join(dir, 'assets', 'app-ABCDEFGH.js'), '');
      expect(prerenderedPages(dir)).toEqual({ '/about': '/about/index.html', '/services': '/services.html' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
