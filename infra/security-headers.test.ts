import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers';

const directives = new Map(
  CONTENT_SECURITY_POLICY.split(';').map((d) => {
    const [name, ...values] = d.trim().split(/\s+/);
    return [name, values] as const;
  }),
);

describe('security headers', () => {
  it('sends one value per header, the CSP among them', () => {
    expect(Object.keys(SECURITY_HEADERS).sort()).toEqual(
      [
        'Content-Security-Policy',
        'Permissions-Policy',
        'Referrer-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'X-Frame-Options',
      ].sort(),
    );
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('lets the built SPA run: same-origin scripts and api, runtime <style> tags, images, the map iframe', () => {
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'https:']));
    // The admin's presigned uploads go to the media bucket's S3 endpoint.
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://*.amazonaws.com']);
    expect(directives.get('frame-src')).toEqual(['https://www.google.com', 'https://maps.google.com']);
  });

  it('shuts what the site never needs', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it('sets HSTS for two years with subdomains, nosniff, DENY and the referrer policy', () => {
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
    expect(SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    // The check-in screen scans tickets with the camera; nothing embedded may use it.
    expect(SECURITY_HEADERS['Permissions-Policy']).toContain('camera=(self)');
    expect(SECURITY_HEADERS['Permissions-Policy']).toContain('microphone=()');
  });
});
