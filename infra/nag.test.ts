// cdk-nag's AwsSolutions and Serverless packs over every stack of the app
// (nested stacks included: the packs walk the construct tree from the App),
// in the shared test synthesis (infra/test/synth-site.ts registers them as
// infra/app.ts does), once without and once with a custom domain and the
// alarms' e-mail. Any finding not acknowledged on its construct fails the
// test and is listed with its rule and path.
import { siteAssembly } from './test/site-assembly';
import type { SiteVariant } from './test/site-assembly-index';

const VARIANTS: SiteVariant[] = ['default', 'custom-domain'];

it.each(VARIANTS)('has no unacknowledged AwsSolutions or Serverless finding, error or warning, in any stack (%s)', (variant) => {
  const all = siteAssembly(variant).index.nagFindings;
  const perRule = new Map<string, number>();
  for (const f of all) {
    const rule = f.slice(0, f.indexOf(' ('));
    perRule.set(rule, (perRule.get(rule) ?? 0) + 1);
  }
  if (all.length) console.log(`${all.length} findings\n${[...perRule].sort().map(([rule, n]) => `${n}\t${rule}`).join('\n')}\n\n${all.join('\n')}`);
  expect(all).toEqual([]);
});

it('writes the acknowledgements into the synthesized templates, nested ones included', () => {
  const site = siteAssembly();
  expect(site.templateFiles.length).toBeGreaterThanOrEqual(2);
  const acknowledged = site.templateFiles.flatMap((file) =>
    Object.values(site.template(file).Resources).flatMap(
      (r) => (r as { Metadata?: { cdk_nag?: { rules_to_suppress: Array<{ id: string; reason: string }> } } }).Metadata?.cdk_nag?.rules_to_suppress ?? [],
    ),
  );
  expect(acknowledged.length).toBeGreaterThan(0);
  for (const rule of acknowledged) expect(rule.reason.length).toBeGreaterThan(20);
});

it("writes the acknowledgements of CDK's trigger provider into the publisher's template", () => {
  // The provider's role and handler are plain CfnResources in the app; read back from the
  // template (as an audit does) the packs see its managed policy and its invoke grant.
  const site = siteAssembly();
  const template = site.template(site.index.areas.publisher);
  const [role] = Object.entries(template.Resources).filter(([id, r]) => r.Type === 'AWS::IAM::Role' && id.startsWith('AWSCDKTriggerCustomResourceProvider'));
  expect(role).toBeDefined();
  const ids = ((role[1] as { Metadata?: { cdk_nag?: { rules_to_suppress: Array<{ id: string; reason: string }> } } }).Metadata?.cdk_nag?.rules_to_suppress ?? []).map((rule) => rule.id);
  expect(ids).toEqual(
    expect.arrayContaining([
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      expect.stringMatching(/^AwsSolutions-IAM5\[Resource::<PublisherFunction[0-9A-F]{8}\.Arn>:\*\]$/),
    ]),
  );
});
