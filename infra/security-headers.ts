// The one definition of the security headers. CloudFront's response headers
// policy (infra/constructs/static-site.ts) and the local static server both
// derive what they send from SECURITY_HEADER_SETTINGS, so the site behaves the
// same on one machine as in AWS. No aws-cdk-lib import here: the local server
// imports this file and must stay light.

/** CSP directives, in the order they are sent. */
export const CSP_DIRECTIVES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['default-src', ["'self'"]],
  // The SPA is an esbuild bundle from the same origin: no inline or remote script.
  ['script-src', ["'self'"]],
  // Chakra UI (emotion) injects <style> tags at runtime.
  ['style-src', ["'self'", "'unsafe-inline'"]],
  // Site images, data: URIs (small inlined icons) and admin-entered https:// image URLs.
  ['img-src', ["'self'", 'data:', 'https:']],
  ['font-src', ["'self'", 'data:']],
  // The api is served from the same origin (/api/* behind the same CloudFront);
  // the admin's uploads go straight to the media bucket's S3 endpoint
  // (https://<bucket>.s3.<region>.amazonaws.com, each request presigned).
  ['connect-src', ["'self'", 'https://*.amazonaws.com']],
  // The Contact page embeds a Google Maps iframe.
  ['frame-src', ['https://www.google.com', 'https://maps.google.com']],
  ['manifest-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');

/** Features the site never uses are switched off for it and for anything it embeds.
 * Only features Chromium recognises: an unknown one logs a console error.
 * The camera is the site's own only: the admin's check-in screen scans tickets; embeds (the map) get none. */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Structured settings: what CloudFront's ResponseHeadersPolicy needs, and the source of the plain headers below. */
export const SECURITY_HEADER_SETTINGS = {
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  strictTransportSecurity: { maxAgeSeconds: 2 * 365 * 24 * 60 * 60, includeSubDomains: true, preload: false },
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: PERMISSIONS_POLICY,
} as const;

const hsts = SECURITY_HEADER_SETTINGS.strictTransportSecurity;

/** Header name -> value, as a plain HTTP server sends them. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': SECURITY_HEADER_SETTINGS.contentSecurityPolicy,
  'Strict-Transport-Security': [
    `max-age=${hsts.maxAgeSeconds}`,
    ...(hsts.includeSubDomains ? ['includeSubDomains'] : []),
    ...(hsts.preload ? ['preload'] : []),
  ].join('; '),
  'X-Content-Type-Options': SECURITY_HEADER_SETTINGS.contentTypeOptions,
  'X-Frame-Options': SECURITY_HEADER_SETTINGS.frameOptions,
  'Referrer-Policy': SECURITY_HEADER_SETTINGS.referrerPolicy,
  'Permissions-Policy': SECURITY_HEADER_SETTINGS.permissionsPolicy,
};
