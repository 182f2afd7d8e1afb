import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { useStore } from '../../test/harness';
import { adminUsersRepo } from './admin-users-repo';
import { db, tableName } from './client';
import { keys } from './keys';
import { TABLE } from './table-definition';

useStore();

test('password hashes never reach the shared index: public routes may Query gsi1', async () => {
  await adminUsersRepo.create('Grace', '$2a$12$hash-that-must-stay-private');

  const indexed = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: TABLE.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.adminsPartition },
    }),
  );
  expect(indexed.Items).toHaveLength(1);
  expect(JSON.stringify(indexed.Items)).not.toContain('hash-that-must-stay-private');

  expect(await adminUsersRepo.list()).toEqual([expect.objectContaining({ username: 'grace' })]);
  expect((await adminUsersRepo.get(' GRACE '))?.passwordHash).toBe('$2a$12$hash-that-must-stay-private');
});
