// AWS Signature Version 4 for the lean AWS calls (aws-json.ts), on
// node:crypto: the SDK's signer drags in its whole middleware stack. Only
// what a JSON-protocol call needs: a path without a query string, every
// header given signed. https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html
import { createHash, createHmac } from 'node:crypto';

export type Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

export type SignInput = {
  method: string;
  url: URL;
  /** Headers to send and sign (host and x-amz-date are added). */
  headers: Record<string, string>;
  body: string;
  region: string;
  service: string;
  credentials: Credentials;
  now?: Date;
};

/** RFC 3986 encoding, which SigV4 asks for: encodeURIComponent leaves !'()* alone. */
const uriEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** The request's headers plus x-amz-date, x-amz-security-token (temporary credentials) and authorization. */
export function signRequest(input: SignInput): Record<string, string> {
  if (input.url.search) throw new Error('signRequest: query strings are not supported');
  const amzDate = (input.now ?? new Date()).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = { ...input.headers, host: input.url.host, 'x-amz-date': amzDate };
  // A Lambda role's credentials are temporary: the token is sent, and signed, with every request.
  if (input.credentials.sessionToken) headers['x-amz-security-token'] = input.credentials.sessionToken;

  const canonical = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = canonical.map(([name]) => name).join(';');
  const canonicalRequest = [
    input.method,
    // URL keeps the path encoded once; every service but S3 wants it encoded twice.
    input.url.pathname.split('/').map(uriEncode).join('/'),
    '',
    ...canonical.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    sha256(input.body),
  ].join('\n');

  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.credentials.secretAccessKey}`, day), input.region), input.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}
