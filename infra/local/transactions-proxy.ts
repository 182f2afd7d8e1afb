// DynamoDB transactions for the local store. dynalite answers every other
// DynamoDB call but has no TransactWriteItems or TransactGetItems, and the
// product relies on them for everything that must happen exactly once (a seat,
// a check-in, a payment, a mail). This proxy is the store's endpoint on
// loopback and adds both, with the same request and error shapes as DynamoDB,
// so the same SDK code runs locally and in AWS. Every other call it hands to
// dynalite's request listener in this process, without a second socket.
//
// How: a transaction holds the exclusive side of a read/write lock (every other
// call holds the shared side), so nothing else reads or writes while it runs.
// It applies its operations one by one as conditional single-item writes; when
// one fails, the ones already applied are undone from the items read before the
// start, and the remaining conditions are still evaluated so the cancellation
// reasons list every failing condition, as DynamoDB does. A process killed in
// the middle of a transaction can leave it half applied: acceptable for a
// development store, never the case in AWS.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestInProcess } from './in-process-request';
import { keepIdleConnections } from './keep-alive';
import { ReadWriteLock } from './read-write-lock';

type AttributeMap = Record<string, unknown>;
type Json = Record<string, unknown>;
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

const TARGET_PREFIX = 'DynamoDB_20120810.';
const ERROR_PREFIX = 'com.amazonaws.dynamodb.v20120810#';
const MAX_TRANSACTION_ITEMS = 100;

/** A DynamoDB error answer, carried as an exception until it is sent. */
class DynamoError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message ?? body.Message ?? body.__type));
  }

  get type(): string {
    const type = this.body.__type;
    return typeof type === 'string' ? (type.split('#').pop() ?? '') : '';
  }
}

const validation = (message: string) => new DynamoError(400, { __type: `${ERROR_PREFIX}ValidationException`, message });

/** listener: the proxy's request listener, for callers in this process (in-process-request.ts). */
export type TransactionsProxy = { endpoint: string; listener: http.RequestListener; close(): Promise<void> };

/** upstream: dynalite's request listener, called in this process (in-process-request.ts). */
export async function startTransactionsProxy(upstream: http.RequestListener, port = 0): Promise<TransactionsProxy> {
  const lock = new ReadWriteLock();
  const keyNames = new Map<string, string[]>();

  const listener: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const target = String(req.headers['x-amz-target'] ?? '');
      const call = new Upstream(upstream, req.method ?? 'POST', req.url ?? '/', req.headers);
      let work: Promise<Answer>;
      if (target === `${TARGET_PREFIX}TransactWriteItems`) {
        work = lock.exclusive(() => answerJson(() => transactWrite(call, keyNames, parse(body))));
      } else if (target === `${TARGET_PREFIX}TransactGetItems`) {
        work = lock.shared(() => answerJson(() => transactGet(call, parse(body))));
      } else {
        work = lock.shared(() => call.raw(body));
      }
      work.then(
        (answer) => send(res, answer),
        (error: unknown) => send(res, { status: 500, headers: {}, body: JSON.stringify({ __type: 'InternalServerError', message: String(error) }) }),
      );
    });
  };
  const server = keepIdleConnections(http.createServer(listener));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    listener,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function parse(body: string): Json {
  try {
    const value: unknown = JSON.parse(body);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Json;
  } catch {
    // answered below
  }
  throw new DynamoError(400, { __type: 'com.amazon.coral.service#SerializationException' });
}

async function answerJson(work: () => Promise<Json>): Promise<Answer> {
  const headers = { 'content-type': 'application/x-amz-json-1.0' };
  try {
    return { status: 200, headers, body: JSON.stringify(await work()) };
  } catch (error) {
    if (error instanceof DynamoError) return { status: error.status, headers, body: JSON.stringify(error.body) };
    throw error;
  }
}

function send(res: http.ServerResponse, answer: Answer): void {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    // The body may have been re-serialised: length and checksum are recomputed or dropped.
    if (!['content-length', 'x-amz-crc32', 'transfer-encoding', 'connection'].includes(name) && value !== undefined) headers[name] = value;
  }
  headers['content-length'] = Buffer.byteLength(answer.body);
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}

/** Calls to dynalite with the caller's own headers (it checks their shape, not the signature). */
class Upstream {
  constructor(
    private readonly listener: http.RequestListener,
    private readonly method: string,
    private readonly path: string,
    private readonly headers: http.IncomingHttpHeaders,
  ) {}

  raw(body: string, target?: string): Promise<Answer> {
    const headers: http.OutgoingHttpHeaders = { ...this.headers, 'content-length': Buffer.byteLength(body) };
    delete headers.host;
    if (target) headers['x-amz-target'] = `${TARGET_PREFIX}${target}`;
    return requestInProcess(this.listener, { method: this.method, path: this.path, headers, body });
  }

  async json(target: string, payload: Json): Promise<Json> {
    const answer = await this.raw(JSON.stringify(payload), target);
    const body = answer.body ? (JSON.parse(answer.body) as Json) : {};
    if (answer.status !== 200) throw new DynamoError(answer.status, body);
    return body;
  }
}

type Operation = {
  kind: 'Put' | 'Update' | 'Delete' | 'ConditionCheck';
  request: Json;
  tableName: string;
  key: AttributeMap;
  before?: AttributeMap;
};

const KINDS = ['ConditionCheck', 'Put', 'Delete', 'Update'] as const;

async function transactWrite(call: Upstream, keyNames: Map<string, string[]>, payload: Json): Promise<Json> {
  const items = payload.TransactItems;
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_TRANSACTION_ITEMS) {
    throw validation(`1 validation error detected: Value at 'transactItems' failed to satisfy constraint: Member must have length between 1 and ${MAX_TRANSACTION_ITEMS}`);
  }
  const operations: Operation[] = [];
  for (const entry of items as Json[]) {
    const present = KINDS.filter((kind) => entry && typeof entry === 'object' && entry[kind]);
    if (present.length !== 1) throw validation('TransactItems can only contain one of Check, Put, Update or Delete');
    const kind = present[0];
    const request = entry[kind] as Json;
    const tableName = typeof request.TableName === 'string' ? request.TableName : '';
    const names = await tableKeyNames(call, keyNames, tableName);
    const source = (kind === 'Put' ? request.Item : request.Key) as AttributeMap | undefined;
    if (!source || typeof source !== 'object') throw validation(`${kind} needs ${kind === 'Put' ? 'Item' : 'Key'}`);
    const key = Object.fromEntries(names.map((name) => [name, source[name]]));
    operations.push({ kind, request, tableName, key });
  }
  const identities = operations.map((op) => `${op.tableName}|${JSON.stringify(op.key)}`);
  if (new Set(identities).size !== identities.length) {
    throw validation('Transaction request cannot include multiple operations on one item');
  }

  for (const op of operations) {
    const got = await call.json('GetItem', { TableName: op.tableName, Key: op.key, ConsistentRead: true });
    op.before = got.Item as AttributeMap | undefined;
  }

  const reasons: Json[] = operations.map(() => ({ Code: 'None' }));
  const applied: Operation[] = [];
  let cancelled = false;
  for (const [index, op] of operations.entries()) {
    try {
      if (cancelled) await checkOnly(call, op);
      else await apply(call, op);
      if (!cancelled) applied.push(op);
    } catch (error) {
      if (!(error instanceof DynamoError) || error.type !== 'ConditionalCheckFailedException') {
        await undo(call, applied);
        throw error;
      }
      reasons[index] = conditionFailed(op);
      if (!cancelled) {
        cancelled = true;
        await undo(call, applied);
      }
    }
  }
  if (cancelled) {
    const codes = reasons.map((r) => r.Code).join(', ');
    throw new DynamoError(400, {
      __type: `${ERROR_PREFIX}TransactionCanceledException`,
      Message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes}]`,
      CancellationReasons: reasons,
    });
  }
  return {};
}

function conditionFailed(op: Operation): Json {
  const reason: Json = { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' };
  if (op.request.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && op.before) reason.Item = op.before;
  return reason;
}

/** The parts of an operation that a single-item call takes. */
function conditionParts(request: Json): Json {
  const parts: Json = {};
  for (const name of ['ConditionExpression', 'ExpressionAttributeNames', 'ExpressionAttributeValues']) {
    if (request[name] !== undefined) parts[name] = request[name];
  }
  return parts;
}

async function apply(call: Upstream, op: Operation): Promise<void> {
  const { request, tableName, key } = op;
  if (op.kind === 'Put') await call.json('PutItem', { TableName: tableName, Item: request.Item, ...conditionParts(request) });
  else if (op.kind === 'Delete') await call.json('DeleteItem', { TableName: tableName, Key: key, ...conditionParts(request) });
  else if (op.kind === 'Update') {
    await call.json('UpdateItem', { TableName: tableName, Key: key, UpdateExpression: request.UpdateExpression, ...conditionParts(request) });
  } else await checkOnly(call, op);
}

/**
 * Evaluate an operation's condition against the item as it was, changing
 * nothing: rewrite the same item under the condition, or, when there is no
 * item, delete the absent item under it.
 */
async function checkOnly(call: Upstream, op: Operation): Promise<void> {
  if (!op.request.ConditionExpression) return;
  const condition = conditionParts(op.request);
  // An update's values may include some its condition does not use: DynamoDB
  // (and dynalite) refuse unused values, so keep only the ones the condition names.
  const expression = String(condition.ConditionExpression);
  const pick = (map: unknown, prefix: string) => {
    if (!map || typeof map !== 'object') return undefined;
    const kept = Object.entries(map as Json).filter(([name]) => name.startsWith(prefix) && new RegExp(`${name}(?!\\w)`).test(expression));
    return kept.length ? Object.fromEntries(kept) : undefined;
  };
  const parts: Json = { ConditionExpression: expression };
  const names = pick(condition.ExpressionAttributeNames, '#');
  const values = pick(condition.ExpressionAttributeValues, ':');
  if (names) parts.ExpressionAttributeNames = names;
  if (values) parts.ExpressionAttributeValues = values;
  if (op.before) await call.json('PutItem', { TableName: op.tableName, Item: op.before, ...parts });
  else await call.json('DeleteItem', { TableName: op.tableName, Key: op.key, ...parts });
}

async function undo(call: Upstream, applied: Operation[]): Promise<void> {
  for (const op of [...applied].reverse()) {
    if (op.kind === 'ConditionCheck') continue;
    if (op.before) await call.json('PutItem', { TableName: op.tableName, Item: op.before });
    else await call.json('DeleteItem', { TableName: op.tableName, Key: op.key });
  }
}

async function transactGet(call: Upstream, payload: Json): Promise<Json> {
  const items = payload.TransactItems;
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_TRANSACTION_ITEMS) {
    throw validation(`1 validation error detected: Value at 'transactItems' failed to satisfy constraint: Member must have length between 1 and ${MAX_TRANSACTION_ITEMS}`);
  }
  const responses: Json[] = [];
  for (const entry of items as Json[]) {
    const get = entry?.Get as Json | undefined;
    if (!get) throw validation('TransactItems for TransactGetItems must each contain Get');
    const got = await call.json('GetItem', { ...get, ConsistentRead: true });
    responses.push(got.Item ? { Item: got.Item } : {});
  }
  return { Responses: responses };
}

async function tableKeyNames(call: Upstream, cache: Map<string, string[]>, tableName: string): Promise<string[]> {
  const known = cache.get(tableName);
  if (known) return known;
  const described = await call.json('DescribeTable', { TableName: tableName });
  const schema = ((described.Table as Json | undefined)?.KeySchema ?? []) as { AttributeName: string }[];
  const names = schema.map((k) => k.AttributeName);
  cache.set(tableName, names);
  return names;
}
