// Payments in AWS (docs/ARCHITECTURE.md, Payments):
//   - the Paystack secret key in Secrets Manager, created empty (no online
//     payment: priced events are paid at the venue) until the operator puts
//     {"secretKey": "sk_test_…"} or the live key in it (README, Payments);
//     only the route rows with `payments: 'paystack'` may read it (http-api.ts);
//   - the payments worker (lambdas/jobs/payments.ts): every minute
//     (EventBridge Scheduler) to end expired seat holds, and at once when the
//     webhook stores a charge (the table's stream, INSERT of PAYIN#…). It
//     applies what the signed webhook said and never reads the key.
import * as path from 'node:path';
import { Duration, SecretValue, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { keys } from '../../lambdas/lib/db/keys';
import { ApiFunction } from './api-function';
import { acknowledgeStreamSource, schedulerRoleFor } from './job-wiring';

/** The partitions the payments worker's items live in (lambdas/lib/db/keys.ts). */
export const PAYMENT_WORKER_KEYS = [
  keys.registration('*').pk,
  keys.event('*').pk,
  keys.hold('*').pk,
  keys.paymentInbox('*').pk,
  keys.mail('*').pk,
  keys.promoCode('*').pk,
  keys.counter('*').pk,
  // Waitlist offers: expiring one, offering the next (the entry, its link, its due item).
  keys.waitlistEntry('*').pk,
  keys.ticket('*').pk,
  // Unpaid programme enrolments: the learner and the programme's seat (one partition), the plan and reference links.
  keys.programme('*').pk,
  keys.programmeLink('*').pk,
] as const;
/** The gsi1 lists it Queries: stored charges, holds by when they end, stored refund webhooks, unpaid enrolments by when their hold ends. */
export const PAYMENT_WORKER_LISTS = [
  keys.paymentInboxPartition,
  keys.holdsDuePartition,
  keys.refundInboxPartition,
  keys.waitlistOffersDuePartition,
  keys.waitlistQueue('*'),
  keys.enrolmentHoldsDuePartition,
] as const;

export class PaystackSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Paystack secret key as {"secretKey": "sk_test_..." or "sk_live_..."}; empty = pay at the venue',
      // A placeholder, not a key: nothing secret is in the template.
      secretObjectValue: { secretKey: SecretValue.unsafePlainText('') },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Paystack issues this key (dashboard, Settings > API keys); a rotation Lambda cannot mint a new one. The provider rolls it in Paystack and pastes it here; the payment routes read it per cold start',
    });
  }
}

export type PaymentsWorkerProps = { table: ITable; gsi1Name: string; jobsDir?: string };

export class PaymentsWorker extends Construct {
  readonly worker: ApiFunction;

  constructor(scope: Construct, id: string, props: PaymentsWorkerProps) {
    super(scope, id);
    const jobsDir = props.jobsDir ?? path.join(__dirname, '..', '..', 'lambdas', 'jobs');
    this.worker = new ApiFunction(this, 'Worker', {
      entry: path.join(jobsDir, 'payments.ts'),
      description: 'Applies stored Paystack charges and ends expired seat holds',
      environment: { TABLE_NAME: props.table.tableName },
      timeout: Duration.minutes(1),
    });
    // Only what settling touches (lambdas/lib/db/payments-repo.ts): the registration, its event (seat and
    // email guard), its hold, the stored charge, the confirmation mail and the insights' counters (stats-repo.ts);
    // on gsi1 only the two due lists.
    this.worker.addToRolePolicy(
      new PolicyStatement({
        sid: 'SettlePayments',
        effect: Effect.ALLOW,
        actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'].map((a) => `dynamodb:${a}`),
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...PAYMENT_WORKER_KEYS] } },
      }),
    );
    this.worker.addToRolePolicy(
      new PolicyStatement({
        sid: 'ListDueHoldsAndCharges',
        effect: Effect.ALLOW,
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/${props.gsi1Name}`],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...PAYMENT_WORKER_LISTS] } },
      }),
    );
    const inbox = keys.paymentInbox('').pk;
    this.worker.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 25,
        maxBatchingWindow: Duration.seconds(1),
        retryAttempts: 2,
        filters: [FilterCriteria.filter({ eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: FilterRule.beginsWith(inbox) } } } })],
      }),
    );
    acknowledgeStreamSource(this.worker, 'A stored charge stays in the payment inbox until applied, and the worker runs every minute (EveryMinute) over the inbox.');
    new Schedule(this, 'EveryMinute', {
      description: 'End expired seat holds; apply stored charges the stream missed',
      schedule: ScheduleExpression.rate(Duration.minutes(1)),
      target: new LambdaInvoke(this.worker, { role: schedulerRoleFor(this, 'SchedulerRole', this.worker) }),
    });
  }
}
