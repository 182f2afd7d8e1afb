// cdk-nag 3 acknowledges a wildcard finding by its exact text, which names the
// resource the way the template does: `<LogicalId.Arn>/media/*` for a bucket
// of the same stack. Built here from the construct, never typed by hand, so a
// renamed construct keeps its acknowledgement.
import { CfnElement, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * The IAM5 finding id for `<resource>.Arn` followed by `suffix`, as seen from
 * `from` (the policy's construct). Same stack only: from another stack the
 * template holds a parameter, not the resource's Arn, and the test lists the
 * finding under its new name.
 */
export function wildcardArnFinding(from: IConstruct, resource: IConstruct, suffix: string): string {
  const element = resource.node.defaultChild;
  if (!CfnElement.isCfnElement(element)) throw new Error(`${resource.node.path} has no CloudFormation resource`);
  const stack = Stack.of(element);
  const name = Stack.of(from) === stack ? `${stack.getLogicalId(element)}.Arn` : `${resource.node.path}.Arn`;
  return `AwsSolutions-IAM5[Resource::<${name}>${suffix}]`;
}
