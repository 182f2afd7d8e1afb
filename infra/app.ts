// CDK app entry (cdk.json: node -r esbuild-register infra/app.ts).
// Context (cdk.json or -c): siteDir; domainName + certificateArn + hostedZoneId
// + zoneName for a custom domain; alarmEmail; stackName; publishKitDir; mailDomain
// and providerEmail (defaults of the stack parameters of the same purpose).
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { addNagPacks } from './nag';
import { SiteStack } from './site-stack';
import type { CustomDomain } from './constructs/static-site';

const app = new App();
// AWS's rule packs at every synth: an unacknowledged finding fails `cdk synth`/`cdk deploy`,
// and the acknowledgements are written into the templates (infra/nag.ts).
addNagPacks(app);
const ctx = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

function customDomain(): CustomDomain | undefined {
  const domainName = ctx('domainName');
  const certificateArn = ctx('certificateArn');
  const hostedZoneId = ctx('hostedZoneId');
  const zoneName = ctx('zoneName');
  const given = [domainName, certificateArn, hostedZoneId, zoneName].filter(Boolean).length;
  if (given === 0) return undefined;
  if (!domainName || !certificateArn || !hostedZoneId || !zoneName) {
    throw new Error('A custom domain needs all of: -c domainName=… -c certificateArn=… -c hostedZoneId=… -c zoneName=…');
  }
  if (!certificateArn.includes(':us-east-1:')) {
    throw new Error('CloudFront only accepts an ACM certificate from us-east-1');
  }
  return { domainName, certificateArn, hostedZoneId, zoneName };
}

const repoRoot = path.resolve(__dirname, '..');
new SiteStack(app, ctx('stackName') ?? 'MusicMinistrySite', {
  description: 'Music | Ministry | Mentorship: site, api and data',
  siteDir: path.resolve(repoRoot, ctx('siteDir') ?? 'frontend/dist'),
  publishKitDir: path.resolve(repoRoot, ctx('publishKitDir') ?? 'frontend/.build/publish'),
  domain: customDomain(),
  alarmEmail: ctx('alarmEmail'),
  mailDomain: ctx('mailDomain'),
  providerEmail: ctx('providerEmail'),
  // Account and region from the deploying credentials; none needed to synthesize.
  env: process.env.CDK_DEFAULT_ACCOUNT
    ? { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION }
    : undefined,
});
