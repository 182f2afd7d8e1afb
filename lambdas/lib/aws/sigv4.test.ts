// The lean client's signature (aws4fetch's signer, as sigv4.ts configures it)
// must be the one AWS computes: an AWS published test vector, and the SDK's
// own signer on the request the client really sends.
import { SignatureV4 } from '@smithy/signature-v4';
import { createHash, createHmac } from 'node:crypto';
import { signRequest } from './sigv4';

const now = new Date('2015-08-30T12:36:00Z');
const example = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };

it("matches AWS's get-vanilla test vector", async () => {
  const headers = await signRequest({
    method: 'GET',
    url: new URL('https://example.amazonaws.com/'),
    headers: {},
    body: '',
    region: 'us-east-1',
    service: 'service',
    credentials: example,
    now,
  });
  expect(headers.authorization).toBe(
    'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, ' +
      'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
  );
  expect(headers['x-amz-date']).toBe('20150830T123600Z');
});

it('signs a DynamoDB Query with a session token exactly as the SDK signer does', async () => {
  const body = JSON.stringify({ TableName: 'site', IndexName: 'gsi1', KeyConditionExpression: '#pk = :pk', ExpressionAttributeValues: { ':pk': { S: 'EVENTS' } } });
  const credentials = { ...example, sessionToken: 'IQoJb3JpZ2luX2VjEXAMPLE//token+with/odd=chars' };
  const url = new URL('https://dynamodb.eu-west-1.amazonaws.com/');
  const sent = { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.Query' };
  const ours = await signRequest({ method: 'POST', url, headers: sent, body, region: 'eu-west-1', service: 'dynamodb', credentials, now });

  // applyChecksum off: x-amz-content-sha256 is an S3 header, which DynamoDB neither needs nor gets from us.
  const signer = new SignatureV4({ service: 'dynamodb', region: 'eu-west-1', credentials, sha256: Sha256, applyChecksum: false });
  const sdk = await signer.sign(
    { method: 'POST', protocol: 'https:', hostname: url.hostname, path: '/', headers: { ...sent, host: url.host }, body, query: {} },
    { signingDate: now },
  );
  expect(ours.authorization).toBe(sdk.headers.authorization);
  expect(ours.authorization).toContain('SignedHeaders=content-type;host;x-amz-date;x-amz-security-token;x-amz-target,');
  expect(ours['x-amz-security-token']).toBe(credentials.sessionToken);
});

it('signs a path that needs encoding and a query string exactly as the SDK signer does', async () => {
  const url = new URL('https://secretsmanager.eu-west-1.amazonaws.com/a%20b/c?z=1&a=x%2Fy');
  const ours = await signRequest({ method: 'GET', url, headers: {}, body: '', region: 'eu-west-1', service: 'secretsmanager', credentials: example, now });

  const signer = new SignatureV4({ service: 'secretsmanager', region: 'eu-west-1', credentials: example, sha256: Sha256, applyChecksum: false });
  const sdk = await signer.sign(
    { method: 'GET', protocol: 'https:', hostname: url.hostname, path: url.pathname, headers: { host: url.host }, body: '', query: { z: '1', a: 'x/y' } },
    { signingDate: now },
  );
  expect(ours.authorization).toBe(sdk.headers.authorization);
});

/** The hash the SDK signer takes (its own lives in @aws-crypto, a browser-and-node package). */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(bytes(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

const bytes = (data: string | ArrayBuffer | ArrayBufferView): string | Uint8Array =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);
