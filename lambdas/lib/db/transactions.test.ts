// The local store's transactions (infra/local/transactions-proxy.ts), through
// the same SDK calls the repositories make: DynamoDB's semantics, locally.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, TransactGetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { useStore } from '../../test/harness';
import { db, tableName } from './client';

useStore();
let TableName: string;
const doc = { send: ((command: never) => db().send(command)) as ReturnType<typeof db>['send'] };
beforeAll(() => {
  TableName = tableName();
});

const get = async (pk: string, sk: string) => (await doc.send(new GetCommand({ TableName, Key: { pk, sk } }))).Item;

async function cancellation(work: Promise<unknown>): Promise<string[]> {
  try {
    await work;
  } catch (error) {
    expect(error).toBeInstanceOf(TransactionCanceledException);
    return ((error as TransactionCanceledException).CancellationReasons ?? []).map((r) => r.Code ?? '');
  }
  throw new Error('the transaction was not cancelled');
}

describe('TransactWriteItems on the local store', () => {
  it('applies a put, an update and a condition check together', async () => {
    await doc.send(new PutCommand({ TableName, Item: { pk: 'T1', sk: 'EVENT', seats: 0, capacity: 2 } }));
    await doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { ConditionCheck: { TableName, Key: { pk: 'T1', sk: 'EVENT' }, ConditionExpression: '#cap > :zero', ExpressionAttributeNames: { '#cap': 'capacity' }, ExpressionAttributeValues: { ':zero': 0 } } },
          { Put: { TableName, Item: { pk: 'T1', sk: 'REG#a', name: 'Ada' }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Update: { TableName, Key: { pk: 'T1', sk: 'SEATS' }, UpdateExpression: 'ADD taken :one', ExpressionAttributeValues: { ':one': 1 } } },
        ],
      }),
    );
    expect(await get('T1', 'REG#a')).toEqual({ pk: 'T1', sk: 'REG#a', name: 'Ada' });
    expect((await get('T1', 'SEATS'))?.taken).toBe(1);
  });

  it('cancels as a whole: writes before the failing condition are undone, and every failing condition is named', async () => {
    await doc.send(new PutCommand({ TableName, Item: { pk: 'T2', sk: 'OLD', v: 'before' } }));
    await doc.send(new PutCommand({ TableName, Item: { pk: 'T2', sk: 'TAKEN', v: 'x' } }));
    const reasons = await cancellation(
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { pk: 'T2', sk: 'NEW', v: 'new' } } },
            { Update: { TableName, Key: { pk: 'T2', sk: 'OLD' }, UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': 'after' } } },
            { Put: { TableName, Item: { pk: 'T2', sk: 'TAKEN', v: 'y' }, ConditionExpression: 'attribute_not_exists(pk)' } },
            { Delete: { TableName, Key: { pk: 'T2', sk: 'MISSING' }, ConditionExpression: 'attribute_exists(pk)' } },
          ],
        }),
      ),
    );
    expect(reasons).toEqual(['None', 'None', 'ConditionalCheckFailed', 'ConditionalCheckFailed']);
    expect(await get('T2', 'NEW')).toBeUndefined();
    expect((await get('T2', 'OLD'))?.v).toBe('before');
    expect((await get('T2', 'TAKEN'))?.v).toBe('x');
  });

  it('returns the old item of a failed condition when asked', async () => {
    await doc.send(new PutCommand({ TableName, Item: { pk: 'T3', sk: 'A', holder: 'someone' } }));
    try {
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { pk: 'T3', sk: 'A', holder: 'me' }, ConditionExpression: 'attribute_not_exists(pk)', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } },
          ],
        }),
      );
      throw new Error('not cancelled');
    } catch (error) {
      expect((error as TransactionCanceledException).CancellationReasons?.[0].Item).toEqual({ pk: { S: 'T3' }, sk: { S: 'A' }, holder: { S: 'someone' } });
    }
  });

  it('refuses two operations on one item, and an invalid expression, without writing anything', async () => {
    await expect(
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { pk: 'T4', sk: 'A' } } },
            { Delete: { TableName, Key: { pk: 'T4', sk: 'A' } } },
          ],
        }),
      ),
    ).rejects.toMatchObject({ name: 'ValidationException', message: expect.stringMatching(/multiple operations on one item/) });
    await expect(
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { pk: 'T4', sk: 'B' } } },
            { Update: { TableName, Key: { pk: 'T4', sk: 'C' }, UpdateExpression: 'SET = nonsense' } },
          ],
        }),
      ),
    ).rejects.toMatchObject({ name: 'ValidationException' });
    expect(await get('T4', 'A')).toBeUndefined();
    expect(await get('T4', 'B')).toBeUndefined();
  });

  it('sells exactly the capacity when 20 buyers race for 5 seats', async () => {
    await doc.send(new PutCommand({ TableName, Item: { pk: 'T5', sk: 'EVENT', taken: 0, capacity: 5 } }));
    const buy = (n: number) =>
      doc
        .send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName,
                  Key: { pk: 'T5', sk: 'EVENT' },
                  UpdateExpression: 'SET taken = taken + :one',
                  ConditionExpression: 'taken < #cap',
                  ExpressionAttributeNames: { '#cap': 'capacity' },
                  ExpressionAttributeValues: { ':one': 1 },
                },
              },
              { Put: { TableName, Item: { pk: 'T5', sk: `REG#${n}` }, ConditionExpression: 'attribute_not_exists(pk)' } },
            ],
          }),
        )
        .then(
          () => 'sold',
          (error: unknown) => {
            if (error instanceof TransactionCanceledException) return 'refused';
            throw error;
          },
        );
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, n) => buy(n)));
    expect(outcomes.filter((o) => o === 'sold')).toHaveLength(5);
    expect((await get('T5', 'EVENT'))?.taken).toBe(5);
    const regs = await doc.send(
      new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :reg)', ExpressionAttributeValues: { ':pk': 'T5', ':reg': 'REG#' } }),
    );
    expect(regs.Count).toBe(5);
  });
});

describe('TransactGetItems on the local store', () => {
  it('reads several items at once, empty for a missing one', async () => {
    await doc.send(new PutCommand({ TableName, Item: { pk: 'T6', sk: 'A', v: 1 } }));
    const { Responses } = await doc.send(
      new TransactGetCommand({ TransactItems: [{ Get: { TableName, Key: { pk: 'T6', sk: 'A' } } }, { Get: { TableName, Key: { pk: 'T6', sk: 'B' } } }] }),
    );
    expect(Responses?.map((r) => r.Item)).toEqual([{ pk: 'T6', sk: 'A', v: 1 }, undefined]);
  });
});
