// The admin routes' Lambda authorizer (lambdas/authorizers/admin-session.ts):
// a token without a live session is refused by API Gateway before any admin
// handler runs. Identity source: the Authorization header (a request without
// one is refused by API Gateway without invoking anything). An answer is
// cached per token for a minute: a session ended elsewhere may pass the
// authorizer for up to that long, and is then refused by the handler's own
// check (lambdas/lib/http.ts), which stays.
import * as path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ApiFunction } from './api-function';
import { KIND_KEYS } from './route-permissions';

/** How long API Gateway keeps the authorizer's answer for one Authorization header. */
export const ADMIN_AUTHORIZER_CACHE = Duration.seconds(60);

export type AdminAuthorizerProps = { table: ITable; jwtSecret: ISecret; authorizersDir?: string };

export class AdminAuthorizer extends Construct {
  readonly function: ApiFunction;
  readonly authorizer: HttpLambdaAuthorizer;

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
    this.authorizer = new HttpLambdaAuthorizer('AdminSession', this.function, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: ['$request.header.Authorization'],
      resultsCacheTtl: ADMIN_AUTHORIZER_CACHE,
    });
  }
}
