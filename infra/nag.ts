// AWS's own rule packs (cdk-nag 3) over the whole app: the AwsSolutions and
// Serverless packs, run by CDK's policy validation at synthesis, so
// `cdk synth` fails on an unacknowledged finding. Acknowledgements are made
// on the construct they concern (Validations.of(construct).acknowledge, with
// the reason) and written into each template's Metadata (cdk_nag), so anyone
// who checks cdk.out with their own tools sees the same ones.
import { Validations, type App, type PolicyViolation } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks, type NagPack } from 'cdk-nag';

/** The two packs, registered on the app; the first also writes the acknowledgements into the templates. */
export function addNagPacks(app: App): NagPack[] {
  const packs = [new AwsSolutionsChecks(app, { verbose: true, writeSuppressionsToCloudFormation: true }), new ServerlessChecks(app, { verbose: true })];
  Validations.of(app).addPlugins(...packs);
  return packs;
}

/** "AwsSolutions-IAM5[Action::s3:*] (error) at Site/…: description" for each resource a pack finds fault with. */
export function nagFindings(packs: readonly NagPack[], app: App): string[] {
  const lines = (violations: readonly PolicyViolation[]) =>
    violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} (${v.severity}) at ${r.constructPath}: ${v.description.slice(0, 160)}`));
  return packs.flatMap((pack) => lines(pack.validateScope(app).violations));
}
