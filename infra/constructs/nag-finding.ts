// cdk-nag 3 acknowledges a wildcard finding by its exact text, which names the
// resource the way the template does: `<LogicalId.Arn>/media/*` for a resource
// of the same stack. A policy in an area's nested stack (infra/area-stacks.ts)
// refers to the parent's resource through a parameter CDK makes for it, and
// the finding names it twice over: by the parent's logical id when the packs
// walk the construct tree, by the parameter (`<referenceto…Arn>`) when they
// check the synthesized template. Both are built here from the constructs,
// never typed by hand, so a renamed construct keeps its acknowledgement.
import { CfnElement, Names, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** The IAM5 finding ids for `<resource>.Arn` followed by `suffix`, seen from `from` (the policy's construct). */
export function wildcardArnFindings(from: IConstruct, resource: IConstruct, suffix: string): string[] {
  const element = resource.node.defaultChild;
  if (!CfnElement.isCfnElement(element)) throw new Error(`${resource.node.path} has no CloudFormation resource`);
  const stack = Stack.of(element);
  const names = [`${stack.getLogicalId(element)}.Arn`];
  // CDK's name for the nested stack's parameter: 'reference-to-' + the resource's unique id + 'Arn', letters and digits only.
  if (Stack.of(from) !== stack) names.push(`referenceto${Names.nodeUniqueId(element.node)}Arn`.replace(/[^A-Za-z0-9]/g, ''));
  return names.map((name) => `AwsSolutions-IAM5[Resource::<${name}>${suffix}]`);
}
