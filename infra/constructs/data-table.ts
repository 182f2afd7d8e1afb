// The one DynamoDB table, built from the shared definition the local store
// also uses (lambdas/lib/db/table-definition.ts).
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE } from '../../lambdas/lib/db/table-definition';

export class DataTable extends Construct {
  readonly table: Table;
  /** Name of the one GSI every list queries. */
  readonly gsi1Name = TABLE.gsi1.name;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      // A small site: pay per request, nothing when idle.
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // The table holds every submission and the admin accounts: neither a
      // stray `cdk destroy` nor a console click may take it away.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      // One change stream for every consumer, each with its own filter: the mailer
      // (new MAIL# items) and the page publisher (content items, keys only needed).
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: TABLE.gsi1.name,
      partitionKey: { name: TABLE.gsi1.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.gsi1.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });
  }
}
