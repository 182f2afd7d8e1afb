// Who is asking, as far as the login throttle is concerned. Behind CloudFront
// the HTTP API's sourceIp is an edge server, shared by many visitors; the
// CloudFront-Viewer-Address header (set by CloudFront itself, "ip:port", when
// the origin request policy forwards it) names the real client. Never the
// first X-Forwarded-For entry: the client writes that one itself.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { header } from './http-core';

export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = header(event, 'cloudfront-viewer-address')?.trim();
  // "203.0.113.5:443" or "[2001:db8::1]:443" / "2001:db8::1:443": drop the port.
  if (viewer) return viewer.replace(/^\[(.*)\]:\d+$/, '$1').replace(/^([\d.]+):\d+$/, '$1').replace(/^(.*:.*):\d+$/, '$1');
  return event.requestContext?.http?.sourceIp || 'unknown';
}

export function userAgent(event: APIGatewayProxyEventV2): string | undefined {
  return (header(event, 'user-agent') ?? event.requestContext?.http?.userAgent)?.slice(0, 300) || undefined;
}
