// What the jobs (mail, payments, the page publisher) share in how AWS starts
// them: EventBridge Scheduler with a role that may invoke exactly one
// function, and a DynamoDB stream whose failures the job's own schedule makes
// good.
import { Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

/**
 * The schedule's role: lambda:InvokeFunction on the function's ARN only.
 * LambdaInvoke's own grant (grantInvoke) adds `<function>.Arn:*` (every
 * version and alias); the role is handed over immutable so that grant is
 * dropped. No versions or aliases are published, so nothing is lost.
 */
export function schedulerRoleFor(scope: Construct, id: string, fn: IFunction): IRole {
  const role = new Role(scope, id, { assumedBy: new ServicePrincipal('scheduler.amazonaws.com'), description: `Lets EventBridge Scheduler invoke ${fn.node.id}` });
  role.addToPolicy(new PolicyStatement({ sid: 'InvokeTheJob', actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }));
  return role.withoutPolicyUpdates();
}

/**
 * A job fed by the table's stream: what the packs find there, and why it stands.
 * `catchUp` says what makes good a batch the stream gave up on.
 */
export function acknowledgeStreamSource(fn: IFunction, catchUp: string): void {
  // The statement is in the role's policy, a sibling of the function (api-function.ts).
  Validations.of(fn.role ?? fn).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        "dynamodb:ListStreams, added by the stream event source (Table.grantStreamRead): the action has no resource-level permissions, so IAM only accepts Resource '*'; the stream reads themselves are on the table's stream ARN",
  });
  Validations.of(fn).acknowledge({
      id: 'Serverless-LambdaEventSourceMappingDestination',
      reason: `No on-failure destination: the stream only wakes the job early. ${catchUp} A destination would hold only stream pointers to items the table still has.`,
  });
}
