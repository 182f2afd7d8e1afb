// The lean Query client against the same local store the SDK client uses:
// the same items come back, pages are followed (past 1 MB and past Limit),
// and what goes wrong is named so the wrapper answers 500 or 503 as it does
// for the SDK's errors.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useStore } from '../../test/harness';
import { db, tableName } from './client';
import { queryPartition, type QueryOptions } from './items';
import { readPartition } from './public-partition';
import { DynamoDbError, observeRequests, queryAll } from './query-client';
import { isStoreUnavailable } from './store-errors';

const store = useStore();

const put = (item: Record<string, unknown>) => db().send(new PutCommand({ TableName: tableName(), Item: item }));
const requests: Record<string, unknown>[] = [];
let stopObserving = () => {};
beforeEach(() => {
  requests.length = 0;
  stopObserving = observeRequests((_operation, request) => requests.push(request));
});
afterEach(() => stopObserving());

it('returns the same items as the SDK client, every attribute type, for each kind of partition query', async () => {
  for (let i = 0; i < 6; i++) {
    await put({
      pk: `THING#${i}`,
      sk: 'THING',
      gsi1pk: 'THINGS',
      gsi1sk: `2025-0${i + 1}-01#${i}`,
      title: `Thing ${i} – naïve ✓`,
      price: i * 1500.5,
      seats: -i,
      isActive: i % 2 === 0,
      image: { src: `/media/${i}.webp`, width: 800, variants: [{ src: `/media/${i}-s.webp`, width: 400 }] },
      tags: new Set(['a', `t${i}`]),
      sizes: new Set([1, i + 2]),
      nothing: null,
      empty: '',
      list: ['x', 1, true, null, { nested: ['deep'] }],
      bytes: new Uint8Array([0, 255, i]),
    });
  }
  const cases: QueryOptions[] = [
    {},
    { newestFirst: true },
    { activeOnly: true },
    { sortKey: { op: '>=', value: '2025-03' } },
    { sortKey: { op: '<', value: '2025-03' }, activeOnly: true, newestFirst: true },
  ];
  for (const options of cases) {
    const lean = await readPartition('THINGS', options);
    expect({ options, items: lean }).toEqual({ options, items: await queryPartition('THINGS', options) });
    expect(lean.length).toBeGreaterThan(0);
  }
  const [first] = await readPartition('THINGS');
  expect(first.tags).toEqual(new Set(['a', 't0']));
  expect(first.bytes).toEqual(new Uint8Array([0, 255, 0]));
});

it('follows LastEvaluatedKey past a 1 MB page', async () => {
  // 14 items of ~100 KB: DynamoDB (and dynalite) stop a page at 1 MB.
  const text = 'x'.repeat(100_000);
  for (let i = 0; i < 14; i++) await put({ pk: `BIG#${i}`, sk: 'BIG', gsi1pk: 'BIGS', gsi1sk: String(i).padStart(2, '0'), text });
  requests.length = 0;
  const items = await readPartition('BIGS');
  expect(items.map((i) => i.gsi1sk)).toEqual(Array.from({ length: 14 }, (_, i) => String(i).padStart(2, '0')));
  expect(requests.length).toBeGreaterThan(1);
  expect(requests.slice(1).every((r) => r.ExclusiveStartKey)).toBe(true);
});

it('follows LastEvaluatedKey page after page with a Limit', async () => {
  for (let i = 0; i < 5; i++) await put({ pk: `PAGED#${i}`, sk: 'PAGED', gsi1pk: 'PAGED', gsi1sk: String(i) });
  requests.length = 0;
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': 'PAGED' },
    Limit: 2,
  });
  expect(items.map((i) => i.pk)).toEqual(['PAGED#0', 'PAGED#1', 'PAGED#2', 'PAGED#3', 'PAGED#4']);
  // 2 + 2 + 1, and DynamoDB may ask for one more page after a full one.
  expect(requests.length).toBeGreaterThanOrEqual(3);
  expect(requests[0].ExpressionAttributeValues).toEqual({ ':pk': { S: 'PAGED' } });
});

it('names what DynamoDB refused: an unknown table or a bad request is an error of ours (500), not the store down', async () => {
  const unknown = await queryAll({ TableName: 'no-such-table', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'A' } }).catch((e: unknown) => e);
  expect(unknown).toBeInstanceOf(DynamoDbError);
  expect(unknown).toMatchObject({ name: 'ResourceNotFoundException', $metadata: { httpStatusCode: 400 } });
  // The wording is the store's own (AWS: 'Requested resource not found'); the name is DynamoDB's contract.
  expect((unknown as Error).message).toMatch(/^ResourceNotFoundException: \S/);
  expect(isStoreUnavailable(unknown)).toBe(false);

  const bad = await queryAll({ TableName: tableName(), KeyConditionExpression: 'nonsense ==', ExpressionAttributeValues: { ':pk': 'A' } }).catch((e: unknown) => e);
  expect(bad).toMatchObject({ name: 'ValidationException' });
  expect(isStoreUnavailable(bad)).toBe(false);
});

describe('a store that is down or overloaded (503)', () => {
  async function withEndpoint(endpoint: string, body: () => Promise<void>): Promise<void> {
    process.env.DYNAMODB_ENDPOINT = endpoint;
    try {
      await body();
    } finally {
      process.env.DYNAMODB_ENDPOINT = store.endpoint();
    }
  }
  async function fakeStore(answer: (res: import('node:http').ServerResponse) => void): Promise<Server> {
    const server = createServer((req, res) => req.resume().on('end', () => answer(res)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return server;
  }
  const read = () => readPartition('THINGS').catch((e: unknown) => e);

  it('a refused connection', async () => {
    const closed = await fakeStore(() => undefined);
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await withEndpoint(`http://127.0.0.1:${port}`, async () => expect(isStoreUnavailable(await read())).toBe(true));
  });

  it('throttling, and a 5xx', async () => {
    const throttled = await fakeStore((res) =>
      res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#ThrottlingException', message: 'Rate exceeded' })),
    );
    const broken = await fakeStore((res) => res.writeHead(502).end('<html>Bad gateway</html>'));
    try {
      await withEndpoint(`http://127.0.0.1:${(throttled.address() as AddressInfo).port}`, async () => {
        const error = await read();
        expect(error).toMatchObject({ name: 'ThrottlingException', message: 'ThrottlingException: Rate exceeded' });
        expect(isStoreUnavailable(error)).toBe(true);
      });
      await withEndpoint(`http://127.0.0.1:${(broken.address() as AddressInfo).port}`, async () => {
        const error = await read();
        expect(error).toMatchObject({ $metadata: { httpStatusCode: 502 } });
        expect(isStoreUnavailable(error)).toBe(true);
      });
    } finally {
      await Promise.all([throttled, broken].map((s) => new Promise((resolve) => s.close(resolve))));
    }
  });

  it('a store that never answers, after the request timeout', async () => {
    const silent = await fakeStore(() => undefined);
    const timeout = process.env.DYNAMODB_REQUEST_TIMEOUT_MS;
    process.env.DYNAMODB_REQUEST_TIMEOUT_MS = '300';
    try {
      await withEndpoint(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, async () => {
        const error = await read();
        expect(error).toMatchObject({ name: 'TimeoutError' });
        expect(isStoreUnavailable(error)).toBe(true);
      });
    } finally {
      process.env.DYNAMODB_REQUEST_TIMEOUT_MS = timeout;
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

it('in AWS, without credentials in the environment, says so before sending anything', async () => {
  const saved = { ...process.env };
  delete process.env.DYNAMODB_ENDPOINT;
  delete process.env.AWS_ACCESS_KEY_ID;
  delete process.env.AWS_SECRET_ACCESS_KEY;
  try {
    await expect(readPartition('THINGS')).rejects.toThrow(/No AWS credentials in the environment/);
  } finally {
    Object.assign(process.env, saved);
  }
});
