// The single table, declared once: the CDK table construct and the local
// store (dynalite) both build the table from this.
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  gsi1: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
} as const;

/** Default table name for the local store; Lambdas read TABLE_NAME. */
export const LOCAL_TABLE_NAME = 'site';

/** A CreateTable request for the local store, from TABLE. */
export function createTableInput(tableName: string) {
  const { partitionKey, sortKey, gsi1 } = TABLE;
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [partitionKey, sortKey, gsi1.partitionKey, gsi1.sortKey].map((AttributeName) => ({
      AttributeName,
      AttributeType: 'S' as const,
    })),
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' as const },
      { AttributeName: sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: gsi1.name,
        KeySchema: [
          { AttributeName: gsi1.partitionKey, KeyType: 'HASH' as const },
          { AttributeName: gsi1.sortKey, KeyType: 'RANGE' as const },
        ],
        Projection: { ProjectionType: 'ALL' as const },
      },
    ],
  };
}
