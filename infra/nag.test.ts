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
