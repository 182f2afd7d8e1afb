// Synthesizes the site once for the CDK test suites (infra/test/site-assembly.ts
// runs it in a child Node process): the stack of infra/site-stack.ts over a
// fixed fixture build, with cdk-nag's packs registered as infra/app.ts
// registers them (their findings go into the index for infra/nag.test.ts),
// Lambda bundling skipped (bundling is proved by
// infra/handlers-bundle.test.ts and, after `npm run synth`, infra/check-assembly.ts). Writes the cloud
// assembly into <outdir> and, beside it, index.json: where each construct a
// test asks about ended up (its template file and logical id), so the suites
// read plain JSON instead of synthesizing the stack again each.
//   node -r esbuild-register infra/test/synth-site.ts <outdir> [default|custom-domain]
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { App, CfnResource, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { ROUTES } from '../../contract/routes';
import { REPO_ROOT } from '../constructs/handler-bundles';
import { addNagPacks, nagFindings } from '../nag';
import { SiteStack } from '../site-stack';
import type { ConstructRef, SiteAssemblyIndex, SiteVariant } from './site-assembly-index';

export const FIXTURE_DOMAIN = {
  domainName: 'www.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
  hostedZoneId: 'Z0123456789ABC',
  zoneName: 'example.com',
};

/** A small build: a page, a nested page, a hashed asset. */
function writeFixtureBuild(siteDir: string): void {
  mkdirSync(path.join(siteDir, 'assets'), { recursive: true });
  mkdirSync(path.join(siteDir, 'about'), { recursive: true });
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Site</title><script src="/assets/app-ABCDEFGH.js"></script>');
  writeFileSync(path.join(siteDir, 'about', 'index.html'), '<!doctype html><title>About</title>');
  writeFileSync(path.join(siteDir, 'events.html'), '<!doctype html><title>Events</title>');
  writeFileSync(path.join(siteDir, 'assets', 'app-ABCDEFGH.js'), 'console.log("app")');
}

export function synthesizeSite(outdir: string, variant: SiteVariant): SiteAssemblyIndex {
  const siteDir = path.join(outdir, 'fixture-dist');
  writeFixtureBuild(siteDir);
  // A finding must not stop the synthesis: the suites reading the templates still run, and nag.test lists it.
  const context = { 'aws:cdk:bundling-stacks': [], '@aws-cdk/core:failSynthOnValidationErrors': false };
  const app = new App({ context, outdir: path.join(outdir, 'cdk.out') });
  const packs = addNagPacks(app);
  const stack = new SiteStack(app, 'TestSite', {
    siteDir,
    env: { account: '111111111111', region: 'eu-west-1' },
    mailDomain: 'harmony.example',
    providerEmail: 'owner@harmony.example',
    // The variant with every option: a custom domain and the alarms' e-mail topic.
    ...(variant === 'custom-domain' ? { domain: FIXTURE_DOMAIN, alarmEmail: 'alarms@example.com' } : {}),
  });
  const findings = nagFindings(packs, app);
  const assembly = app.synth();

  const ref = (construct: IConstruct): ConstructRef => {
    const element = (construct.node.defaultChild ?? construct) as CfnResource;
    const owner = Stack.of(element);
    return { template: owner.templateFile, id: owner.getLogicalId(element) };
  };
  const fnRefs = (fn: { node: IConstruct['node']; role?: IConstruct }) => ({ fn: ref(fn as IConstruct), role: ref(fn.role!) });

  const htmlUpload = stack.site.htmlDeployment.node
    .findAll()
    .find((c) => c instanceof CfnResource && c.cfnResourceType === 'Custom::CDKBucketDeployment') as CfnResource;
  const nested = Object.fromEntries(
    Object.values(stack.areas).map((area) => [area.templateFile, ref(area.nestedStackResource!)]),
  );

  const index: SiteAssemblyIndex = {
    variant,
    // Relative to <outdir>, which is renamed once written (site-assembly.ts makes them absolute).
    siteDir: path.relative(outdir, siteDir),
    assemblyDir: path.relative(outdir, assembly.directory),
    parent: stack.templateFile,
    areas: Object.fromEntries(Object.entries(stack.areas).map(([area, nestedStack]) => [area, nestedStack.templateFile])),
    nested,
    routes: Object.fromEntries(
      ROUTES.map((route) => [
        route.handler,
        { ...fnRefs(stack.api.functions.get(route.handler)!), entry: path.relative(REPO_ROOT, stack.api.entries.get(route.handler)!) },
      ]),
    ),
    jobs: {
      mailer: fnRefs(stack.mail.mailer),
      reminders: fnRefs(stack.mail.reminders),
      digest: fnRefs(stack.mail.digest),
      sesEvents: fnRefs(stack.mail.sesEvents),
      paymentsWorker: fnRefs(stack.payments.worker),
      publisher: fnRefs(stack.publisher.function),
      retention: fnRefs(stack.retention.function),
    },
    nagFindings: findings,
    constructs: {
      table: ref(stack.data.table),
      jwtSecret: ref(stack.node.findChild('JwtSecret').node.findChild('Secret')),
      paystackSecret: ref(stack.paystackSecret.secret),
      mediaBucket: ref(stack.media.bucket),
      siteBucket: ref(stack.site.bucket),
      distribution: ref(stack.site.distribution),
      htmlUpload: ref(htmlUpload),
      mailIdentity: ref(stack.mail.identity),
    },
  };
  writeFileSync(path.join(outdir, 'index.json'), JSON.stringify(index));
  return index;
}

if (require.main === module) {
  const [outdir, variant = 'default'] = process.argv.slice(2);
  if (!outdir || (variant !== 'default' && variant !== 'custom-domain')) {
    throw new Error('usage: synth-site.ts <outdir> [default|custom-domain]');
  }
  synthesizeSite(outdir, variant);
}
