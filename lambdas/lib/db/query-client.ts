// A read-only DynamoDB client for the public reads: one Query, followed
// through LastEvaluatedKey, in DynamoDB's JSON protocol (../aws/aws-json.ts).
// The SDK client costs a public handler's bundle ~200 KB and its cold start
// the time to load it; this is a few KB. It keeps the SDK client's behaviour
// (client.ts): the same endpoint, credentials, timeouts and attempts
// (store-settings.ts), and errors that isStoreUnavailable() classifies the
// same way (503 vs 500).
import { AwsServiceError, callAwsJson, envCredentials } from '../aws/aws-json';
import type { Credentials } from '../aws/sigv4';
import { fromAttributeMap, toAttribute, type AttributeMap } from './attribute-values';
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

/** DynamoDB's errors (ResourceNotFoundException, ValidationException, ThrottlingException...), named like the SDK's. */
export { AwsServiceError as DynamoDbError };

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

function send(operation: 'Query', request: Record<string, unknown>): Promise<unknown> {
  for (const observer of observers) observer(operation, request);
  const endpoint = localEndpoint();
  const local = Boolean(endpoint);
  const region = storeRegion();
  return callAwsJson({
    url: new URL(endpoint ?? `https://dynamodb.${region}.amazonaws.com/`),
    region,
    service: 'dynamodb',
    target: `DynamoDB_20120810.${operation}`,
    jsonVersion: '1.0',
    body: JSON.stringify(request),
    credentials: credentials(local),
    connectTimeoutMs: connectTimeoutMs(local),
    requestTimeoutMs: requestTimeoutMs(local),
    maxAttempts: maxAttempts(local),
    retryable: isStoreUnavailable,
  });
}

/** The role's credentials; the local store accepts any. */
function credentials(local: boolean): Credentials {
  const found = envCredentials();
  if (found) return found;
  if (local) return { accessKeyId: 'local', secretAccessKey: 'local' };
  throw new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)');
}
