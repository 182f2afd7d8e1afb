// The publisher as CloudFormation sees it: its function and environment, its
// three callers, and IAM that lets it touch only pages, the sitemap and its
// own distribution. Read from the synthesis the CDK suites share
// (infra/test/site-assembly.ts; Lambda bundling skipped: bundling and the kit
// copy are checked after every `npm run synth` by infra/check-assembly.ts).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { FileSystem } from 'aws-cdk-lib';
import { htmlFileFor } from '../../frontend/src/pages/page-files';
import { cachedPathOf } from '../../lambdas/publisher/invalidate';
import { siteAssembly, type SiteAssembly, type Statement } from '../test/site-assembly';
import { CACHE_CONTROL } from './static-site';

function view(site: SiteAssembly) {
  const { index } = site;
  const publisher = index.jobs.publisher;
  const file = publisher.fn.template;
  const resources = site.template(file).Resources;
  /** Every resource of a type in the publisher's template. */
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  /** A value of the publisher's template as the parent passes it. */
  const resolved = (value: unknown) => site.resolve(file, value);
  return { site, index, resources, ofType, resolved, fnId: publisher.fn.id, statements: site.statementsOf(publisher.role) };
}

let s: ReturnType<typeof view>;
beforeAll(() => {
  s = view(siteAssembly());
});

const actionsOf = (st: Statement) => [st.Action].flat();
const withAction = (statements: Statement[], prefix: string) => statements.filter((st) => actionsOf(st).some((a) => a.startsWith(prefix)));

describe('the publisher function', () => {
  it('runs the publish-pages handler with the bucket, the distribution, the table, the HTML cache policy and the CloudFront origin', () => {
    const { resources, fnId, index, resolved } = s;
    const { table, siteBucket, distribution } = index.constructs;
    expect(resources[fnId].Properties).toMatchObject({ Runtime: 'nodejs24.x', Handler: 'index.handler', MemorySize: 1024, Timeout: 120 });
    expect(resolved(resources[fnId].Properties.Environment.Variables)).toEqual({
      TABLE_NAME: { Ref: table.id },
      SITE_BUCKET: { Ref: siteBucket.id },
      DISTRIBUTION_ID: { Ref: distribution.id },
      SITE_ORIGIN: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution.id, 'DomainName'] }]] },
      HTML_CACHE_CONTROL: CACHE_CONTROL.html,
      NODE_OPTIONS: '--enable-source-maps',
    });
  });

  it('takes the custom domain as its origin when one is configured', () => {
    // The shared synthesis of the site with the custom domain www.example.com (infra/test/synth-site.ts).
    const { resources, fnId } = view(siteAssembly('custom-domain'));
    expect(resources[fnId].Properties.Environment.Variables.SITE_ORIGIN).toBe('https://www.example.com');
  });

  it('is watched by the Lambda error alarms', () => {
    // The alarms are in the parent; the function's name reaches them as an output of the publisher's stack.
    const metrics = s.site.ofType('AWS::CloudWatch::Alarm').flatMap(([, a]) => (a.Properties.Metrics ?? []) as Array<{ MetricStat?: any }>);
    const stackId = s.index.nested[s.index.areas.publisher].id;
    const outputOfFunction = Object.entries(s.site.template(s.index.areas.publisher).Outputs ?? {}).find(
      ([, o]) => JSON.stringify(o.Value) === JSON.stringify({ Ref: s.fnId }),
    )?.[0];
    expect(outputOfFunction).toBeDefined();
    const fromPublisher = { 'Fn::GetAtt': [stackId, `Outputs.${outputOfFunction}`] };
    expect(metrics.some((m) => JSON.stringify(m.MetricStat?.Metric.Dimensions?.[0]?.Value) === JSON.stringify(fromPublisher))).toBe(true);
  });
});

describe('its callers', () => {
  it('follows the table stream, filtered to events, gallery items, testimonials and site content, with bounded retries', () => {
    const { index, fnId, resolved } = s;
    // The publisher reads only the keys; the table's one stream (shared with the mailer) carries at least them.
    expect(s.site.resource(index.constructs.table).Properties.StreamSpecification.StreamViewType).toEqual(expect.any(String));
    const mappings = s.ofType('AWS::Lambda::EventSourceMapping').filter(([, m]) => m.Properties.FunctionName.Ref === fnId);
    expect(mappings).toHaveLength(1);
    const mapping = mappings[0][1].Properties;
    expect(resolved(mapping)).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [index.constructs.table.id, 'StreamArn'] },
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
    const schedules = s.ofType('AWS::Scheduler::Schedule');
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
    const { resources, index } = s;
    expect(s.site.ofType('Custom::Trigger')).toHaveLength(1);
    const triggers = s.ofType('Custom::Trigger');
    expect(triggers).toHaveLength(1);
    const [, trigger] = triggers[0];
    // The upload is in the parent: the publisher's whole stack waits for it.
    const publisherStack = s.site.resource(index.nested[index.areas.publisher]);
    expect(index.constructs.htmlUpload.template).toBe(index.parent);
    expect(publisherStack.DependsOn).toEqual(expect.arrayContaining([index.constructs.htmlUpload.id]));
    expect(trigger.Properties).toMatchObject({ InvocationType: 'RequestResponse', SiteBuild: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // The function's current version: a new function is published again.
    const versionId = trigger.Properties.HandlerArn.Ref as string;
    expect(resources[versionId]).toMatchObject({ Type: 'AWS::Lambda::Version', Properties: { FunctionName: { Ref: s.fnId } } });

    // The property is the build folder's fingerprint, and a rebuilt page changes it.
    expect(trigger.Properties.SiteBuild).toBe(FileSystem.fingerprint(index.siteDir));
    const rebuilt = mkdtempSync(path.join(tmpdir(), 'site-rebuilt-'));
    try {
      cpSync(index.siteDir, rebuilt, { recursive: true });
      expect(FileSystem.fingerprint(rebuilt)).toBe(trigger.Properties.SiteBuild);
      writeFileSync(path.join(rebuilt, 'events.html'), '<!doctype html><title>Events, rebuilt</title>');
      expect(FileSystem.fingerprint(rebuilt)).not.toBe(trigger.Properties.SiteBuild);
    } finally {
      rmSync(rebuilt, { recursive: true, force: true });
    }
  });
});

describe('its permissions', () => {
  it('writes, reads and deletes only HTML pages and the sitemap in the site bucket', () => {
    const { statements, index } = s;
    const bucketArn = { 'Fn::GetAtt': [index.constructs.siteBucket.id, 'Arn'] };
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
    const { statements, index } = s;
    const cloudfront = withAction(statements, 'cloudfront:');
    expect(cloudfront).toHaveLength(1);
    expect(actionsOf(cloudfront[0])).toEqual(['cloudfront:CreateInvalidation']);
    expect(JSON.stringify(cloudfront[0].Resource)).toContain(`"Ref":"${index.constructs.distribution.id}"`);
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
