// The site's own origin, for links that leave the site (a ticket's QR code):
// SITE_ORIGIN when the deployment sets it (behind CloudFront the API sees its
// own host, not the site's), else the request's Host, which locally is the
// site itself. A Host that is not a plain host[:port] is not trusted.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { header } from './http-core';

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;

export function siteOrigin(event: APIGatewayProxyEventV2): string {
  const configured = process.env.SITE_ORIGIN?.replace(/\/+$/, '');
  if (configured) return configured;
  const host = header(event, 'x-forwarded-host') ?? header(event, 'host') ?? event.requestContext.domainName;
  if (!host || !HOST.test(host)) throw new Error('No SITE_ORIGIN and no usable Host header');
  const proto = header(event, 'x-forwarded-proto')?.split(',')[0].trim();
  return `${proto === 'http' ? 'http' : 'https'}://${host}`;
}
