// The admin routes' Lambda authorizer (lambdas/authorizers/admin-session.ts):
// a token without a live session is refused by API Gateway before any admin
// handler runs. Identity source: the Authorization header (a request without
// one is refused by API Gateway without invoking anything). An answer is
// cached per token for a minute: a session ended elsewhere may pass the
// authorizer for up to that long, and is then refused by the handler's own
// check (lambdas/lib/http.ts), which stays.
//
// The API Gateway authorizer and the permission to invoke its function are
// made here, beside the API, rather than by CDK's HttpLambdaAuthorizer, which
// makes both in the scope of the first route bound to it: that would put them
// in whichever area's nested stack (infra/area-stacks.ts) holds that route,
// and make every other area's stack depend on it.
import * as path from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import {
  AuthorizerPayloadVersion,
  HttpAuthorizer,
  HttpAuthorizerType,
  type IHttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ApiFunction } from './api-function';
import { KIND_KEYS } from './route-permissions';

/** How long API Gateway keeps the authorizer's answer for one Authorization header. */
export const ADMIN_AUTHORIZER_CACHE = Duration.seconds(60);

export type AdminAuthorizerProps = { httpApi: IHttpApi; table: ITable; jwtSecret: ISecret; authorizersDir?: string };

export class AdminAuthorizer extends Construct {
  readonly function: ApiFunction;
  /** What an admin route is given as its `authorizer`. */
  readonly authorizer: IHttpRouteAuthorizer;

  constructor(scope: Construct, id: string, props: AdminAuthorizerProps) {
    super(scope, id);
    const dir = props.authorizersDir ?? path.join(__dirname, '..', '..', 'lambdas', 'authorizers');
    this.function = new ApiFunction(this, 'Function', {
      entry: path.join(dir, 'admin-session.ts'),
      description: 'Admin routes: refuses a token without a live session before the handler runs',
      environment: { TABLE_NAME: props.table.tableName, JWT_SECRET_ARN: props.jwtSecret.secretArn },
    });
    // Exactly what requireAdmin reads: the signing key, and the token's session item.
    props.jwtSecret.grantRead(this.function);
    this.function.addToRolePolicy(
      new PolicyStatement({
        sid: 'CheckSession',
        effect: Effect.ALLOW,
        actions: ['dynamodb:GetItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...KIND_KEYS.sessions.table] } },
      }),
    );
    const stack = Stack.of(this);
    const httpAuthorizer = new HttpAuthorizer(this, 'AdminSession', {
      httpApi: props.httpApi,
      authorizerName: 'AdminSession',
      type: HttpAuthorizerType.LAMBDA,
      identitySource: ['$request.header.Authorization'],
      enableSimpleResponses: true,
      payloadFormatVersion: AuthorizerPayloadVersion.VERSION_2_0,
      authorizerUri: `arn:${stack.partition}:apigateway:${stack.region}:lambda:path/2015-03-31/functions/${this.function.functionArn}/invocations`,
      resultsCacheTtl: ADMIN_AUTHORIZER_CACHE,
    });
    this.function.addPermission('InvokedByAdminSession', {
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: stack.formatArn({ service: 'execute-api', resource: props.httpApi.apiId, resourceName: `authorizers/${httpAuthorizer.authorizerId}` }),
    });
    this.authorizer = { bind: () => ({ authorizerId: httpAuthorizer.authorizerId, authorizationType: 'CUSTOM' }) };
  }
}
