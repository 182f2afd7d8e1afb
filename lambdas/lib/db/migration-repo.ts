// What `npm run migrate` (infra/migrate/) reads and writes: every event item
// as stored, which events have registrations, and one conditional update per
// event that applies only if the fields it converted are still as they were
// read (an admin's edit in between wins; the next run looks again).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { isConditionFailed, queryPartition, type Item } from './items';
import { keys } from './keys';

export const migrationRepo = {
  async events(): Promise<Item[]> {
    return queryPartition(keys.eventsPartition);
  },

  /** The ids of events any registration (cancelled ones too) points at. */
  async eventIdsWithRegistrations(): Promise<Set<string>> {
    return new Set((await queryPartition(keys.registrationsPartition)).map((item) => String(item.eventId)));
  },

  /** False when the item changed since `before` was read (or is gone). */
  async apply(id: string, before: Item, changes: Record<string, unknown>, unchanged: readonly string[] = []): Promise<boolean> {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const set: string[] = [];
    const same: string[] = ['attribute_exists(pk)'];
    Object.entries(changes).forEach(([field, value], i) => {
      names[`#f${i}`] = field;
      values[`:v${i}`] = value;
      set.push(`#f${i} = :v${i}`);
      if (before[field] === undefined) same.push(`attribute_not_exists(#f${i})`);
      else {
        values[`:o${i}`] = before[field];
        same.push(`#f${i} = :o${i}`);
      }
    });
    unchanged.forEach((field, i) => {
      names[`#u${i}`] = field;
      if (before[field] === undefined) same.push(`attribute_not_exists(#u${i})`);
      else {
        values[`:u${i}`] = before[field];
        same.push(`#u${i} = :u${i}`);
      }
    });
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.event(id),
          UpdateExpression: `SET ${set.join(', ')}`,
          ConditionExpression: same.join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },
};
