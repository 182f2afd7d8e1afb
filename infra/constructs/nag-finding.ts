// cdk-nag 3 acknowledges a wildcard finding by its exact text, which names the
// resource by its logical id in the stack that owns it: `<LogicalId.Arn>/media/*`,
// also when the policy is in an area's nested stack and its template holds a
// parameter instead (cdk-nag follows the parameter back to the parent's
// resource). Built here from the construct, never typed by hand, so a renamed
// construct keeps its acknowledgement.
import { CfnElement, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** The IAM5 finding id for `<resource>.Arn` followed by `suffix`. */
export function wildcardArnFinding(resource: IConstruct, suffix: string): string {
  const element = resource.node.defaultChild;
  if (!CfnElement.isCfnElement(element)) throw new Error(`${resource.node.path} has no CloudFormation resource`);
  const stack = Stack.of(element);
  const name = `${stack.getLogicalId(element)}.Arn`;
  return `AwsSolutions-IAM5[Resource::<${name}>${suffix}]`;
}
