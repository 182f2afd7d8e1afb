// The mail construct as CloudFormation sees it (bundling skipped; the jobs'
// bundles are built by `npm run synth`).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { DataTable } from './data-table';
import { SiteMail } from './mail';

let stack: Stack;
let mail: SiteMail;
let template: Template;
type Statement = { Sid?: string; Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, string[]>> };

beforeAll(() => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, outdir: mkdtempSync(path.join(tmpdir(), 'cdk-out-')) });
  stack = new Stack(app, 'MailTest', { env: { account: '111111111111', region: 'eu-west-1' } });
  const data = new DataTable(stack, 'Data');
  mail = new SiteMail(stack, 'Mail', {
    table: data.table,
    gsi1Name: data.gsi1Name,
    mailDomain: 'harmony.example',
    providerEmail: 'owner@harmony.example',
    siteOrigin: 'https://harmony.example',
  });
  template = Template.fromStack(stack);
});

const statementsOf = (fn: SiteMail['mailer']): Statement[] => {
  const roleId = stack.getLogicalId(fn.role!.node.defaultChild as never);
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
};
const actions = (statements: Statement[]) => statements.flatMap((s) => [s.Action].flat());

test('an SES domain identity with DKIM, its DNS records as outputs, and a configuration set', () => {
  template.hasResourceProperties('AWS::SES::EmailIdentity', {
    EmailIdentity: 'harmony.example',
    ConfigurationSetAttributes: { ConfigurationSetName: { Ref: Match.anyValue() } },
  });
  template.resourceCountIs('AWS::SES::ConfigurationSet', 1);
  const outputs = Object.keys(template.findOutputs('*'));
  expect(outputs.filter((o) => o.includes('DkimRecord'))).toHaveLength(3);
});

test('bounces and complaints go to SNS and from there to the handler that marks the mail', () => {
  template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
    EventDestination: { Enabled: true, MatchingEventTypes: ['bounce', 'complaint'], SnsDestination: { TopicARN: { Ref: Match.anyValue() } } },
  });
  template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda', Endpoint: { 'Fn::GetAtt': [stack.getLogicalId(mail.sesEvents.node.defaultChild as never), 'Arn'] } });
});

test('only the mailer may send, from this identity and configuration set only', () => {
  const send = statementsOf(mail.mailer).filter((s) => actions([s]).some((a) => a.startsWith('ses:')));
  expect(send).toHaveLength(1);
  expect([send[0].Action].flat().sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
  const resources = JSON.stringify(send[0].Resource);
  expect(resources).toContain(':identity/');
  expect(resources).toContain(':configuration-set/');
  expect(resources).not.toContain('"*"');
  for (const fn of [mail.reminders, mail.digest, mail.sesEvents]) expect(actions(statementsOf(fn)).filter((a) => a.startsWith('ses:'))).toEqual([]);
});

test('no mail function can touch sessions, login throttles or admin accounts, and none can Scan', () => {
  for (const fn of [mail.mailer, mail.reminders, mail.digest, mail.sesEvents]) {
    const all = statementsOf(fn).filter((s) => actions([s]).some((a) => a.startsWith('dynamodb:')));
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
  const listed = (fn: SiteMail['mailer']) =>
    statementsOf(fn)
      .filter((s) => JSON.stringify(s.Resource).includes('/index/'))
      .flatMap((s) => s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] ?? ['(any)']);
  expect(listed(mail.mailer).sort()).toEqual(['CONTACTS', 'MAIL#DUE', 'REGISTRATIONS']);
  expect(listed(mail.reminders).sort()).toEqual(['CONTACTS', 'EVENTS', 'REGISTRATIONS']);
  expect(listed(mail.digest).sort()).toEqual(['CONTACTS', 'EVENTS', 'REGISTRATIONS']);
  expect(listed(mail.sesEvents)).toEqual([]);
});

test('the mailer runs every minute and on new MAIL# items of the stream; the jobs at 09:00 and 18:00 Lagos', () => {
  template.hasResourceProperties('AWS::Scheduler::Schedule', { ScheduleExpression: 'rate(1 minute)' });
  template.hasResourceProperties('AWS::Scheduler::Schedule', { ScheduleExpression: 'cron(0 9 * * ? *)', ScheduleExpressionTimezone: 'Africa/Lagos' });
  template.hasResourceProperties('AWS::Scheduler::Schedule', { ScheduleExpression: 'cron(0 18 * * ? *)', ScheduleExpressionTimezone: 'Africa/Lagos' });
  template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
    FunctionName: { Ref: stack.getLogicalId(mail.mailer.node.defaultChild as never) },
    EventSourceArn: { 'Fn::GetAtt': [Match.anyValue(), 'StreamArn'] },
    FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: [{ prefix: 'MAIL#' }] } } } }) }] },
  });
});

test('the functions know the sender, the provider, the site and the configuration set', () => {
  template.hasResourceProperties('AWS::Lambda::Function', {
    Environment: {
      Variables: Match.objectLike({
        MAIL_FROM: 'no-reply@harmony.example',
        PROVIDER_EMAIL: 'owner@harmony.example',
        SITE_ORIGIN: 'https://harmony.example',
        SES_CONFIGURATION_SET: { Ref: Match.anyValue() },
      }),
    },
  });
});
