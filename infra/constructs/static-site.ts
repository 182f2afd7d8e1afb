// The site: a private bucket behind CloudFront (Origin Access Control), the
// page function and the not-found page, the shared security headers, /api/*
// routed to the HTTP API, and the built SPA uploaded with cache headers per
// kind of file.
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  SecurityPolicyProtocol,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { ARecord, AaaaRecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { PolicyStatement, Role, ServicePrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { customHeadersBehavior, securityHeadersBehavior } from './cloudfront-security-headers';
import { LOG_PREFIXES } from './log-bucket';
import { wildcardArnFindings } from './nag-finding';
import { API_LOG_RETENTION } from './api-function';
import { ADMIN_SW_FILE } from '../../frontend/src/admin-offline/files';
import { NOT_FOUND_FILE } from '../../frontend/src/pages/page-files';
import { PAGE_TABLE } from '../../frontend/src/pages/page-table';
import { spaFallbackCode } from './spa-fallback';

export type CustomDomain = {
  domainName: string;
  /** ACM certificate for domainName; CloudFront only takes certificates from us-east-1. */
  certificateArn: string;
  hostedZoneId: string;
  /** The zone's name, e.g. example.com (for domainName www.example.com). */
  zoneName: string;
};

export type StaticSiteProps = {
  /** The built SPA (frontend/dist): must hold index.html. */
  siteDir: string;
  /** {apiId}.execute-api.{region}.amazonaws.com */
  apiDomainName: string;
  domain?: CustomDomain;
  /** Uploaded photos and files, served under /media/* (infra/constructs/media-bucket.ts). */
  mediaBucket?: IBucket;
  /** Where the bucket's S3 access logs and the distribution's standard logs go (log-bucket.ts). */
  logBucket?: IBucket;
};

/** Every media key is random and never rewritten: the edge and browsers keep a file a year. */
export const MEDIA_TTL = Duration.days(365);

/** Same three classes as infra/local/static-server.ts. */
export const CACHE_CONTROL = {
  hashedAssets: 'public, max-age=31536000, immutable',
  html: 'no-cache',
  other: 'public, max-age=3600',
} as const;
/** How long the edge keeps a 404: short, so a page deployed later shows at once. */
export const NOT_FOUND_TTL = Duration.seconds(10);
/** esbuild writes content-hashed bundles and chunks here. */
export const HASHED_ASSETS_GLOB = 'assets/*';
/**
 * Unhashed files uploaded with the HTML (no-cache): the admin's service worker,
 * so a new build's worker is found on the next check. The local server's
 * REVALIDATED_FILES (infra/local/static-server.ts) is the same list (site-stack.test.ts).
 */
export const REVALIDATED_FILES: readonly string[] = [ADMIN_SW_FILE];

export class StaticSite extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly url: string;
  /** The upload of the HTML pages, the last of the deployment: the publisher runs after it. */
  readonly htmlDeployment: BucketDeployment;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);
    if (!existsSync(path.join(props.siteDir, 'index.html'))) {
      throw new Error(`${props.siteDir}/index.html not found: build the site first (npm run build)`);
    }

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Only build output lives here; `cdk destroy` may take it.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      ...(props.logBucket ? { serverAccessLogsBucket: props.logBucket, serverAccessLogsPrefix: LOG_PREFIXES.site } : {}),
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP, HSTS, nosniff, frame-ancestors, referrer policy (infra/security-headers.ts)',
      securityHeadersBehavior,
      customHeadersBehavior,
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Page paths -> their HTML file; other paths untouched',
      code: FunctionCode.fromInline(spaFallbackCode(PAGE_TABLE)),
    });

    // The origin's Cache-Control decides (hashed assets a year, HTML revalidated);
    // minTtl 0 so "no-cache" really means revalidate at the edge too.
    const siteCache = new CachePolicy(this, 'SiteCache', {
      comment: 'Static site: honour the object Cache-Control',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Public lists: briefly, so a burst of visitors is one Lambda call; the
    // handlers' own Cache-Control may ask for less.
    const publicApiCache = new CachePolicy(this, 'PublicApiCache', {
      comment: 'Public api GETs: cached briefly',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(60),
      maxTtl: Duration.minutes(5),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const apiOrigin = new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY });
    const apiBehavior = (cachePolicy: CachePolicy | typeof CachePolicy.CACHING_DISABLED): BehaviorOptions => ({
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy,
      // Everything but Host (API Gateway needs its own). With caching disabled
      // this includes Authorization, which the admin routes need.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
    });

    const domain = props.domain;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Site and /api',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Visitors are in Lagos: keep every edge (price class All includes Africa).
      defaultBehavior: {
        // Read only (s3:GetObject, no s3:ListBucket): a missing key is a 403, see errorResponses.
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, { originAccessLevels: [AccessLevel.READ] }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: siteCache,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      // More specific first: CloudFront takes the first matching pattern.
      additionalBehaviors: {
        '/api/admin/*': apiBehavior(CachePolicy.CACHING_DISABLED),
        '/api/*': apiBehavior(publicApiCache),
        // The ticket page's HTML, 200 or 404 by whether its token exists: a
        // handler answers it (lambdas/handlers/ticket-page.ts), never cached.
        '/tickets/*': apiBehavior(CachePolicy.CACHING_DISABLED),
        ...(props.mediaBucket ? { '/media/*': this.mediaBehavior(props.mediaBucket, headers) } : {}),
      },
      // A path no page or file has: S3 answers 403 (CloudFront may read
      // objects, not list the bucket), shown as the not-found page with a real
      // 404. Only 403: error responses cover the api too, whose JSON 404s the
      // SPA shows, and which never answers 403 (lambdas/lib/errors.test.ts).
      errorResponses: [{ httpStatus: 403, responseHttpStatus: 404, responsePagePath: `/${NOT_FOUND_FILE}`, ttl: NOT_FOUND_TTL }],
      ...(props.logBucket ? { enableLogging: true, logBucket: props.logBucket, logFilePrefix: LOG_PREFIXES.cloudfront } : {}),
      ...(domain
        ? {
            domainNames: [domain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
            // Viewers on TLS 1.2 or 1.3 only, with the 2021 cipher list.
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });

    if (domain) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: domain.hostedZoneId, zoneName: domain.zoneName });
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
      new ARecord(this, 'AliasA', { zone, recordName: domain.domainName, target });
      new AaaaRecord(this, 'AliasAaaa', { zone, recordName: domain.domainName, target });
      this.url = `https://${domain.domainName}`;
    } else {
      this.url = `https://${this.distribution.distributionDomainName}`;
    }

    this.htmlDeployment = this.deploy(props.siteDir);
    this.acknowledgeByDesign(!domain);
  }

  /** What the distribution deliberately does not do, with why (docs/ARCHITECTURE.md, cdk-nag). */
  private acknowledgeByDesign(defaultCertificate: boolean) {
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'No geo restriction by design: the provider is in Lagos, but the site is public and its visitors (diaspora, travelling musicians) may be anywhere',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF web ACL: its fixed monthly cost is out of scale for this site; the API has stage and route throttles, login has its own throttle, and public forms a form guard (lambdas/lib/form-guard.ts)',
      },
    );
    if (defaultCertificate) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution serves *.cloudfront.net with CloudFront\'s default certificate, whose security policy AWS fixes (TLSv1); with a domain (context domainName) it is TLSv1.2_2021',
      });
    }
    // aws-cdk-lib's own handlers for the uploads and the bucket emptying on destroy (stack-level singletons).
    for (const handler of Stack.of(this).node.children.filter((c) => /^Custom::(CDKBucketDeployment|S3AutoDeleteObjects)/.test(c.node.id))) {
      Validations.of(handler).acknowledge(
        {
          id: 'AwsSolutions-L1',
          reason: "aws-cdk-lib's own deployment handler: the library pins its runtime (Python 3.13 for the uploads) and moves it with each release; we do not fork it",
        },
        {
          id: 'Serverless-LambdaLatestVersion',
          reason: "aws-cdk-lib's own deployment handler: the library pins its runtime and moves it with each release; we do not fork it",
        },
        { id: 'Serverless-LambdaDLQ', reason: 'Runs only inside a deployment, invoked by CloudFormation, which reports a failure and rolls back: there is no asynchronous event to keep' },
        { id: 'Serverless-LambdaTracing', reason: 'Runs only inside a deployment; its outcome is the CloudFormation event, X-Ray would add nothing' },
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: "aws-cdk-lib's custom resource provider (emptying the site bucket on destroy) makes its own role with the managed logging policy; it runs only during deployment",
        },
      );
    }
  }

  /**
   * Uploaded photos and files: read through Origin Access Control (the bucket
   * stays private), cached at the edge for a year whatever the object says,
   * and sent to browsers with the immutable Cache-Control each upload carries
   * (lambdas/lib/media/storage.ts). No page function: keys map 1:1.
   */
  private mediaBehavior(bucket: IBucket, headers: ResponseHeadersPolicy): BehaviorOptions {
    const mediaCache = new CachePolicy(this, 'MediaCache', {
      comment: 'Uploaded media: immutable keys, a year at the edge',
      minTtl: MEDIA_TTL,
      defaultTtl: MEDIA_TTL,
      maxTtl: MEDIA_TTL,
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    return {
      origin: S3BucketOrigin.withOriginAccessControl(bucket, { originAccessLevels: [AccessLevel.READ] }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: mediaCache,
      responseHeadersPolicy: headers,
    };
  }

  /**
   * Three uploads of the same build, one per cache class. Hashed assets first
   * and never pruned (a visitor holding the previous index.html can still load
   * its chunks), HTML (and the admin's service worker) last, then one invalidation.
   */
  private deploy(siteDir: string): BucketDeployment {
    const source = [Source.asset(siteDir)];
    const { role, logGroup } = this.deploymentRole(source[0]);
    const assets = new BucketDeployment(this, 'DeployHashedAssets', {
      sources: source,
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: [HASHED_ASSETS_GLOB],
      prune: false,
      cacheControl: [CacheControl.fromString(CACHE_CONTROL.hashedAssets)],
      memoryLimit: 512,
      role,
      logGroup,
    });
    const other = new BucketDeployment(this, 'DeployOtherFiles', {
      sources: source,
      destinationBucket: this.bucket,
      exclude: [HASHED_ASSETS_GLOB, '*.html', ...REVALIDATED_FILES],
      cacheControl: [CacheControl.fromString(CACHE_CONTROL.other)],
      memoryLimit: 512,
      role,
      logGroup,
    });
    const html = new BucketDeployment(this, 'DeployHtml', {
      sources: source,
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['*.html', ...REVALIDATED_FILES],
      cacheControl: [CacheControl.fromString(CACHE_CONTROL.html)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      role,
      logGroup,
    });
    other.node.addDependency(assets);
    html.node.addDependency(other);
    return html;
  }

  /**
   * The uploads' role, with the actions named: BucketDeployment's own grants
   * (grantReadWrite: s3:GetObject*, s3:List*, s3:DeleteObject*, s3:Abort*;
   * CloudFront invalidations on Resource::*) are dropped (the role is passed
   * immutable) and replaced by what `aws s3 sync` and the invalidation do.
   */
  private deploymentRole(source: ISource): { role: IRole; logGroup: LogGroup } {
    const role = new Role(this, 'DeployRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Uploads the build to the site bucket and invalidates the distribution',
    });
    const logs = new LogGroup(this, 'DeployLogs', { retention: API_LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
    // The build's zip in the CDK assets bucket: its one key.
    const immutable = role.withoutPolicyUpdates();
    const asset = source.bind(this, { handlerRole: immutable });
    const statements = [
      new PolicyStatement({ sid: 'WriteOwnLogs', actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logs.logGroupArn] }),
      new PolicyStatement({ sid: 'ReadBuildZip', actions: ['s3:GetObject'], resources: [asset.bucket.arnForObjects(asset.zipObjectKey)] }),
      new PolicyStatement({ sid: 'ListSite', actions: ['s3:ListBucket'], resources: [this.bucket.bucketArn] }),
      new PolicyStatement({
        sid: 'SyncSiteFiles',
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'],
        resources: [this.bucket.arnForObjects('*')],
      }),
      new PolicyStatement({
        sid: 'InvalidateSite',
        actions: ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation'],
        resources: [Stack.of(this).formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: this.distribution.distributionId })],
      }),
    ];
    for (const statement of statements) role.addToPolicy(statement);
    const reason = 'The deployment writes the whole build, whatever its file names: every key of the site bucket, which holds nothing else';
    Validations.of(role).acknowledge(...wildcardArnFindings(role, this.bucket, '/*').map((id) => ({ id, reason })));
    return { role: immutable, logGroup: logs };
  }
}
