// The mail construct as CloudFormation sees it, in the mail stack of the
// synthesis the CDK suites share (infra/test/site-assembly.ts; bundling
// skipped; the jobs' bundles are built by `npm run synth`).
import { Match, Template } from 'aws-cdk-lib/assertions';
import { siteAssembly, type SiteAssembly, type Statement } from '../test/site-assembly';

type Job = 'mailer' | 'reminders' | 'digest' | 'sesEvents';
let site: SiteAssembly;
/** The mail stack's template. */
let template: Template;

beforeAll(() => {
  site = siteAssembly();
  template = Template.fromJSON(site.template(site.index.areas.mail));
});

const statementsOf = (job: Job): Statement[] => site.statementsOf(site.index.jobs[job].role);
const actions = (statements: Statement[]) => statements.flatMap((s) => [s.Action].flat());
const parameterDefault = (name: string) => site.template(site.index.parent).Parameters![name].Default;

test('an SES domain identity with DKIM, its DNS records as outputs, and a configuration set', () => {
  template.hasResourceProperties('AWS::SES::EmailIdentity', {
    ConfigurationSetAttributes: { ConfigurationSetName: { Ref: Match.anyValue() } },
  });
  // The domain is the stack's MailDomain parameter (harmony.example in this synthesis).
  const identity = site.resource(site.index.constructs.mailIdentity);
  expect(site.resolve(site.index.areas.mail, identity.Properties.EmailIdentity)).toEqual({ Ref: 'MailDomain' });
  expect(parameterDefault('MailDomain')).toBe('harmony.example');
  template.resourceCountIs('AWS::SES::ConfigurationSet', 1);
  // The DNS records are outputs of the top-level stack, where an operator reads them.
  const outputs = Object.keys(site.template(site.index.parent).Outputs ?? {});
  expect(outputs.filter((o) => o.includes('DkimRecord'))).toHaveLength(3);
});

test('bounces and complaints go to SNS and from there to the handler that marks the mail', () => {
  template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
    EventDestination: { Enabled: true, MatchingEventTypes: ['bounce', 'complaint'], SnsDestination: { TopicARN: { Ref: Match.anyValue() } } },
  });
  template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda', Endpoint: { 'Fn::GetAtt': [site.index.jobs.sesEvents.fn.id, 'Arn'] } });
});

test('only the mailer may send, from this identity and configuration set only', () => {
  const send = statementsOf('mailer').filter((s) => actions([s]).some((a) => a.startsWith('ses:')));
  expect(send).toHaveLength(1);
  expect([send[0].Action].flat().sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
  const resources = JSON.stringify(send[0].Resource);
  expect(resources).toContain(':identity/');
  expect(resources).toContain(':configuration-set/');
  expect(resources).not.toContain('"*"');
  for (const job of ['reminders', 'digest', 'sesEvents'] as const) expect(actions(statementsOf(job)).filter((a) => a.startsWith('ses:'))).toEqual([]);
});

test('no mail function can touch sessions, login throttles or admin accounts, and none can Scan', () => {
  for (const job of ['mailer', 'reminders', 'digest', 'sesEvents'] as const) {
    const all = statementsOf(job).filter((s) => actions([s]).some((a) => a.startsWith('dynamodb:')));
    expect(actions(all)).not.toContain('dynamodb:Scan');
    // Table statements (the stream reading grants of the event source are on the stream's ARN).
    // ListStreams (Resource '*') is what every stream event source is given; it reads no item.
    const dynamo = all.filter((s) => !JSON.stringify(s.Resource).includes('StreamArn') && s.Action !== 'dynamodb:ListStreams');
    for (const s of dynamo) {
      const condition = JSON.stringify(s.Condition ?? {});
      if (JSON.stringify(s.Resource).includes('/index/')) continue;
      expect(condition).toMatch(/LeadingKeys/);
      if (condition.includes('StringNotLike')) expect(condition).toContain('SESSION#*');
    }
  }
});

test('the mail jobs Query only the lists they read: never the admins, the settings or the content lists', () => {
  const listed = (job: Job) =>
    statementsOf(job)
      .filter((s) => JSON.stringify(s.Resource).includes('/index/'))
      .flatMap((s) => s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] ?? ['(any)']);
  expect(listed('mailer').sort()).toEqual(['CONTACTS', 'MAIL#DUE', 'REGISTRATIONS']);
  expect(listed('reminders').sort()).toEqual(['CONTACTS', 'EVENTS', 'REGISTRATIONS', 'TRIALS']);
  expect(listed('digest').sort()).toEqual(['CONTACTS', 'EVENTS', 'REGISTRATIONS', 'TRIALS']);
  expect(listed('sesEvents')).toEqual([]);
});

test('the mailer runs every minute and on new MAIL# items of the stream; the jobs at 09:00 and 18:00 Lagos', () => {
  template.hasResourceProperties('AWS::Scheduler::Schedule', { ScheduleExpression: 'rate(1 minute)' });
  template.hasResourceProperties('AWS::Scheduler::Schedule', { ScheduleExpression: 'cron(0 9 * * ? *)', ScheduleExpressionTimezone: 'Africa/Lagos' });
  template.hasResourceProperties('AWS::Scheduler::Schedule', { ScheduleExpression: 'cron(0 18 * * ? *)', ScheduleExpressionTimezone: 'Africa/Lagos' });
  const mappings = site.ofType('AWS::Lambda::EventSourceMapping').filter(([, m]) => m.Properties.FunctionName.Ref === site.index.jobs.mailer.fn.id);
  expect(mappings).toHaveLength(1);
  const [ref, mapping] = mappings[0];
  expect(site.resolve(ref.template, mapping.Properties)).toMatchObject({
    // The table's stream, as the parent passes it.
    EventSourceArn: { 'Fn::GetAtt': [site.index.constructs.table.id, 'StreamArn'] },
    FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: [{ prefix: 'MAIL#' }] } } } }) }] },
  });
});

test('the functions know the sender, the provider, the site and the configuration set', () => {
  // The stack's parameters (harmony.example in this synthesis) and the site's CloudFront address.
  const distribution = site.index.constructs.distribution.id;
  for (const job of ['mailer', 'reminders', 'digest', 'sesEvents'] as const) {
    const { fn } = site.index.jobs[job];
    const vars = site.resolve(fn.template, site.resource(fn).Properties.Environment.Variables);
    expect([job, vars]).toEqual([
      job,
      expect.objectContaining({
        MAIL_FROM: { 'Fn::Join': ['', ['no-reply@', { Ref: 'MailDomain' }]] },
        PROVIDER_EMAIL: { Ref: 'ProviderEmail' },
        SITE_ORIGIN: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]] },
        SES_CONFIGURATION_SET: { Ref: expect.any(String) },
      }),
    ]);
  }
  expect([parameterDefault('MailDomain'), parameterDefault('ProviderEmail')]).toEqual(['harmony.example', 'owner@harmony.example']);
});
