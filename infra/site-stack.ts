// The whole product in AWS, composed from the constructs; no resources here.
// One top-level stack (its name, parameters and outputs are what an operator
// deploys and reads) with a nested stack per area (infra/area-stacks.ts):
// what every area shares stays here, each area's routes and jobs go there.
import { CfnOutput, CfnParameter, NestedStack, Stack, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { createAreaStacks, type StackArea } from './area-stacks';
import { SiteAlarms } from './constructs/alarms';
import { DataTable } from './constructs/data-table';
import { SiteHttpApi } from './constructs/http-api';
import { JwtSecret } from './constructs/jwt-secret';
import { LogBucket } from './constructs/log-bucket';
import { MediaBucket } from './constructs/media-bucket';
import { SiteMail } from './constructs/mail';
import { RetentionJob } from './constructs/retention-job';
import { PaymentsWorker, PaystackSecret } from './constructs/payments';
import { PagePublisher } from './constructs/page-publisher';
import { CACHE_CONTROL, StaticSite, type CustomDomain } from './constructs/static-site';

export type SiteStackProps = StackProps & {
  /** The built SPA (frontend/dist). */
  siteDir: string;
  /** lambdas/handlers by default; tests may point elsewhere. */
  handlersDir?: string;
  /** The build's publish kit: frontend/.build/publish by default. */
  publishKitDir?: string;
  domain?: CustomDomain;
  alarmEmail?: string;
  /** Defaults of the MailDomain and ProviderEmail parameters (context mailDomain, providerEmail). */
  mailDomain?: string;
  providerEmail?: string;
};

export class SiteStack extends Stack {
  readonly data: DataTable;
  readonly api: SiteHttpApi;
  readonly site: StaticSite;
  readonly mail: SiteMail;
  readonly publisher: PagePublisher;
  readonly media: MediaBucket;
  readonly paystackSecret: PaystackSecret;
  readonly payments: PaymentsWorker;
  readonly retention: RetentionJob;
  /** The nested stack of each area. */
  readonly areas: Record<StackArea, NestedStack>;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    this.areas = createAreaStacks(this);
    this.data = new DataTable(this, 'Data');
    const jwt = new JwtSecret(this, 'JwtSecret');
    const logs = new LogBucket(this, 'AccessLogs');
    this.media = new MediaBucket(this, 'Media', { allowedOrigins: props.domain ? [`https://${props.domain.domainName}`] : undefined, logBucket: logs.bucket });
    this.paystackSecret = new PaystackSecret(this, 'PaystackSecret');
    this.api = new SiteHttpApi(this, 'Http', {
      table: this.data.table,
      gsi1Name: this.data.gsi1Name,
      jwtSecret: jwt.secret,
      mediaBucket: this.media.bucket,
      paystackSecret: this.paystackSecret.secret,
      handlersDir: props.handlersDir,
      siteOrigin: props.domain ? `https://${props.domain.domainName}` : undefined,
      // A route's area (contract/routes.ts) decides its stack.
      scopeFor: (route) => this.areas[route.area],
    });
    this.site = new StaticSite(this, 'Site', {
      siteDir: props.siteDir,
      apiDomainName: this.api.domainName,
      domain: props.domain,
      mediaBucket: this.media.bucket,
      logBucket: logs.bucket,
    });
    const mailDomain = new CfnParameter(this, 'MailDomain', {
      type: 'String',
      description: 'The domain the site sends mail from (no-reply@<domain>); verify it in SES with the DkimRecord outputs',
      allowedPattern: '^[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
      ...(props.mailDomain ? { default: props.mailDomain } : {}),
    });
    const providerEmail = new CfnParameter(this, 'ProviderEmail', {
      type: 'String',
      description: "The provider's inbox for new contact messages and registrations, until the admin saves another",
      allowedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      ...(props.providerEmail ? { default: props.providerEmail } : {}),
    });
    this.mail = new SiteMail(this.areas.mail, 'Mail', {
      table: this.data.table,
      gsi1Name: this.data.gsi1Name,
      mailDomain: mailDomain.valueAsString,
      providerEmail: providerEmail.valueAsString,
      siteOrigin: this.site.url,
    });
    this.payments = new PaymentsWorker(this.areas.payments, 'Payments', { table: this.data.table, gsi1Name: this.data.gsi1Name });
    // People's data that is due, removed daily, beside the privacy area's routes (docs/PRODUCT-RULES.md, People's data).
    this.retention = new RetentionJob(this.areas.privacy, 'Retention', { table: this.data.table, gsi1Name: this.data.gsi1Name });
    this.publisher = new PagePublisher(this.areas.publisher, 'Publisher', {
      table: this.data.table,
      gsi1Name: this.data.gsi1Name,
      bucket: this.site.bucket,
      distribution: this.site.distribution,
      origin: this.site.url,
      htmlCacheControl: CACHE_CONTROL.html,
      siteDir: props.siteDir,
      publishKitDir: props.publishKitDir,
      after: this.site.htmlDeployment,
      handlersDir: props.handlersDir,
    });
    new SiteAlarms(this, 'Alarms', {
      functions: [
        ...this.api.functions.values(),
        this.api.adminAuthorizer.function,
        jwt.rotator,
        this.mail.mailer,
        this.mail.reminders,
        this.mail.digest,
        this.mail.sesEvents,
        this.payments.worker,
        this.retention.function,
        this.publisher.function,
      ],
      api: this.api.api,
      table: this.data.table,
      gsi1Name: this.data.gsi1Name,
      alarmEmail: props.alarmEmail,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.site.url, description: 'The site (and its /api)' });
    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'The HTTP API directly (the site calls it through CloudFront)' });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName, description: 'For npm run admin -- create <username> --table' });
    // The DKIM records, as outputs of this stack under the ids they had before the mail moved to its
    // nested stack (the construct path Mail/DkimRecordN gives the same logical ids).
    const mailOutputs = new Construct(this, 'Mail');
    for (const n of [1, 2, 3] as const) {
      new CfnOutput(mailOutputs, `DkimRecord${n}`, {
        description: `Add this CNAME to ${mailDomain.valueAsString}'s DNS: name -> value`,
        value: `${this.mail.identity[`dkimDnsTokenName${n}`]} CNAME ${this.mail.identity[`dkimDnsTokenValue${n}`]}`,
      });
    }
  }
}
