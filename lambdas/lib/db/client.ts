// The one DynamoDB document client, created lazily so env set by the local
// stack or a test before the first call is honoured. The public reads skip it
// for the lean client (query-client.ts); both take their settings from
// store-settings.ts.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isServedInProcess } from '../aws/in-process-endpoints';
import { inProcessRequestHandler } from './in-process-handler';
import { connectTimeoutMs, localEndpoint, maxAttempts, requestTimeoutMs, storeRegion } from './store-settings';

// Kept here for the many callers that import them with the client.
export { tableName } from './store-settings';
export { isStoreUnavailable } from './store-errors';

let doc: DynamoDBDocumentClient | null = null;

export function db(): DynamoDBDocumentClient {
  if (doc) return doc;
  const endpoint = localEndpoint();
  const local = Boolean(endpoint);
  const client = new DynamoDBClient({
    endpoint,
    region: storeRegion(),
    // The local store accepts any credentials; do not go looking for real ones.
    credentials:
      local && !process.env.AWS_ACCESS_KEY_ID ? { accessKeyId: 'local', secretAccessKey: 'local' } : undefined,
    // Short timeouts and few attempts in AWS: an unreachable store must become a
    // 503 within a few seconds, not hang the request until the Lambda times out.
    maxAttempts: maxAttempts(local),
    // throwOnRequestTimeout: without it the SDK only logs a warning and keeps waiting.
    // Locally a stopped store refuses the connection at once (ECONNREFUSED), so
    // the connect timeout only matters on a busy machine, where the store's
    // event loop may take more than half a second to accept: it waits as long
    // as a request may.
    // The local store of this process (npm start, the tests) is called without a socket.
    requestHandler: isServedInProcess(endpoint)
      ? inProcessRequestHandler(endpoint!)
      : {
          connectionTimeout: connectTimeoutMs(local),
          requestTimeout: requestTimeoutMs(local),
          throwOnRequestTimeout: true,
        },
  });
  doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return doc;
}

/** Forget the client (tests point DYNAMODB_ENDPOINT elsewhere). */
export function resetClient(): void {
  doc?.destroy();
  doc = null;
}
