// The audit log: one item per admin change, newest first on gsi1 (docs/ARCHITECTURE.md, Audit log).
import type { AuditEntry } from '../../../contract/schemas';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { newId, nowIso, pick } from './items';
import { keys } from './keys';
import { TABLE } from './table-definition';

const FIELDS = ['id', 'at', 'username', 'route', 'targetId', 'summary'];

/** The newest entries the Audit tab shows. */
export const AUDIT_PAGE = 200;

export const auditRepo = {
  async record(entry: Omit<AuditEntry, 'id' | 'at'>): Promise<AuditEntry> {
    const id = newId();
    const at = nowIso();
    const item = { ...keys.audit(id), ...keys.auditGsi(at, id), id, at, ...entry };
    await db().send(new PutCommand({ TableName: tableName(), Item: JSON.parse(JSON.stringify(item)) as Record<string, unknown> }));
    return pick<AuditEntry>(item, FIELDS);
  },

  /** The newest `limit` entries: ONE Query of the audit partition, newest first. */
  async latest(limit = AUDIT_PAGE): Promise<AuditEntry[]> {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: TABLE.gsi1.name,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey },
        ExpressionAttributeValues: { ':pk': keys.auditPartition },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (page.Items ?? []).map((item) => pick<AuditEntry>(item, FIELDS));
  },
};
