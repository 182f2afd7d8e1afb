// The retention job in AWS (docs/PRODUCT-RULES.md, People's data; the job is
// lambdas/jobs/retention.ts): once a day at RETENTION_HOUR Lagos time,
// EventBridge Scheduler invokes it. Its grants are the items it reads and
// removes (lambdas/lib/db/retention-repo.ts) and the lists it reads them from.
import * as path from 'node:path';
import { Duration, TimeZone } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { keys } from '../../lambdas/lib/db/keys';
import { RETENTION_HOUR } from '../../lambdas/lib/privacy/retention';
import { ApiFunction } from './api-function';
import { schedulerRoleFor } from './job-wiring';

/**
 * What a removal touches: a contact message and its counter; a sent mail; an audit entry (and the job's
 * own); an unpaid order as the admin's delete does it (the order, its tickets, its event's seats and
 * guard, its code and the insights' counters); a past event's order, waitlist entry and guard, a past trial
 * booking, pseudonymised; a stopped learner and their plan link, an old receipt or credit note (and its
 * order's mark), an old consent answer, an old privacy request.
 */
export const RETENTION_JOB_KEYS = [
  keys.contact('*').pk,
  keys.mail('*').pk,
  keys.audit('*').pk,
  keys.registration('*').pk,
  keys.ticket('*').pk,
  keys.event('*').pk,
  keys.promoCode('*').pk,
  keys.counter('*').pk,
  // Past events' attendees and waitlists, past trial lessons: pseudonymised (the orders above, the waitlist
  // entries and their guards, the trial bookings), with the keyed hash's key the stand-in addresses use.
  keys.waitlistEntry('*').pk,
  keys.waitlistEmail('*', '').pk,
  keys.trialBooking('*').pk,
  keys.privacyHashKey.pk,
  // Stopped learners (in their programme's partition) and the plan link whose key holds their email; the
  // old receipts and credit notes; consent answers past their proof period; old privacy requests.
  keys.programme('*').pk,
  keys.programmeLink('*').pk,
  keys.receipt('*').pk,
  keys.consent('*', '', '').pk,
  keys.privacyRequest('*').pk,
] as const;
/** The gsi1 lists it reads the oldest items of (the events by their day, each event's waitlist). */
export const RETENTION_JOB_LISTS = [
  keys.contactsPartition,
  keys.mailLogPartition,
  keys.auditPartition,
  keys.registrationsPartition,
  keys.eventsPartition,
  keys.trialsPartition,
  keys.waitlistQueue('*'),
  keys.programmesPartition,
  keys.consentsPartition,
  keys.privacyRequestsPartition,
] as const;
/** The table partitions it reads whole (a programme's roster, an order's documents, one person's consent answers). */
export const RETENTION_JOB_PARTITIONS = [keys.programme('*').pk, keys.receipt('*').pk, keys.consent('*', '', '').pk] as const;

export type RetentionJobProps = { table: ITable; gsi1Name: string; jobsDir?: string };

export class RetentionJob extends Construct {
  readonly function: ApiFunction;

  constructor(scope: Construct, id: string, props: RetentionJobProps) {
    super(scope, id);
    const jobsDir = props.jobsDir ?? path.join(__dirname, '..', '..', 'lambdas', 'jobs');
    this.function = new ApiFunction(this, 'Function', {
      entry: path.join(jobsDir, 'retention.ts'),
      description: `Removes the personal data that is due (daily ${RETENTION_HOUR}:00 Lagos)`,
      environment: { TABLE_NAME: props.table.tableName },
      timeout: Duration.minutes(5),
    });
    this.function.addToRolePolicy(
      new PolicyStatement({
        sid: 'RemoveDueItems',
        effect: Effect.ALLOW,
        actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'].map((a) => `dynamodb:${a}`),
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...RETENTION_JOB_KEYS] } },
      }),
    );
    this.function.addToRolePolicy(
      new PolicyStatement({
        sid: 'ListOldestItems',
        effect: Effect.ALLOW,
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/${props.gsi1Name}`],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...RETENTION_JOB_LISTS] } },
      }),
    );
    this.function.addToRolePolicy(
      new PolicyStatement({
        sid: 'ReadRecordPartitions',
        effect: Effect.ALLOW,
        actions: ['dynamodb:Query'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...RETENTION_JOB_PARTITIONS] } },
      }),
    );
    new Schedule(this, 'Daily', {
      description: `Remove the personal data that is due, at ${RETENTION_HOUR}:00 Lagos time`,
      schedule: ScheduleExpression.cron({ minute: '0', hour: String(RETENTION_HOUR), timeZone: TimeZone.AFRICA_LAGOS }),
      target: new LambdaInvoke(this.function, { role: schedulerRoleFor(this, 'SchedulerRole', this.function) }),
    });
  }
}
