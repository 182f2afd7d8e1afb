// The stack as CloudFormation sees it: the parent template and each area's
// nested template, from the one synthesis the CDK suites share
// (infra/test/site-assembly.ts; Lambda bundling skipped: bundling is proved in
// infra/handlers-bundle.test.ts and by `npm run synth`). Everything asserted
// here is the templates.
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { ROUTES, needsSecret } from '../contract/routes';
import { keys } from '../lambdas/lib/db/keys';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from './security-headers';
import { REVALIDATED_FILES as LOCAL_REVALIDATED } from './local/static-server';
import { AREA_STACKS } from './area-stacks';
import { siteAssembly, type Resource, type SiteAssembly, type Statement } from './test/site-assembly';

/** The mailer, the reminder and digest jobs and the bounce handler (infra/constructs/mail.ts). */
const MAIL_FUNCTIONS = 4;
/** The payments worker (infra/constructs/payments.ts). */
const PAYMENT_FUNCTIONS = 1;
/** The retention job (infra/constructs/retention-job.ts). */
const RETENTION_FUNCTIONS = 1;
const REPO_ROOT = path.resolve(__dirname, '..');

let site: SiteAssembly;
/** The parent (top-level) template. */
let template: Template;
let resources: Record<string, Resource>;

/** Every resource of a type in every template (parent first), as [logical id, resource]. */
const ofType = (type: string) => site.ofType(type).map(([ref, r]) => [ref.id, r] as const);
const countIs = (type: string, count: number) => expect([type, site.ofType(type).length]).toEqual([type, count]);
const routeRefs = (handler: string) => site.index.routes[handler];

/** Every DynamoDB statement in the inline policies attached to a function's role. */
function dynamoStatementsOf(handler: string): Statement[] {
  return site.statementsOf(routeRefs(handler).role).filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
}
const actionsOf = (statements: Array<{ Action: string | string[] }>) => new Set(statements.flatMap((s) => [s.Action].flat()));

beforeAll(() => {
  site = siteAssembly();
  template = Template.fromJSON(site.template(site.index.parent));
  resources = site.template(site.index.parent).Resources;
});

describe('api: one function and one route per route-table row', () => {
  it('has exactly one route and one route Lambda per row', () => {
    countIs('AWS::ApiGatewayV2::Route', ROUTES.length);
    const routeKeys = ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey).sort();
    expect(routeKeys).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort());
    const routeFunctions = ofType('AWS::Lambda::Function').filter(([, fn]) => routeKeys.includes(fn.Properties.Description));
    expect(routeFunctions).toHaveLength(ROUTES.length);
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s runs its own handler on Node 24, ARM64', (routeKey, route) => {
    const { entry, fn: fnRef } = routeRefs(route.handler);
    expect(entry).toBe(path.join('lambdas', 'handlers', `${route.handler}.ts`));
    expect(existsSync(path.join(REPO_ROOT, entry))).toBe(true);

    const fn = site.resource(fnRef);
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Description: routeKey,
      Environment: { Variables: expect.objectContaining({ TABLE_NAME: { Ref: expect.any(String) }, NODE_OPTIONS: '--enable-source-maps' }) },
    });
    expect('JWT_SECRET_ARN' in fn.Properties.Environment.Variables).toBe(needsSecret(route));
    // The table's name as the parent passes it.
    expect(site.resolve(fnRef.template, fn.Properties.Environment.Variables.TABLE_NAME)).toEqual({ Ref: site.index.constructs.table.id });

    // The route, on the site's API, in the same template as its function; its integration invokes exactly this function.
    const [routeRef, routeResource] = site.ofType('AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === routeKey)!;
    expect(routeRef.template).toBe(fnRef.template);
    const [apiId] = ofType('AWS::ApiGatewayV2::Api')[0];
    expect(site.resolve(routeRef.template, routeResource.Properties.ApiId)).toEqual({ Ref: apiId });
    const integrationId = routeResource.Properties.Target['Fn::Join'][1][1].Ref;
    expect(site.template(fnRef.template).Resources[integrationId].Properties).toMatchObject({
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: { 'Fn::GetAtt': [fnRef.id, 'Arn'] },
    });
  });

  it('throttles the stage and keeps access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue() },
    });
  });

  it('gives every log group a retention', () => {
    for (const [, group] of ofType('AWS::Logs::LogGroup')) expect(group.Properties.RetentionInDays).toBe(30);
    // One per route, the access log, one per mail function, the page publisher's, the admin
    // authorizer's, the signing-key rotator's and the site upload's; no log-retention custom resource.
    expect(ofType('AWS::Logs::LogGroup')).toHaveLength(ROUTES.length + 1 + MAIL_FUNCTIONS + PAYMENT_FUNCTIONS + RETENTION_FUNCTIONS + 1 + 1 + 1 + 1);
  });
});

describe('iam: least privilege per route (the `data` column of contract/routes.ts)', () => {
  type Access = { action: string; index: boolean; patterns: string[] };
  /** What a route's Lambda may do in the table: each action, on the table or gsi1, and the LeadingKeys it may touch. */
  function accessOf(handler: string): Access[] {
    return dynamoStatementsOf(handler).flatMap((s) => {
      const patterns: string[] = s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] ?? ['*'];
      const index = JSON.stringify(s.Resource).includes('/index/');
      return [s.Action].flat().map((action) => ({ action, index, patterns }));
    });
  }
  /** IAM's StringLike: '*' any run of characters, '?' one. */
  const likes = (pattern: string, key: string) =>
    new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`).test(key);
  /** Can the handler do `action` to an item with this partition key (on the table, or gsi1 when `index`)? */
  const can = (handler: string, action: string, key: string, index = false) =>
    accessOf(handler).some((a) => a.action === `dynamodb:${action}` && a.index === index && a.patterns.some((p) => likes(p, key)));

  const publicRoutes = ROUTES.filter((r) => r.auth === 'public');
  // Real keys from keys.ts: what a request would name.
  const CONTACT = keys.contact('c1').pk;
  const REGISTRATION = keys.registration('r1').pk;
  // The routes under /api/tickets/{token} (paying for a held seat too) and the ticket page.
  const TICKET_ROUTES = ['get-ticket', 'ticket-page', 'cancel-ticket', 'verify-payment', 'transfer-ticket', 'get-ticket-receipt'];
  // A person's own data through their access link (issue 36): the one public exception that finds every record
  // of one email, authorised by a link only that address received (lambdas/lib/privacy/access-link.ts).
  const PERSON_ROUTES = ['get-privacy-access', 'correct-privacy-data', 'erase-privacy-data'];

  it('limits every DynamoDB statement of every route to named partitions, and never allows Scan or batch writes; batch reads only where the row says batchGets', () => {
    for (const route of ROUTES) {
      for (const statement of dynamoStatementsOf(route.handler)) {
        const patterns = statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
        expect([route.handler, statement.Sid, Array.isArray(patterns) && patterns.length > 0]).toEqual([route.handler, statement.Sid, true]);
        expect(patterns).not.toContain('*');
      }
      for (const forbidden of ['Scan', 'BatchWriteItem', 'PartiQLSelect', 'DeleteTable']) {
        expect([route.handler, actionsOf(dynamoStatementsOf(route.handler)).has(`dynamodb:${forbidden}`)]).toEqual([route.handler, false]);
      }
      const batchGets = route.data.batchGets ?? [];
      expect([route.handler, actionsOf(dynamoStatementsOf(route.handler)).has('dynamodb:BatchGetItem')]).toEqual([route.handler, batchGets.length > 0]);
    }
  });

  it('only the person routes of the privacy area read every list of personal data', () => {
    const readers = publicRoutes.filter((r) => can(r.handler, 'Query', keys.contactsPartition, true)).map((r) => r.handler);
    expect(readers.sort()).toEqual([...PERSON_ROUTES].sort());
  });

  it.each(publicRoutes.filter((r) => !PERSON_ROUTES.includes(r.handler)).map((r) => [r.handler]))('public %s can neither list nor read contact messages, nor list registrations', (handler) => {
    for (const action of ['GetItem', 'Query']) expect(can(handler, action, CONTACT)).toBe(false);
    for (const partition of [keys.contactsPartition, keys.registrationsPartition, keys.mailDuePartition, keys.adminsPartition, keys.settingsPartition]) {
      expect([partition, can(handler, 'Query', partition, true)]).toEqual([partition, false]);
    }
  });

  it('lets no public route read a registration, except the ticket routes reading the one their ticket points at', () => {
    const readers = publicRoutes.filter((r) => can(r.handler, 'GetItem', REGISTRATION) || can(r.handler, 'Query', REGISTRATION)).map((r) => r.handler);
    expect(readers.sort()).toEqual([...TICKET_ROUTES, 'erase-privacy-data'].sort());
  });

  it('the gallery, testimonials and event lists Query their own gsi1 partition and nothing else', () => {
    const lists = { 'list-gallery': keys.galleryPartition, 'list-testimonials': keys.testimonialsPartition, 'list-upcoming-events': keys.eventsPartition, 'list-past-events': keys.eventsPartition };
    for (const [handler, partition] of Object.entries(lists)) {
      expect(accessOf(handler)).toEqual([{ action: 'dynamodb:Query', index: true, patterns: [partition] }]);
    }
  });

  it('public writers cannot delete what a submission did not create: contact has no DeleteItem; register only its own kinds; cancelling a ticket deletes only in its event partition (the email guard)', () => {
    expect(actionsOf(dynamoStatementsOf('contact')).has('dynamodb:DeleteItem')).toBe(false);
    // A priced registration whose Paystack checkout cannot start is removed again (lambdas/lib/payments/checkout.ts):
    // the registration, its ticket and its email guard, nothing else.
    const registerDeletes = accessOf('register').filter((a) => a.action === 'dynamodb:DeleteItem');
    expect(registerDeletes.flatMap((a) => a.patterns).sort()).toEqual([keys.event('*').pk, keys.registration('*').pk, keys.ticket('*').pk].sort());
    for (const key of [CONTACT, keys.gallery('g').pk, keys.mail('m').pk, keys.session('admin', 's').pk, keys.adminUser('a').pk, keys.settings('notifications').pk]) {
      expect([key, can('register', 'DeleteItem', key)]).toEqual([key, false]);
    }
    const deletes = accessOf('cancel-ticket').filter((a) => a.action === 'dynamodb:DeleteItem');
    expect(deletes.flatMap((a) => a.patterns)).toEqual([keys.event('*').pk]);
    for (const key of [CONTACT, REGISTRATION, keys.ticket('t').pk, keys.gallery('g').pk, keys.mail('m').pk, keys.session('admin', 's').pk]) {
      expect([key, can('cancel-ticket', 'DeleteItem', key)]).toEqual([key, false]);
    }
  });

  it('register and contact write only what a submission creates, and the rate-limit counters', () => {
    expect(can('contact', 'UpdateItem', keys.rateLimit('contacts', '203.0.113.9', 1).pk)).toBe(true);
    expect(can('register', 'UpdateItem', keys.rateLimit('registrations', '203.0.113.9', 1).pk)).toBe(true);
    for (const key of [keys.gallery('g').pk, keys.testimonial('t').pk, keys.settings('notifications').pk, keys.session('admin', 's').pk, keys.adminUser('a').pk]) {
      for (const handler of ['register', 'contact']) expect([handler, key, can(handler, 'PutItem', key)]).toEqual([handler, key, false]);
    }
    expect(can('contact', 'PutItem', REGISTRATION)).toBe(false);
    expect(can('register', 'PutItem', CONTACT)).toBe(false);
  });

  it('lets admin routes other than the account ones read sessions only, never write them', () => {
    for (const route of ROUTES.filter((r) => r.auth === 'admin' && !r.sessions)) {
      const sessionStatements = dynamoStatementsOf(route.handler).filter((s) =>
        JSON.stringify(s.Condition?.['ForAllValues:StringLike'] ?? {}).includes('SESSION#*'),
      );
      expect(sessionStatements).toHaveLength(1);
      expect(sessionStatements[0].Action).toBe('dynamodb:GetItem');
      expect(sessionStatements[0].Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SESSION#*'] } });
    }
  });

  it('an admin list reads its own resource only: the gallery list cannot Query contact messages', () => {
    expect(can('admin-list-gallery', 'Query', keys.galleryPartition, true)).toBe(true);
    expect(can('admin-list-gallery', 'Query', keys.contactsPartition, true)).toBe(false);
    expect(can('admin-list-contacts', 'Query', keys.contactsPartition, true)).toBe(true);
    expect(can('admin-list-contacts', 'DeleteItem', CONTACT)).toBe(false);
    expect(can('admin-delete-gallery', 'DeleteItem', CONTACT)).toBe(false);
  });

  it('lets only login, logout and the account routes write sessions and throttles', () => {
    const AUTH = [keys.session('admin', 's').pk, keys.loginAttemptsByUser('admin', '203.0.113.9', 1).pk];
    const writesAuthItems = ROUTES.filter((route) => ['PutItem', 'UpdateItem', 'DeleteItem'].some((a) => AUTH.some((key) => can(route.handler, a, key)))).map(
      (r) => r.handler,
    );
    // The factor routes and the step-up mark the session (withoutFactor, steppedUpAt: docs/ARCHITECTURE.md, Auth, Policy and step-up).
    expect(writesAuthItems.sort()).toEqual([
      'admin-change-password',
      'admin-confirm-totp',
      'admin-create-passkeys',
      'admin-delete-admins',
      'admin-delete-factors',
      'admin-end-sessions',
      'admin-list-factors',
      'admin-login',
      'admin-login-passkey',
      'admin-login-verify',
      'admin-logout',
      'admin-step-up',
    ]);
    expect(can('admin-login', 'GetItem', keys.adminUser('admin').pk)).toBe(true);
    // Its reads are Gets by key: it cannot list the admins.
    expect(can('admin-login', 'Query', keys.adminsPartition, true)).toBe(false);
    expect(accessOf('admin-logout')).toEqual([{ action: 'dynamodb:DeleteItem', index: false, patterns: ['SESSION#*'] }]);
  });

  it('lets only the routes that need it read the JWT secret', () => {
    const secretId = site.index.constructs.jwtSecret.id;
    for (const route of ROUTES) {
      const readsSecret = site
        .statementsOf(routeRefs(route.handler).role)
        .some((s: { Action: string | string[]; Resource: unknown }) =>
          [s.Action].flat().includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes(secretId),
        );
      expect([route.handler, readsSecret]).toEqual([route.handler, needsSecret(route)]);
    }
  });
});

describe('table and secret', () => {
  it('is one pay-per-request table with gsi1, TTL, PITR, deletion protection, retained', () => {
    countIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          Match.objectLike({
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          }),
        ],
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      },
    });
  });

  it('generates the JWT secret in Secrets Manager', () => {
    // The JWT secret and the Paystack key (its own assertions: infra/constructs/payments.test.ts).
    countIs('AWS::SecretsManager::Secret', 2);
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64, ExcludePunctuation: true }),
    });
  });
});

describe('site', () => {
  const distribution = () => ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
  const behavior = (pattern: string) => distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);

  it('keeps the bucket private and TLS-only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
    const [, policy] = ofType('AWS::S3::BucketPolicy').find(([, p]) => p.Properties.Bucket.Ref === site.index.constructs.siteBucket.id)!;
    const statements = policy.Properties.PolicyDocument.Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    // The only read grant is to CloudFront, for this distribution.
    const reads = statements.filter((s: { Effect: string; Action: string | string[] }) => s.Effect === 'Allow' && [s.Action].flat().includes('s3:GetObject'));
    expect(reads).toHaveLength(1);
    expect(reads[0].Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
    expect(JSON.stringify(reads[0].Condition)).toContain('AWS:SourceArn');
  });

  it('reaches the bucket through Origin Access Control', () => {
    // One for the site's bucket, one for the media bucket.
    countIs('AWS::CloudFront::OriginAccessControl', 2);
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    const s3Origin = distribution().Origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Id'] });
  });

  it('answers a path no page or file has with the not-found page and a real 404', () => {
    // CloudFront may read objects but not list the bucket, so S3 answers a missing key with 403.
    const [, policy] = ofType('AWS::S3::BucketPolicy').find(([, p]) => p.Properties.Bucket.Ref === site.index.constructs.siteBucket.id)!;
    const toCloudFront = policy.Properties.PolicyDocument.Statement.filter(
      (s: { Principal?: { Service?: string } }) => s.Principal?.Service === 'cloudfront.amazonaws.com',
    );
    expect(toCloudFront.flatMap((s: { Action: string | string[] }) => [s.Action].flat())).toEqual(['s3:GetObject']);
    // Only 403 is rewritten: the api's own 404s keep their JSON.
    expect(distribution().CustomErrorResponses).toEqual([
      { ErrorCode: 403, ResponseCode: 404, ResponsePagePath: '/404.html', ErrorCachingMinTTL: 10 },
    ]);
  });

  it('checks the session of every admin route at API Gateway, briefly cached, and leaves public routes open', () => {
    // The authorizer refuses with 'Unauthorized' (401), never a 403 that CloudFront would turn
    // into the not-found page (lambdas/authorizers/admin-session.test.ts).
    // In the parent, beside the API, whatever area stack each admin route is in.
    const authorizers = site.ofType('AWS::ApiGatewayV2::Authorizer');
    expect(authorizers).toHaveLength(1);
    const [authorizerRef, authorizer] = authorizers[0];
    expect(authorizerRef.template).toBe(site.index.parent);
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.Authorization'],
      AuthorizerResultTtlInSeconds: 60,
    });
    for (const [routeRef, route] of site.ofType('AWS::ApiGatewayV2::Route')) {
      const row = ROUTES.find((r) => `${r.method} ${r.path}` === route.Properties.RouteKey)!;
      if (row.auth === 'admin') {
        expect([route.Properties.RouteKey, route.Properties.AuthorizationType]).toEqual([route.Properties.RouteKey, 'CUSTOM']);
        expect(site.resolve(routeRef.template, route.Properties.AuthorizerId)).toEqual({ Ref: authorizerRef.id });
      } else {
        expect([route.Properties.RouteKey, route.Properties.AuthorizationType ?? 'NONE']).toEqual([route.Properties.RouteKey, 'NONE']);
      }
    }
    countIs('AWS::WAFv2::WebACL', 0);
  });

  it('runs the page function only on the static-site behaviour, never on /api/*', () => {
    const fnArn = distribution().DefaultCacheBehavior.FunctionAssociations;
    expect(fnArn).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() }]);
    for (const b of distribution().CacheBehaviors) expect(b.FunctionAssociations).toBeUndefined();
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: { Runtime: 'cloudfront-js-2.0', Comment: Match.anyValue() },
      // Derived from the page table, not from the build.
      FunctionCode: Match.stringLikeRegexp('"admin-login.html"'),
    });
  });

  it('sends the security headers on every behaviour', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: false, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
        CustomHeadersConfig: { Items: [{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }] },
      }),
    });
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    const policyRef = distribution().DefaultCacheBehavior.ResponseHeadersPolicyId;
    for (const b of distribution().CacheBehaviors) expect(b.ResponseHeadersPolicyId).toEqual(policyRef);
  });

  it('sends the ticket page to the API, never cached: its status depends on the token', () => {
    const tickets = behavior('/tickets/*');
    expect(tickets.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // Managed-CachingDisabled
    expect(tickets.TargetOriginId).toBe(behavior('/api/*').TargetOriginId);
  });

  it('never caches admin answers and forwards their Authorization header', () => {
    const admin = behavior('/api/admin/*');
    expect(distribution().CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern)).toEqual(['/api/admin/*', '/api/*', '/tickets/*', '/media/*']);
    expect(admin.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // Managed-CachingDisabled
    expect(admin.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // Managed-AllViewerExceptHostHeader
    expect(admin.AllowedMethods).toEqual(expect.arrayContaining(['POST', 'PUT', 'DELETE']));
  });

  it('caches public api GETs briefly and sends /api/* to the HTTP API', () => {
    const api = behavior('/api/*');
    const [, policy] = ofType('AWS::CloudFront::CachePolicy').find(([id]) => api.CachePolicyId.Ref === id)!;
    const config = policy.Properties.CachePolicyConfig;
    expect(config.MaxTTL).toBeLessThanOrEqual(300);
    expect(config.MinTTL).toBe(0);
    const origin = distribution().Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(JSON.stringify(origin.DomainName)).toContain('execute-api');
  });

  it('uploads the build with a year for hashed assets, revalidation for HTML, then invalidates', () => {
    const deployments = ofType('Custom::CDKBucketDeployment').map(([, d]) => d.Properties);
    const hashed = deployments.find((d) => JSON.stringify(d.Include ?? []).includes('assets/*'))!;
    expect(hashed.SystemMetadata['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.Prune).toBe(false);
    const html = deployments.find((d) => JSON.stringify(d.Include ?? []).includes('*.html'))!;
    expect(html.SystemMetadata['cache-control']).toBe('no-cache');
    expect(html.DistributionPaths).toEqual(['/*']);
  });

  it("revalidates the admin's service worker like HTML, the same files as the local server", () => {
    const deployments = ofType('Custom::CDKBucketDeployment').map(([, d]) => d.Properties);
    const html = deployments.find((d) => JSON.stringify(d.Include ?? []).includes('*.html'))!;
    const other = deployments.find((d) => !d.Include)!;
    expect(LOCAL_REVALIDATED).toEqual(['admin-sw.js']);
    for (const file of LOCAL_REVALIDATED) {
      expect(html.Include).toContain(file);
      expect(other.Exclude).toContain(file);
    }
    expect(other.SystemMetadata['cache-control']).toBe('public, max-age=3600');
  });
});

describe('media: uploaded photos and files', () => {
  const mediaBucketId = () => site.index.constructs.mediaBucket.id;
  const distribution = () => ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
  /** Every S3 statement in the inline policies attached to a function's role. */
  function s3StatementsOf(handler: string): Array<{ Action: string | string[]; Resource: unknown }> {
    return site.statementsOf(routeRefs(handler).role).filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
  }

  it('keeps the media bucket private, TLS-only and retained, and lets browsers upload to it with presigned requests', () => {
    const bucket = resources[mediaBucketId()];
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedMethods: ['POST', 'PUT'], ExposedHeaders: ['ETag'] }),
    ]);
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual([
      expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
    ]);
    const [, policy] = ofType('AWS::S3::BucketPolicy').find(([, p]) => p.Properties.Bucket.Ref === mediaBucketId())!;
    const statements = policy.Properties.PolicyDocument.Statement;
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    // The one reader is CloudFront, for this distribution, and it may not list.
    const allows = statements.filter((s: { Effect: string }) => s.Effect === 'Allow');
    expect(allows).toHaveLength(1);
    expect(allows[0].Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
    expect(allows[0].Action).toBe('s3:GetObject');
    expect(JSON.stringify(allows[0].Condition)).toContain('AWS:SourceArn');
  });

  it('serves /media/* from the media bucket through Origin Access Control, GET and HEAD only, cached a year, with the security headers', () => {
    const media = distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/media/*');
    expect(media).toBeDefined();
    const origin = distribution().Origins.find((o: { Id: string }) => o.Id === media.TargetOriginId);
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [mediaBucketId(), 'RegionalDomainName'] });
    expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Id'] });
    expect(media.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(media.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(media.FunctionAssociations).toBeUndefined();
    const cache = resources[media.CachePolicyId.Ref].Properties.CachePolicyConfig;
    const year = 365 * 24 * 60 * 60;
    expect([cache.MinTTL, cache.DefaultTTL, cache.MaxTTL]).toEqual([year, year, year]);
    expect(media.ResponseHeadersPolicyId).toEqual(behavior('/api/*').ResponseHeadersPolicyId);
  });
  const behavior = (pattern: string) => distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);

  it('lets the upload routes sign uploads into media/ and touch no table item but their session and the audit log', () => {
    for (const route of ROUTES.filter((r) => r.media === 'upload')) {
      const s3 = s3StatementsOf(route.handler);
      expect(actionsOf(s3)).toEqual(new Set(['s3:PutObject', 's3:GetObject']));
      expect(JSON.stringify(s3.map((s) => s.Resource))).toContain('/media/');
      const fnRef = routeRefs(route.handler).fn;
      const fn = site.resource(fnRef);
      expect(site.resolve(fnRef.template, fn.Properties.Environment.Variables.MEDIA_BUCKET)).toEqual({ Ref: mediaBucketId() });
      // The session and policy checks, and the audit entry the admin wrapper records for every admin write (lambdas/lib/audit.ts).
      const statements = dynamoStatementsOf(route.handler).map((s) => [[s.Action].flat().sort(), s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']]);
      expect(statements).toEqual([
        [['dynamodb:GetItem'], [keys.sessionsOf('*')]],
        [['dynamodb:GetItem'], [keys.settings('security').pk]],
        [['dynamodb:PutItem', 'dynamodb:UpdateItem'], [keys.audit('*').pk]],
      ]);
    }
  });

  it('lets only the routes that remove an item or its photo delete media, and no route list the bucket', () => {
    const deleters = ROUTES.filter((r) => s3StatementsOf(r.handler).some((s) => [s.Action].flat().includes('s3:DeleteObject'))).map((r) => r.handler);
    expect(deleters.sort()).toEqual(['admin-delete-events', 'admin-delete-gallery', 'admin-delete-testimonials', 'admin-update-events', 'admin-update-gallery', 'admin-update-testimonials']);
    for (const route of ROUTES) {
      const actions = actionsOf(s3StatementsOf(route.handler));
      expect(actions.has('s3:ListBucket')).toBe(false);
      if (!route.media) expect(actions.size).toBe(0);
    }
  });
});

describe('alarms and outputs', () => {
  it('alarms on Lambda errors for every route, mail function and the page publisher, API 5xx and DynamoDB throttles', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    const lambdaMetrics = alarms.flatMap((a) => (a.Metrics ?? []).filter((m: any) => m.MetricStat?.Metric.MetricName === 'Errors'));
    // + the page publisher, the admin authorizer and the signing-key rotator
    expect(lambdaMetrics).toHaveLength(ROUTES.length + MAIL_FUNCTIONS + PAYMENT_FUNCTIONS + RETENTION_FUNCTIONS + 1 + 1 + 1);
    expect(alarms.some((a) => a.MetricName === '5xx' && a.Namespace === 'AWS/ApiGateway')).toBe(true);
    const throttleNames = alarms.flatMap((a) => (a.Metrics ?? []).map((m: any) => m.MetricStat?.Metric.MetricName));
    expect(throttleNames).toEqual(expect.arrayContaining(['ReadThrottleEvents', 'WriteThrottleEvents']));
  });

  it('keeps the outputs and parameters of the one-stack days: SiteUrl, ApiUrl, TableName, the DKIM records, MailDomain, ProviderEmail', () => {
    const parent = site.template(site.index.parent);
    expect(Object.keys(parent.Outputs ?? {}).sort()).toEqual(
      ['ApiUrl', 'MailDkimRecord1523D1070', 'MailDkimRecord26232ECD4', 'MailDkimRecord31D29CABA', 'SiteUrl', 'TableName'].sort(),
    );
    expect(Object.keys(parent.Parameters ?? {})).toEqual(expect.arrayContaining(['MailDomain', 'ProviderEmail']));
    // A DKIM record is the mail identity's, in the mail stack.
    const dkim = JSON.stringify(parent.Outputs!.MailDkimRecord1523D1070.Value);
    expect(dkim).toContain(`"Fn::GetAtt":["${site.index.nested[site.index.areas.mail].id}"`);
    expect(site.index.constructs.mailIdentity.template).toBe(site.index.areas.mail);
  });

  it('outputs SiteUrl, ApiUrl and TableName', () => {
    template.hasOutput('SiteUrl', {});
    template.hasOutput('ApiUrl', {});
    template.hasOutput('TableName', { Value: { Ref: site.index.constructs.table.id } });
  });
});

describe('stacks: one parent, a nested stack per area', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))("%s lands in its area's stack, with its role", (_, route) => {
    const { fn, role } = routeRefs(route.handler);
    expect([route.area, AREA_STACKS[route.area].id, fn.template]).toEqual([route.area, AREA_STACKS[route.area].id, site.index.areas[route.area]]);
    expect(role.template).toBe(fn.template);
  });

  it('keeps the shared parts in the parent: table, secrets, media and site buckets, API and stage, distribution, alarms', () => {
    for (const type of ['AWS::DynamoDB::Table', 'AWS::SecretsManager::Secret', 'AWS::S3::Bucket', 'AWS::ApiGatewayV2::Api', 'AWS::ApiGatewayV2::Stage', 'AWS::CloudFront::Distribution', 'AWS::CloudWatch::Alarm']) {
      expect([type, site.ofType(type).every(([ref]) => ref.template === site.index.parent)]).toEqual([type, true]);
    }
    expect(site.ofType('AWS::CloudFormation::Stack')).toHaveLength(Object.keys(AREA_STACKS).length);
  });

  it('puts the jobs in their stacks: mail, payments worker, publisher, retention', () => {
    for (const job of ['mailer', 'reminders', 'digest', 'sesEvents'] as const) expect(site.index.jobs[job].fn.template).toBe(site.index.areas.mail);
    expect(site.index.jobs.paymentsWorker.fn.template).toBe(site.index.areas.payments);
    expect(site.index.jobs.publisher.fn.template).toBe(site.index.areas.publisher);
    expect(site.index.jobs.retention.fn.template).toBe(site.index.areas.privacy);
  });

  it('creates the stage after the stack whose route it throttles', () => {
    const [, stage] = ofType('AWS::ApiGatewayV2::Stage')[0];
    const throttled = ROUTES.filter((r) => r.throttle);
    expect(throttled.length).toBeGreaterThan(0);
    for (const route of throttled) expect(stage.DependsOn).toContain(site.index.nested[site.index.areas[route.area]].id);
  });
});
