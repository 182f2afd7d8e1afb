// The publisher as CloudFormation sees it: its function and environment, its
// three callers, and IAM that lets it touch only pages, the sitemap and its
// own distribution. Synthesized with Lambda bundling skipped (bundling and the
// kit copy are proved by infra/synth.test.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App, CfnResource } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { htmlFileFor } from '../../frontend/src/pages/page-files';
import { cachedPathOf } from '../../lambdas/publisher/invalidate';
import { SiteStack, type SiteStackProps } from '../site-stack';
import { CACHE_CONTROL } from './static-site';

type Statement = { Sid?: string; Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, unknown>> };
type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };

let siteDir: string;
beforeAll(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'site-dist-'));
  mkdirSync(path.join(siteDir, 'assets'));
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Site</title>');
  writeFileSync(path.join(siteDir, 'events.html'), '<!doctype html><title>Events</title>');
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

function synth(extra: Partial<SiteStackProps> = {}) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, outdir: mkdtempSync(path.join(tmpdir(), 'cdk-out-')) });
  const stack = new SiteStack(app, 'TestSite', { siteDir, env: { account: '111111111111', region: 'eu-west-1' }, ...extra });
  const template = Template.fromStack(stack);
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const id = (construct: { node: { defaultChild?: unknown } }) => stack.getLogicalId((construct.node.defaultChild ?? construct) as never);
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const fnId = id(stack.publisher.function);
  const roleId = id(stack.publisher.function.role!);
  const statements: Statement[] = ofType('AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
  return { stack, template, resources, id, ofType, fnId, statements };
}

let s: ReturnType<typeof synth>;
beforeAll(() => {
  s = synth();
});

const actionsOf = (st: Statement) => [st.Action].flat();
const withAction = (statements: Statement[], prefix: string) => statements.filter((st) => actionsOf(st).some((a) => a.startsWith(prefix)));

describe('the publisher function', () => {
  it('runs the publish-pages handler with the bucket, the distribution, the table, the HTML cache policy and the CloudFront origin', () => {
    const { resources, fnId, id, stack } = s;
    expect(resources[fnId].Properties).toMatchObject({ Runtime: 'nodejs24.x', Handler: 'index.handler', MemorySize: 1024, Timeout: 120 });
    expect(resources[fnId].Properties.Environment.Variables).toEqual({
      TABLE_NAME: { Ref: id(stack.data.table) },
      SITE_BUCKET: { Ref: id(stack.site.bucket) },
      DISTRIBUTION_ID: { Ref: id(stack.site.distribution) },
      SITE_ORIGIN: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [id(stack.site.distribution), 'DomainName'] }]] },
      HTML_CACHE_CONTROL: CACHE_CONTROL.html,
      NODE_OPTIONS: '--enable-source-maps',
    });
  });

  it('takes the custom domain as its origin when one is configured', () => {
    const { resources, fnId } = synth({
      domain: {
        domainName: 'www.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
        hostedZoneId: 'Z0123456789ABC',
        zoneName: 'example.com',
      },
    });
    expect(resources[fnId].Properties.Environment.Variables.SITE_ORIGIN).toBe('https://www.example.com');
  });

  it('is watched by the Lambda error alarms', () => {
    const metrics = s.ofType('AWS::CloudWatch::Alarm').flatMap(([, a]) => (a.Properties.Metrics ?? []) as Array<{ MetricStat?: any }>);
    expect(metrics.some((m) => m.MetricStat?.Metric.Dimensions?.[0]?.Value?.Ref === s.fnId)).toBe(true);
  });
});

describe('its callers', () => {
  it('follows the table stream, filtered to events, gallery items, testimonials and site content, with bounded retries', () => {
    const { template, id, stack, fnId } = s;
    // The publisher reads only the keys; the table's one stream (shared with the mailer) carries at least them.
    template.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: Match.anyValue() } });
    const mappings = s.ofType('AWS::Lambda::EventSourceMapping').filter(([, m]) => m.Properties.FunctionName.Ref === fnId);
    expect(mappings).toHaveLength(1);
    const mapping = mappings[0][1].Properties;
    expect(mapping).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [id(stack.data.table), 'StreamArn'] },
      StartingPosition: 'LATEST',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
    });
    const patterns = (mapping.FilterCriteria.Filters as Array<{ Pattern: string }>).map((f) => JSON.parse(f.Pattern));
    expect(patterns).toEqual([
      { dynamodb: { Keys: { pk: { S: [{ prefix: 'EVENT#' }] }, sk: { S: ['EVENT'] } } } },
      { dynamodb: { Keys: { pk: { S: [{ prefix: 'GALLERY#' }] }, sk: { S: ['GALLERY'] } } } },
      { dynamodb: { Keys: { pk: { S: [{ prefix: 'TESTIMONIAL#' }] }, sk: { S: ['TESTIMONIAL'] } } } },
      // Site content: the current documents, not the versions kept beside them.
      { dynamodb: { Keys: { pk: { S: [{ prefix: 'CONTENT#' }] }, sk: { S: ['CURRENT'] } } } },
    ]);
  });

  it('runs everything at 00:01 Lagos time every day', () => {
    const schedules = s.ofType('AWS::Scheduler::Schedule').filter(([id]) => id.startsWith('Publisher'));
    expect(schedules).toHaveLength(1);
    const schedule = schedules[0][1].Properties;
    expect(schedule).toMatchObject({
      ScheduleExpression: 'cron(1 0 * * ? *)',
      ScheduleExpressionTimezone: 'Africa/Lagos',
      State: 'ENABLED',
      Target: { Arn: { 'Fn::GetAtt': [s.fnId, 'Arn'] }, Input: JSON.stringify({ scope: 'all' }) },
    });
    expect(schedule.Target.RetryPolicy.MaximumRetryAttempts).toBe(3);
  });

  it('runs once after the HTML upload of each deployment, again whenever the build or the function changes', () => {
    const { resources, id, stack } = s;
    const triggers = s.ofType('Custom::Trigger');
    expect(triggers).toHaveLength(1);
    const [, trigger] = triggers[0];
    const upload = stack.site.htmlDeployment.node.findAll().find((c) => c instanceof CfnResource && c.cfnResourceType === 'Custom::CDKBucketDeployment');
    const htmlDeploymentId = id(upload as never);
    expect(trigger.DependsOn).toEqual(expect.arrayContaining([htmlDeploymentId]));
    expect(trigger.Properties).toMatchObject({ InvocationType: 'RequestResponse', SiteBuild: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // The function's current version: a new function is published again.
    const versionId = trigger.Properties.HandlerArn.Ref as string;
    expect(resources[versionId]).toMatchObject({ Type: 'AWS::Lambda::Version', Properties: { FunctionName: { Ref: s.fnId } } });

    writeFileSync(path.join(siteDir, 'events.html'), '<!doctype html><title>Events, rebuilt</title>');
    const rebuilt = synth().ofType('Custom::Trigger')[0][1];
    expect(rebuilt.Properties.SiteBuild).not.toBe(trigger.Properties.SiteBuild);
  });
});

describe('its permissions', () => {
  it('writes, reads and deletes only HTML pages and the sitemap in the site bucket', () => {
    const { statements, id, stack } = s;
    const bucketArn = { 'Fn::GetAtt': [id(stack.site.bucket), 'Arn'] };
    const objects = withAction(statements, 's3:').filter((st) => actionsOf(st).some((a) => a !== 's3:ListBucket'));
    expect(objects).toHaveLength(1);
    expect(actionsOf(objects[0]).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    expect(objects[0].Resource).toEqual([
      { 'Fn::Join': ['', [bucketArn, '/*.html']] },
      { 'Fn::Join': ['', [bucketArn, '/sitemap.xml']] },
    ]);
    const listing = withAction(statements, 's3:ListBucket');
    expect(listing.map((st) => [actionsOf(st), st.Resource])).toEqual([[['s3:ListBucket'], bucketArn]]);
  });

  it('may invalidate only this distribution', () => {
    const { statements, id, stack } = s;
    const cloudfront = withAction(statements, 'cloudfront:');
    expect(cloudfront).toHaveLength(1);
    expect(actionsOf(cloudfront[0])).toEqual(['cloudfront:CreateInvalidation']);
    expect(JSON.stringify(cloudfront[0].Resource)).toContain(`"Ref":"${id(stack.site.distribution)}"`);
    expect(JSON.stringify(cloudfront[0].Resource)).not.toContain('*');
  });

  it('reads only content: Query on the content partitions of gsi1, GetItem on content items, no writes, no Scan', () => {
    const dynamo = withAction(s.statements, 'dynamodb:');
    const byAction = Object.fromEntries(dynamo.map((st) => [actionsOf(st).join(','), st]));
    expect(byAction['dynamodb:Query'].Condition).toEqual({
      'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['EVENTS', 'GALLERY', 'TESTIMONIALS', 'SITE_CONTENT'] },
    });
    expect(JSON.stringify(byAction['dynamodb:Query'].Resource)).toContain('/index/gsi1');
    expect(byAction['dynamodb:GetItem'].Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['EVENT#*', 'GALLERY#*', 'TESTIMONIAL#*', 'CONTENT#*'] },
    });
    // Besides these two, only the stream reads that the event source needs.
    const others = dynamo.filter((st) => st !== byAction['dynamodb:Query'] && st !== byAction['dynamodb:GetItem']).flatMap(actionsOf);
    expect(others.length).toBeGreaterThan(0);
    for (const action of others) expect(action).toMatch(/^dynamodb:(DescribeStream|GetRecords|GetShardIterator|ListStreams)$/);
  });
});

describe('invalidated paths', () => {
  it.each(['/', '/events', '/events/abc', '/gallery'])('%s is invalidated under the file the CloudFront function serves for it', (url) => {
    expect(cachedPathOf(url)).toBe(`/${htmlFileFor(url)}`);
  });
});
