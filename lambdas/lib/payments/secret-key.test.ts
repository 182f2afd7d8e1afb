import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paystackSecretKey, resetPaystackSecretKey, usableKey } from './secret-key';

test('only a Paystack secret key counts as configured', () => {
  expect(usableKey(' sk_test_abc123 ')).toBe('sk_test_abc123');
  expect(usableKey('sk_live_abc123')).toBe('sk_live_abc123');
  expect(usableKey('')).toBeNull();
  expect(usableKey(undefined)).toBeNull();
  // A public key is not a secret key.
  expect(usableKey('pk_test_abc123')).toBeNull();
});

describe('in AWS: the key from Secrets Manager, through a signed JSON call', () => {
  const saved = { ...process.env };
  let server: Server;
  let answers: Array<(res: ServerResponse) => void> = [];
  const seen: Array<{ headers: IncomingHttpHeaders; body: string }> = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ headers: req.headers, body });
        (answers.shift() ?? ((r: ServerResponse) => r.writeHead(500).end()))(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    Object.assign(process.env, {
      PAYSTACK_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:paystack-AbCdEf',
      AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: 'ASIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_SESSION_TOKEN: 'session-token',
    });
  });
  afterAll(async () => {
    process.env = saved;
    resetPaystackSecretKey();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    resetPaystackSecretKey();
    seen.length = 0;
  });

  const json = (status: number, value: unknown) => (res: ServerResponse) => res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(value));

  it('reads the key, signed with the role credentials and their session token', async () => {
    answers = [json(200, { SecretString: JSON.stringify({ secretKey: 'sk_live_abc123' }) })];
    expect(await paystackSecretKey()).toBe('sk_live_abc123');
    expect(seen).toHaveLength(1);
    const [{ headers, body }] = seen;
    expect(JSON.parse(body)).toEqual({ SecretId: process.env.PAYSTACK_SECRET_ARN });
    expect(headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
    expect(headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(headers['x-amz-security-token']).toBe('session-token');
    expect(headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=ASIAEXAMPLE\/\d{8}\/eu-west-1\/secretsmanager\/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-security-token;x-amz-target, Signature=[0-9a-f]{64}$/);
  });

  it('tries again when throttled, as the SDK would', async () => {
    const throttled = json(400, { __type: 'ThrottlingException', message: 'Rate exceeded' });
    answers = [throttled, json(200, { SecretString: 'sk_test_plain' })];
    expect(await paystackSecretKey()).toBe('sk_test_plain');
    expect(seen).toHaveLength(2);
  });

  it('names a missing secret, and does not try again', async () => {
    answers = [json(400, { __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." })];
    await expect(paystackSecretKey()).rejects.toMatchObject({ name: 'ResourceNotFoundException', $metadata: { httpStatusCode: 400 } });
    expect(seen).toHaveLength(1);
  });
});
