// The HTTP API: one Lambda and one route per row of contract/routes.ts, each
// Lambda with only the table and secret permissions its row calls for. The
// API and its stage live where this construct is; each route's Lambda, log
// group, role, integration, invoke permission and route live in the scope
// `scopeFor` gives it (the site puts them in its area's nested stack,
// infra/area-stacks.ts), so the API can grow past one template's 500 resources.
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { CfnStage, HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { needsSecret, readsPaystackKey, ROUTES, type Route } from '../../contract/routes';
import { ApiFunction, API_LOG_RETENTION } from './api-function';
import { API_ACCESS_LOG_FORMAT } from './api-access-log';
import { AdminAuthorizer } from './admin-authorizer';
import { acknowledgeMediaPrefixes } from './media-bucket';
import { dynamoGrants, mediaGrants, type DynamoGrant } from './route-permissions';

/** The sign-in and factor routes: they read admins' second factors, passkeys among them. */
const usesFactors = (route: Route): boolean => Object.values(route.data ?? {}).some((kinds) => (kinds as readonly string[]).includes('factors'));

export type HttpApiProps = {
  table: ITable;
  gsi1Name: string;
  jwtSecret: ISecret;
  /** The media bucket: routes with a `media` column get its name and only the S3 actions it calls for. */
  mediaBucket?: IBucket;
  /** The Paystack key (payments.ts): read by the payment routes only; none, none read it. */
  paystackSecret?: ISecret;
  /** Folder of the handler files; lambdas/handlers by default. */
  handlersDir?: string;
  routes?: readonly Route[];
  /** Stage-wide limits: a small site should never pay for a flood. */
  throttle?: { rateLimit: number; burstLimit: number };
  /** 'https://example.org' when the site has its own domain: the ticket routes put it in the QR code. */
  siteOrigin?: string;
  /** Where a route's resources go (its area's nested stack); this construct by default. */
  scopeFor?: (route: Route) => Construct;
};

/** 'admin-list-events' -> 'AdminListEvents' (construct ids). */
export const constructIdFor = (route: Route) =>
  route.handler.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** Why a public route has no authorizer (contract/routes.ts, auth: 'public'). */
const PUBLIC_ROUTE = {
  id: 'AwsSolutions-APIG4',
  reason:
    "Public by design (contract/routes.ts auth 'public'): the site's visitors, sign-in, sign-out, Paystack's signed webhook; limited by the stage and route throttles and the form guard, and read routes are cached by CloudFront",
};

/** bcrypt at cost 12 is CPU-bound; Lambda CPU grows with memory. */
const memoryFor = (route: Route) => (route.handler === 'admin-login' ? 1024 : 512);

export class SiteHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** Route handler name -> its function. */
  readonly functions = new Map<string, ApiFunction>();
  /** Route handler name -> the handler file it bundles. */
  readonly entries = new Map<string, string>();
  /** Checks the session of every admin route's token before its handler runs. */
  readonly adminAuthorizer: AdminAuthorizer;

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    const handlersDir = props.handlersDir ?? path.join(__dirname, '..', '..', 'lambdas', 'handlers');
    const routes = props.routes ?? ROUTES;

    // No CORS: the SPA calls the api through the same CloudFront origin.
    // Id 'HttpApi', not the former 'Api': the deploy that moved the routes into the area stacks
    // creates them before it deletes the old ones, and API Gateway refuses two routes with one key
    // on one API. A new API takes the moved routes; CloudFront's /api/* origin follows it.
    this.api = new HttpApi(this, 'HttpApi', { createDefaultStage: false, description: 'Site api (contract/routes.ts)' });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: API_LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: API_ACCESS_LOG_FORMAT },
    });

    this.adminAuthorizer = new AdminAuthorizer(this, 'AdminAuthorizer', { httpApi: this.api, table: props.table, jwtSecret: props.jwtSecret });
    for (const route of routes) {
      const scope = props.scopeFor?.(route) ?? this;
      const fnId = constructIdFor(route);
      const entry = path.join(handlersDir, `${route.handler}.ts`);
      // Checked here too: a test synth skips bundling and would not notice.
      if (!existsSync(entry)) throw new Error(`Route ${route.method} ${route.path}: handler file ${entry} not found`);
      const fn = new ApiFunction(scope, fnId, {
        entry,
        description: `${route.method} ${route.path}`,
        memorySize: memoryFor(route),
        environment: {
          TABLE_NAME: props.table.tableName,
          ...(needsSecret(route) ? { JWT_SECRET_ARN: props.jwtSecret.secretArn } : {}),
          // The ticket's QR code holds the site's address (lambdas/lib/site-origin.ts).
          ...(route.reads === 'items' && props.siteOrigin ? { SITE_ORIGIN: props.siteOrigin } : {}),
          // Passkeys belong to the site's address (WebAuthn's relying party: lambdas/lib/mfa/relying-party.ts).
          ...(usesFactors(route) && props.siteOrigin ? { SITE_ORIGIN: props.siteOrigin } : {}),
          ...(route.media && props.mediaBucket ? { MEDIA_BUCKET: props.mediaBucket.bucketName } : {}),
          // Payments: the key's ARN (never the key), and the site's address for Paystack's callback_url.
          ...(readsPaystackKey(route) && props.paystackSecret ? { PAYSTACK_SECRET_ARN: props.paystackSecret.secretArn } : {}),
          ...(readsPaystackKey(route) && props.siteOrigin ? { SITE_ORIGIN: props.siteOrigin } : {}),
        },
      });
      for (const grant of props.mediaBucket ? mediaGrants(route) : []) {
        fn.addToRolePolicy(
          new PolicyStatement({
            sid: grant.sid,
            effect: Effect.ALLOW,
            actions: grant.actions,
            resources: grant.keys.map((key) => props.mediaBucket!.arnForObjects(key)),
          }),
        );
      }
      if (props.mediaBucket) acknowledgeMediaPrefixes(fn, props.mediaBucket, mediaGrants(route));
      for (const grant of dynamoGrants(route)) fn.addToRolePolicy(this.statementFor(grant, props));
      if (needsSecret(route)) props.jwtSecret.grantRead(fn);
      if (readsPaystackKey(route)) props.paystackSecret?.grantRead(fn);

      // The route, its integration and the permission to invoke the function, beside the function.
      const httpRoute = new HttpRoute(scope, `${fnId}Route`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${fnId}Integration`, fn),
        authorizer: route.auth === 'admin' ? this.adminAuthorizer.authorizer : undefined,
      });
      if (route.auth === 'public') Validations.of(httpRoute).acknowledge(PUBLIC_ROUTE);
      this.functions.set(route.handler, fn);
      this.entries.set(route.handler, entry);
    }

    // Routes with their own limit (the public Paystack webhook): API Gateway route throttling.
    // routeSettings is raw CloudFormation JSON, hence the capitalised keys.
    const limited = routes.filter((route) => route.throttle);
    if (limited.length) {
      (this.stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
        limited.map((route) => [
          `${route.method} ${route.path}`,
          { ThrottlingRateLimit: route.throttle!.rateLimit, ThrottlingBurstLimit: route.throttle!.burstLimit },
        ]),
      );
      // A route setting names a route that must exist first: in another stack, the stage waits for that stack.
      for (const route of limited) {
        const scope = props.scopeFor?.(route);
        if (scope && Stack.of(scope) !== Stack.of(this)) this.stage.node.addDependency(Stack.of(scope));
      }
    }
  }

  /** https://{apiId}.execute-api.{region}.amazonaws.com */
  get url(): string {
    return this.api.apiEndpoint;
  }

  /** {apiId}.execute-api.{region}.amazonaws.com, for CloudFront's origin. */
  get domainName(): string {
    return `${this.api.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  private statementFor(grant: DynamoGrant, props: HttpApiProps): PolicyStatement {
    return new PolicyStatement({
      sid: grant.sid,
      effect: Effect.ALLOW,
      actions: grant.actions.map((a) => `dynamodb:${a}`),
      resources: [grant.on === 'gsi1' ? `${props.table.tableArn}/index/${props.gsi1Name}` : props.table.tableArn],
      // ForAllValues: every key the request touches (a transaction touches several) must match.
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...grant.leadingKeysLike] } },
    });
  }
}
