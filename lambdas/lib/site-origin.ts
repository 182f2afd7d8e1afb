// The site's own origin, for links that leave the site (a ticket's QR code):
// SITE_ORIGIN when the deployment sets it; else the page that asked (the
// SPA's same-origin call carries Origin or Referer: behind CloudFront the
// API does not see the site's Host); else the request's Host, which locally
// is the site itself. Nothing that is not a plain http(s) origin is trusted.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { header } from './http-core';

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, host } = new URL(url);
    return (protocol === 'https:' || protocol === 'http:') && HOST.test(host) ? `${protocol}//${host}` : null;
  } catch {
    return null;
  }
}

export function siteOrigin(event: APIGatewayProxyEventV2): string {
  const configured = process.env.SITE_ORIGIN?.replace(/\/+$/, '');
  if (configured) return configured;
  const asked = originOf(header(event, 'origin')) ?? originOf(header(event, 'referer'));
  if (asked) return asked;
  const host = header(event, 'host') ?? event.requestContext.domainName;
  if (!host || !HOST.test(host)) throw new Error('No SITE_ORIGIN and no usable Host header');
  const proto = header(event, 'x-forwarded-proto')?.split(',')[0].trim();
  return `${proto === 'http' ? 'http' : 'https'}://${host}`;
}
