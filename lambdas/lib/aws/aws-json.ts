// One call to an AWS service that speaks the JSON protocol (DynamoDB,
// Secrets Manager): POST /, SigV4 signed (sigv4.ts, aws4fetch's signer), over node:http(s) with
// a keep-alive agent, a connect and a request timeout, and the SDK's
// standard retry of throttling, 5xx and dropped connections. What the public
// read handlers use instead of an SDK client, which would cost each of their
// bundles 150-200 KB and its cold start the time to load them.
import * as http from 'node:http';
import * as https from 'node:https';
import { isServedInProcess, sendInProcess } from './in-process-endpoints';
import { signRequest, type Credentials } from './sigv4';

export type AwsJsonCall = {
  url: URL;
  region: string;
  /** The signing name: 'dynamodb', 'secretsmanager'. */
  service: string;
  /** X-Amz-Target: the service's API version and the operation, e.g. 'secretsmanager.GetSecretValue'. */
  target: string;
  /** DynamoDB speaks 1.0, Secrets Manager 1.1. */
  jsonVersion: '1.0' | '1.1';
  body: string;
  credentials: Credentials;
  connectTimeoutMs: number;
  requestTimeoutMs: number;
  maxAttempts: number;
  /** Whether a failed attempt may be tried again (the store's errors: store-errors.ts). */
  retryable: (error: unknown) => boolean;
};

/** What the service answered with an error: named like the SDK's exceptions, with the status where the SDK keeps it. */
export class AwsServiceError extends Error {
  readonly $metadata: { httpStatusCode: number };
  constructor(name: string, message: string, status: number) {
    super(message);
    this.name = name;
    this.$metadata = { httpStatusCode: status };
  }
}

/** A Lambda's role credentials are in its environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN); null when they are not. */
export function envCredentials(): Credentials | null {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) return null;
  return { accessKeyId, secretAccessKey, sessionToken: process.env.AWS_SESSION_TOKEN || undefined };
}

export async function callAwsJson(call: AwsJsonCall): Promise<Record<string, unknown>> {
  for (let attempt = 1; ; attempt++) {
    try {
      const headers = await signRequest({
        method: 'POST',
        url: call.url,
        headers: { 'content-type': `application/x-amz-json-${call.jsonVersion}`, 'x-amz-target': call.target },
        body: call.body,
        region: call.region,
        service: call.service,
        credentials: call.credentials,
      });
      const answer = isServedInProcess(call.url.href)
        ? await postInProcess(call.url, headers, call.body)
        : await post(call.url, headers, call.body, call.connectTimeoutMs, call.requestTimeoutMs);
      return parse(answer.status, answer.text);
    } catch (error) {
      // As the SDK's standard retry: jittered exponential backoff, a longer base for throttling.
      if (attempt >= call.maxAttempts || !call.retryable(error)) throw error;
      const base = /Throttl|ProvisionedThroughput|RequestLimit/.test((error as Error).name) ? 500 : 100;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(20_000, base * 2 ** attempt)));
    }
  }
}

function parse(status: number, text: string): Record<string, unknown> {
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A proxy's HTML error page: the status says what happened.
  }
  if (status >= 200 && status < 300) return json;
  const field = (value: unknown) => (typeof value === 'string' ? value : '');
  // "com.amazonaws.dynamodb.v20120810#ResourceNotFoundException" -> "ResourceNotFoundException".
  const type = field(json.__type).split('#').pop() || (status >= 500 ? 'InternalServerError' : 'AwsServiceError');
  const message = field(json.message) || field(json.Message) || `AWS answered ${status}`;
  throw new AwsServiceError(type, `${type}: ${message}`, status);
}

/** The local store of this process (in-process-endpoints.ts): the same request, no socket. */
async function postInProcess(url: URL, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  const path = `${url.pathname}${url.search}`;
  const answer = await sendInProcess(url.href, { method: 'POST', path, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, body });
  return { status: answer.status, text: answer.body };
}

// Keep-alive, as the SDK's handler: a warm Lambda reuses its connection.
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

function post(url: URL, headers: Record<string, string>, body: string, connectMs: number, requestMs: number): Promise<{ status: number; text: string }> {
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent: secure ? agents.https : agents.http },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    const timeout = (what: string, ms: number) => {
      const error = new Error(`${url.host}: ${what} timed out after ${ms} ms`);
      error.name = 'TimeoutError';
      request.destroy(error);
    };
    const requestTimer = setTimeout(() => timeout('request', requestMs), requestMs);
    request.on('socket', (socket) => {
      if (!socket.connecting) return; // a kept-alive connection
      const connectTimer = setTimeout(() => timeout('connection', connectMs), connectMs);
      socket.once('connect', () => clearTimeout(connectTimer));
      socket.once('close', () => clearTimeout(connectTimer));
    });
    request.on('error', reject);
    request.on('close', () => clearTimeout(requestTimer));
    request.end(body);
  });
}
