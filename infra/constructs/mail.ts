// Mail in AWS (docs/ARCHITECTURE.md, Mail): the SES domain identity and a
// configuration set; the mailer Lambda, run every minute by EventBridge
// Scheduler and at once by the table's stream when a mail is queued; the
// 09:00 reminder and 18:00 digest jobs (Lagos time); and the handler that
// marks mails bounced from SES's bounce and complaint events (through SNS).
//
// Why the stream and not a queue: a mail is queued in the same DynamoDB
// transaction as the registration it is about; a queue message cannot join
// that transaction, so a crash between the write and the send to the queue
// would leave a mail no one is told about. The stream is driven by the
// committed write itself, and the every-minute schedule picks up retries.
import * as path from 'node:path';
import { CfnOutput, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SnsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { TimeZone } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { keys } from '../../lambdas/lib/db/keys';
import { DIGEST_HOUR, REMINDER_HOUR } from '../../lambdas/lib/mail/jobs';
import { ApiFunction } from './api-function';
import { acknowledgeStreamSource, schedulerRoleFor } from './job-wiring';
import { AUTH_KEY_PATTERNS } from './route-permissions';

export type MailProps = {
  table: ITable;
  gsi1Name: string;
  /** The domain mail is sent from (verified in SES through its DKIM records). */
  mailDomain: string;
  /** The provider's inbox when the admin has saved none. */
  providerEmail: string;
  /** 'https://…' of the site, for the links in the mail. */
  siteOrigin: string;
  /** lambdas/jobs by default. */
  jobsDir?: string;
};

const MAILS = keys.mail('*').pk;

export class SiteMail extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly mailer: ApiFunction;
  readonly reminders: ApiFunction;
  readonly digest: ApiFunction;
  readonly sesEvents: ApiFunction;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const jobsDir = props.jobsDir ?? path.join(__dirname, '..', '..', 'lambdas', 'jobs');
    const { table } = props;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      // SES's account-level list: an address that bounced or complained is not mailed again.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(props.mailDomain),
      configurationSet: this.configurationSet,
    });

    const env = {
      TABLE_NAME: table.tableName,
      MAIL_FROM: `no-reply@${props.mailDomain}`,
      PROVIDER_EMAIL: props.providerEmail,
      SITE_ORIGIN: props.siteOrigin,
      SES_CONFIGURATION_SET: this.configurationSet.configurationSetName,
    };
    const job = (name: string, description: string, timeout = Duration.seconds(60)) =>
      new ApiFunction(this, name, { entry: path.join(jobsDir, `${kebab(name)}.ts`), description, environment: env, timeout });

    this.mailer = job('Mailer', 'Sends the mail outbox (every minute, and when a mail is queued)', Duration.minutes(2));
    this.reminders = job('Reminders', `Queues tomorrow's reminders (daily ${REMINDER_HOUR}:00 Lagos)`);
    this.digest = job('Digest', `Queues the provider's daily summary (${DIGEST_HOUR}:00 Lagos)`);
    this.sesEvents = job('SesEvents', 'Marks mails bounced from SES bounce and complaint events', Duration.seconds(30));

    // Table access: content items only (never sessions, login throttles or admin accounts), and the list index.
    const gsi1 = `${table.tableArn}/index/${props.gsi1Name}`;
    const notAuth = { 'ForAllValues:StringNotLike': { 'dynamodb:LeadingKeys': [...AUTH_KEY_PATTERNS] } };
    const dynamo = (sid: string, actions: string[], resources: string[], conditions?: Record<string, Record<string, unknown>>) =>
      new PolicyStatement({ sid, effect: Effect.ALLOW, actions: actions.map((a) => `dynamodb:${a}`), resources, conditions });
    this.mailer.addToRolePolicy(dynamo('ReadAndSettleMail', ['GetItem', 'UpdateItem'], [table.tableArn], notAuth));
    // A paid order's ticket mail numbers its receipt: the receipt Put and its counter's Update, in one transaction.
    this.mailer.addToRolePolicy(
      dynamo('NumberReceipts', ['PutItem', 'UpdateItem'], [table.tableArn], {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [keys.receipt('*').pk, keys.receiptCounter('receipt', '*').pk.replace(/receipt#\*$/, '*')] },
      }),
    );
    // On gsi1, LeadingKeys is the list partition: the due mails, and a day's messages and registrations (the digest's text).
    const lists = (...partitions: string[]) => ({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': partitions } });
    this.mailer.addToRolePolicy(
      dynamo('ListDueMailAndDay', ['Query'], [gsi1], lists(keys.mailDuePartition, keys.contactsPartition, keys.registrationsPartition)),
    );
    for (const fn of [this.reminders, this.digest]) {
      fn.addToRolePolicy(dynamo('ReadAndQueueMail', ['GetItem', 'PutItem'], [table.tableArn], notAuth));
      // Tomorrow's events and trial lessons (reminders); a day's messages and registrations (digest).
      fn.addToRolePolicy(dynamo('ListEventsAndDay', ['Query'], [gsi1], lists(keys.eventsPartition, keys.contactsPartition, keys.registrationsPartition, keys.trialsPartition)));
    }
    // The registrations of an event, through its email guards (pk EVENT#id).
    this.reminders.addToRolePolicy(
      dynamo('ListEventRegistrations', ['Query'], [table.tableArn], { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [keys.event('*').pk] } }),
    );
    // The mail, the registration or contact message that shows its status, and an announcement's recipient and counts (NEWS#).
    this.sesEvents.addToRolePolicy(
      dynamo('MarkMailBounced', ['GetItem', 'UpdateItem'], [table.tableArn], {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [MAILS, keys.registration('*').pk, keys.contact('*').pk, keys.newsPattern] },
      }),
    );

    // Sending: the mailer only, from this identity and through this configuration set only.
    const stack = Stack.of(this);
    this.mailer.addToRolePolicy(
      new PolicyStatement({
        sid: 'SendFromSiteDomain',
        effect: Effect.ALLOW,
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          stack.formatArn({ service: 'ses', resource: 'identity', resourceName: this.identity.emailIdentityName }),
          stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName }),
        ],
      }),
    );

    // Promptly: a new MAIL# item on the stream wakes the mailer (its filter drops every other change).
    this.mailer.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 25,
        maxBatchingWindow: Duration.seconds(1),
        retryAttempts: 2,
        // ['INSERT'] is what FilterRule.isEqual('INSERT') writes (it is typed `any`).
        filters: [FilterCriteria.filter({ eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: FilterRule.beginsWith(MAILS.slice(0, -1)) } } } })],
      }),
    );

    // Schedules (EventBridge Scheduler): the mailer every minute (retries), the jobs at their Lagos hour.
    acknowledgeStreamSource(this.mailer, 'A mail stays in the outbox, due, until it is sent, and the mailer runs every minute (MailerEveryMinute), retries included.');

    new Schedule(this, 'MailerEveryMinute', {
      description: 'Send due mail, retries included',
      schedule: ScheduleExpression.rate(Duration.minutes(1)),
      target: new LambdaInvoke(this.mailer, { role: schedulerRoleFor(this, 'MailerSchedulerRole', this.mailer) }),
    });
    new Schedule(this, 'RemindersDaily', {
      description: `Queue tomorrow's reminders at ${REMINDER_HOUR}:00 Lagos time`,
      schedule: ScheduleExpression.cron({ minute: '0', hour: String(REMINDER_HOUR), timeZone: TimeZone.AFRICA_LAGOS }),
      target: new LambdaInvoke(this.reminders, { role: schedulerRoleFor(this, 'RemindersSchedulerRole', this.reminders) }),
    });
    new Schedule(this, 'DigestDaily', {
      description: `Queue the provider's daily summary at ${DIGEST_HOUR}:00 Lagos time`,
      schedule: ScheduleExpression.cron({ minute: '0', hour: String(DIGEST_HOUR), timeZone: TimeZone.AFRICA_LAGOS }),
      target: new LambdaInvoke(this.digest, { role: schedulerRoleFor(this, 'DigestSchedulerRole', this.digest) }),
    });

    // Bounces and complaints: configuration set -> SNS -> the handler that marks the mail.
    const events = new Topic(this, 'SesEventsTopic', { displayName: 'SES bounces and complaints', enforceSSL: true });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(events),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.sesEvents.addEventSource(new SnsEventSource(events));
    // The subscription is made under the function (SnsEventSource).
    Validations.of(this.sesEvents).acknowledge({
      id: 'Serverless-SNSRedrivePolicy',
      reason:
        "SES's own suppression list (the configuration set suppresses bounces and complaints) already stops mail to these addresses; Lambda retries a failed event twice, and an event lost after that only leaves one mail shown as sent instead of bounced",
    });

    // The DNS records that verify the domain (and sign its mail with DKIM).
    for (const n of [1, 2, 3] as const) {
      new CfnOutput(this, `DkimRecord${n}`, {
        description: `Add this CNAME to ${props.mailDomain}'s DNS: name -> value`,
        value: `${this.identity[`dkimDnsTokenName${n}`]} CNAME ${this.identity[`dkimDnsTokenValue${n}`]}`,
      });
    }
  }
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c, i: number) => `${i ? '-' : ''}${c.toLowerCase()}`);
