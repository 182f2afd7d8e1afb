// cdk-nag 3 acknowledges a wildcard finding by its exact text, which names the
// resource the way the template does: `<LogicalId.Arn>/media/*`. Built here
// from the construct, never typed by hand, so a renamed or moved construct
// keeps its acknowledgement.
import { CfnElement, Names, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * The IAM5 finding ids for `<resource>.Arn` followed by `suffix`, as seen from
 * `from` (the policy's construct). In the resource's own stack the template
 * names it by its logical id. From another stack (nested stacks: one per
 * area) it is that too until references are resolved (cdk-nag run on the
 * construct tree, infra/nag.test.ts), and after (at `cdk synth`) the nested
 * stack's parameter CDK makes for the reference: `referenceto<uniqueId>Arn`.
 */
export function wildcardArnFindings(from: IConstruct, resource: IConstruct, suffix: string): string[] {
  const element = resource.node.defaultChild;
  if (!CfnElement.isCfnElement(element)) throw new Error(`${resource.node.path} has no CloudFormation resource`);
  const stack = Stack.of(element);
  const names = [`${stack.getLogicalId(element)}.Arn`];
  if (Stack.of(from) !== stack) names.push(`referenceto${Names.nodeUniqueId(element.node)}Arn`);
  return names.map((name) => `AwsSolutions-IAM5[Resource::<${name}>${suffix}]`);
}
