// A read-only DynamoDB client for the public reads: one Query, followed
// through LastEvaluatedKey, in DynamoDB's JSON protocol over node:http(s),
// signed with SigV4 (sigv4.ts). The SDK client costs a public handler's
// bundle ~200 KB and its cold start the time to load them; this is a few KB.
// It keeps the SDK client's behaviour (client.ts): the same endpoint,
// credentials, timeouts and attempts (store-settings.ts), and errors that
// isStoreUnavailable() classifies the same way (503 vs 500).
import * as http from 'node:http';
import * as https from 'node:https';
import { fromAttributeMap, toAttribute, type AttributeMap } from './attribute-values';
import { signRequest, type Credentials } from './sigv4';
import { isStoreUnavailable } from './store-errors';
import { connectTimeoutMs, localEndpoint, maxAttempts, requestTimeoutMs, storeRegion } from './store-settings';

export type Item = Record<string, unknown>;

/** A Query in the SDK document client's shape; values are plain strings, numbers or booleans. */
export type QueryInput = {
  TableName: string;
  IndexName?: string;
  KeyConditionExpression: string;
  FilterExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, string | number | boolean>;
  ScanIndexForward?: boolean;
  Limit?: number;
  ConsistentRead?: boolean;
};

/** What DynamoDB answered with an error: named like the SDK's exceptions, so isStoreUnavailable() reads it alike. */
export class DynamoDbError extends Error {
  readonly $metadata: { httpStatusCode: number };
  constructor(name: string, message: string, status: number) {
    super(message);
    this.name = name;
    this.$metadata = { httpStatusCode: status };
  }
}

type Observer = (operation: 'Query', request: Record<string, unknown>) => void;
const observers = new Set<Observer>();

/**
 * Sees every request body before it is sent (the IAM coverage test checks
 * each call against the route's grants, as it does the SDK client's).
 * Returns the function that stops observing.
 */
export function observeRequests(observer: Observer): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** Every item the Query matches, page after page (each page is at most 1 MB or Limit items). */
export async function queryAll(input: QueryInput): Promise<Item[]> {
  const { ExpressionAttributeValues: values, ...rest } = input;
  const request: Record<string, unknown> = { ...rest };
  if (values) request.ExpressionAttributeValues = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, toAttribute(v)]));
  const items: Item[] = [];
  let start: AttributeMap | undefined;
  do {
    const page = (await send('Query', start ? { ...request, ExclusiveStartKey: start } : request)) as { Items?: AttributeMap[]; LastEvaluatedKey?: AttributeMap };
    for (const item of page.Items ?? []) items.push(fromAttributeMap(item));
    // Passed back as DynamoDB gave it: no round trip through plain values.
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

async function send(operation: 'Query', request: Record<string, unknown>): Promise<unknown> {
  for (const observer of observers) observer(operation, request);
  const endpoint = localEndpoint();
  const local = Boolean(endpoint);
  const region = storeRegion();
  const url = new URL(endpoint ?? `https://dynamodb.${region}.amazonaws.com/`);
  const body = JSON.stringify(request);
  const attempts = maxAttempts(local);
  for (let attempt = 1; ; attempt++) {
    try {
      const headers = signRequest({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': `DynamoDB_20120810.${operation}` },
        body,
        region,
        service: 'dynamodb',
        credentials: credentials(local),
      });
      const answer = await post(url, headers, body, { connectMs: connectTimeoutMs(local), requestMs: requestTimeoutMs(local) });
      return parse(answer.status, answer.text);
    } catch (error) {
      // As the SDK's standard retry: throttling, 5xx and dropped connections, with jittered backoff.
      if (attempt >= attempts || !isStoreUnavailable(error)) throw error;
      const base = /Throttl|ProvisionedThroughput|RequestLimit/.test((error as Error).name) ? 500 : 100;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(20_000, base * 2 ** attempt)));
    }
  }
}

/** A Lambda's role credentials are in its environment; the local store accepts any. */
function credentials(local: boolean): Credentials {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (accessKeyId && secretAccessKey) return { accessKeyId, secretAccessKey, sessionToken: process.env.AWS_SESSION_TOKEN || undefined };
  if (local) return { accessKeyId: 'local', secretAccessKey: 'local' };
  throw new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)');
}

function parse(status: number, text: string): unknown {
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A proxy's HTML error page: the status says what happened.
  }
  if (status >= 200 && status < 300) return json;
  // "com.amazonaws.dynamodb.v20120810#ResourceNotFoundException" -> "ResourceNotFoundException".
  const field = (value: unknown) => (typeof value === 'string' ? value : '');
  const type = field(json.__type).split('#').pop() || (status >= 500 ? 'InternalServerError' : 'DynamoDbError');
  const message = field(json.message) || field(json.Message) || `DynamoDB answered ${status}`;
  throw new DynamoDbError(type, `${type}: ${message}`, status);
}

// Keep-alive, as the SDK's handler: a warm Lambda reuses its connection.
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

function post(url: URL, headers: Record<string, string>, body: string, timeouts: { connectMs: number; requestMs: number }): Promise<{ status: number; text: string }> {
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
      const error = new Error(`DynamoDB ${what} timed out after ${ms} ms`);
      error.name = 'TimeoutError';
      request.destroy(error);
    };
    const requestTimer = setTimeout(() => timeout('request', timeouts.requestMs), timeouts.requestMs);
    request.on('socket', (socket) => {
      if (!socket.connecting) return; // a kept-alive connection
      const connectTimer = setTimeout(() => timeout('connection', timeouts.connectMs), timeouts.connectMs);
      socket.once('connect', () => clearTimeout(connectTimer));
      socket.once('close', () => clearTimeout(connectTimer));
    });
    request.on('error', reject);
    request.on('close', () => clearTimeout(requestTimer));
    request.end(body);
  });
}
