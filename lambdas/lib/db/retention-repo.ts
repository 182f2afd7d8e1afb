// What the retention job (lambdas/lib/privacy/retention.ts) reads and writes:
// the oldest items of a gsi1 partition, one bounded page at a time, and the
// removals it makes. Each removal is one conditional write or one transaction,
// so two runs at once (a retried schedule) remove an item once.
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { contactsRepo } from './contacts-repo';
import { isConditionFailed, type Item } from './items';
import { keys } from './keys';
import { registrationsRepo } from './registrations-repo';
import { TABLE } from './table-definition';

/** Up to `limit` items of a gsi1 partition whose sort key (`<createdAt>#<id>`) is before `before`, oldest first. */
export async function oldestBefore(partition: string, before: string, limit: number, filter?: { expression: string; values: Record<string, unknown>; names?: Record<string, string> }): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: TABLE.gsi1.name,
        KeyConditionExpression: '#pk = :pk AND #sk < :before',
        ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey, '#sk': TABLE.gsi1.sortKey, ...(filter?.names ?? {}) },
        ExpressionAttributeValues: { ':pk': partition, ':before': before, ...(filter?.values ?? {}) },
        ...(filter ? { FilterExpression: filter.expression } : {}),
        Limit: limit,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start && items.length < limit);
  return items.slice(0, limit);
}

async function deleteIfThere(key: { pk: string; sk: string }): Promise<boolean> {
  try {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: key, ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export const retentionRepo = {
  /** A contact message, as the admin's delete does it (the messages' counter moves with it). */
  removeContact: (id: string): Promise<boolean> => contactsRepo.remove(id),

  /** An order that was never paid and whose hold expired: as the admin's delete (it gave its seat and email back when it expired). */
  removeUnpaidOrder: (id: string): Promise<boolean> => registrationsRepo.remove(id),

  removeAuditEntry: (id: string): Promise<boolean> => deleteIfThere(keys.audit(id)),

  /**
   * A settled mail's addresses become the stand-ins, once (the mark is the guard): what was sent, and when,
   * stays without whom. A mail still queued or sending is never touched.
   */
  async pseudonymiseMailRecipients(id: string, to: string[], replyTo: string[] | undefined, at: string): Promise<boolean> {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.mail(id),
          UpdateExpression: `SET #to = :to, recipientsPseudonymisedAt = :at${replyTo ? ', replyTo = :replyTo' : ''}`,
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(recipientsPseudonymisedAt) AND #status IN (:sent, :failed, :bounced, :unknown)',
          ExpressionAttributeNames: { '#to': 'to', '#status': 'status' },
          ExpressionAttributeValues: { ':to': to, ':at': at, ...(replyTo ? { ':replyTo': replyTo } : {}), ':sent': 'sent', ':failed': 'failed', ':bounced': 'bounced', ':unknown': 'unknown' },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },

  /**
   * A settled mail keeps its kind, recipient, subject refs, status and dates (the record of what was
   * sent) and loses what its body was made from (`data`) and SES's last error text; guarded on a final
   * status, so a mail still queued or sending is never touched.
   */
  async stripMailBody(id: string, at: string): Promise<boolean> {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.mail(id),
          UpdateExpression: 'REMOVE #data, lastError SET bodyRemovedAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND attribute_exists(#data) AND #status IN (:sent, :failed, :bounced, :unknown)',
          ExpressionAttributeNames: { '#data': 'data', '#status': 'status' },
          ExpressionAttributeValues: { ':at': at, ':sent': 'sent', ':failed': 'failed', ':bounced': 'bounced', ':unknown': 'unknown' },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },
};
