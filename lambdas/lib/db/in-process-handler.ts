// The SDK client's request handler for a store served by this process
// (aws/in-process-endpoints.ts): the SDK builds, signs, retries and parses
// exactly as over the network; only the socket is skipped.
import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { sendInProcess } from '../aws/in-process-endpoints';

type SdkRequest = {
  method: string;
  path: string;
  query?: Record<string, string | (string | null)[] | null>;
  headers: Record<string, string>;
  body?: unknown;
};

const queryString = (query: SdkRequest['query']) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one ?? '');
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * The request's JSON. The SDK hands it over as bytes (a Uint8Array whose valueOf()
 * is a string, with a warning): read through its buffer, as a socket write would.
 */
function text(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  return '';
}

export function inProcessRequestHandler(endpoint: string): DynamoDBClientConfig['requestHandler'] {
  return {
    async handle(request: SdkRequest) {
      const answer = await sendInProcess(endpoint, { method: request.method, path: `${request.path}${queryString(request.query)}`, headers: request.headers, body: text(request.body) });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      return { response: { statusCode: answer.status, reason: undefined, headers, body: Buffer.from(answer.body, 'utf8') } };
    },
    updateHttpClientConfig() {},
    httpHandlerConfigs: () => ({}),
    destroy() {},
  };
}
