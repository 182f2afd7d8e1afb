// cdk-nag's AwsSolutions and Serverless packs over every stack of the app
// (nested stacks included: the packs walk the construct tree from the App),
// once without and once with a custom domain. Any finding not acknowledged on
// its construct fails the test and is listed with its rule and path.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App, type PolicyViolation } from 'aws-cdk-lib';
import type { NagPack } from 'cdk-nag';
import { addNagPacks } from './nag';
import { SiteStack } from './site-stack';

const env = { account: '111111111111', region: 'eu-west-1' };
let work: string;
let app: App;
let packs: NagPack[];

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'nag-'));
  const siteDir = path.join(work, 'dist');
  mkdirSync(path.join(siteDir, 'assets'), { recursive: true });
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Site</title>');
  writeFileSync(path.join(siteDir, 'assets', 'app-ABCDEFGH.js'), '');
  app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, outdir: path.join(work, 'cdk.out') });
  packs = addNagPacks(app);
  new SiteStack(app, 'NagSite', { siteDir, env, alarmEmail: 'alarms@example.org' });
  new SiteStack(app, 'NagSiteWithDomain', {
    siteDir,
    env,
    alarmEmail: 'alarms@example.org',
    domain: {
      domainName: 'www.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/11111111-2222-3333-4444-555555555555',
      hostedZoneId: 'Z0000000000000000000',
      zoneName: 'example.org',
    },
  });
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** "AwsSolutions-IAM5[Action::s3:*] (error) at NagSite/…" per violating resource. */
function findings(violations: readonly PolicyViolation[]): string[] {
  return violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} (${v.severity}) at ${r.constructPath}: ${v.description.slice(0, 160)}`));
}

it('has no unacknowledged AwsSolutions or Serverless finding, error or warning, in any stack', () => {
  const all = packs.flatMap((pack) => findings(pack.validateScope(app).violations));
  const perRule = new Map<string, number>();
  for (const f of all) {
    const rule = f.slice(0, f.indexOf(' ('));
    perRule.set(rule, (perRule.get(rule) ?? 0) + 1);
  }
  if (all.length) console.log(`${all.length} findings\n${[...perRule].sort().map(([rule, n]) => `${n}\t${rule}`).join('\n')}\n\n${all.join('\n')}`);
  expect(all).toEqual([]);
});

it('writes the acknowledgements into the synthesized templates, nested ones included', () => {
  const assembly = app.synth();
  const templates = readdirSync(assembly.directory).filter((f) => f.endsWith('.template.json'));
  expect(templates.length).toBeGreaterThanOrEqual(2);
  const acknowledged = templates.flatMap((file) =>
    Object.values<{ Metadata?: { cdk_nag?: { rules_to_suppress: Array<{ id: string; reason: string }> } } }>(
      JSON.parse(readFileSync(path.join(assembly.directory, file), 'utf8')).Resources ?? {},
    ).flatMap((r) => r.Metadata?.cdk_nag?.rules_to_suppress ?? []),
  );
  expect(acknowledged.length).toBeGreaterThan(0);
  for (const rule of acknowledged) expect(rule.reason.length).toBeGreaterThan(20);
});
