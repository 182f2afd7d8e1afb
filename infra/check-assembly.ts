// What `npm run synth` checks in the cloud assembly the CDK CLI just wrote
// (cdk.json: infra/app.ts through esbuild-register, every handler bundled,
// the nag packs applied): the parent stack and its nested stacks within
// CloudFormation's limits, one Lambda per route with a bundle of its own,
// each route's bundle exporting `handler` when plain Node loads it (as Lambda
// does), and the page publisher's bundle carrying the build's publish kit.
// It runs after every synth (CI's among them) instead of a second synth in `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ROUTES } from '../contract/routes';
import { formatSizes, overLimits, templateSizes } from './template-limits';

type Fn = { Type: string; Properties: { Description?: string; Environment?: { Variables?: Record<string, unknown> }; Code?: { S3Key?: string } } };

/** The problems found in a cloud assembly; none when it is what `cdk deploy` should get. */
export function assemblyProblems(out: string, publishKitDir: string): string[] {
  const files = readdirSync(out).filter((f) => f.endsWith('.template.json'));
  const problems: string[] = [];
  if (!files.includes('MusicMinistrySite.template.json')) problems.push('no MusicMinistrySite.template.json');
  if (files.filter((f) => f.endsWith('.nested.template.json')).length < 2) problems.push('fewer than two nested stacks (one per area)');
  problems.push(...overLimits(templateSizes(out)));

  const resources = files.flatMap((f) => Object.values<Fn>((JSON.parse(readFileSync(path.join(out, f), 'utf8')) as { Resources?: Record<string, Fn> }).Resources ?? {}));
  const functions = resources.filter((r) => r.Type === 'AWS::Lambda::Function');
  const assetOf = (fn: Fn) => path.join(out, `asset.${String(fn.Properties.Code?.S3Key).replace(/\.zip$/, '')}`);
  const routeAssets = new Set<string>();
  const loadable = new Map<string, string>();
  for (const route of ROUTES) {
    const fn = functions.find((f) => f.Properties.Description === `${route.method} ${route.path}`);
    if (!fn) {
      problems.push(`no Lambda for ${route.method} ${route.path}`);
      continue;
    }
    routeAssets.add(assetOf(fn));
    for (const file of ['index.js', 'index.js.map']) if (!existsSync(path.join(assetOf(fn), file))) problems.push(`${route.handler}: no ${file} in its bundle`);
    if (existsSync(path.join(assetOf(fn), 'index.js'))) loadable.set(path.join(assetOf(fn), 'index.js'), route.handler);
  }
  for (const [file, why] of bundlesWithoutHandler([...loadable.keys()])) problems.push(`${loadable.get(file)}: its bundle does not export handler (${why})`);
  if (routeAssets.size !== ROUTES.length) problems.push(`${ROUTES.length} routes share ${routeAssets.size} bundles (one each expected)`);

  const publisher = functions.find((r) => r.Properties.Environment?.Variables?.SITE_BUCKET);
  if (!publisher) problems.push('no page publisher Lambda');
  else {
    const kit = path.join(assetOf(publisher), 'publish-kit');
    if (!existsSync(path.join(assetOf(publisher), 'index.js'))) problems.push('page publisher: no index.js in its bundle');
    const missing = existsSync(publishKitDir) ? readdirSync(publishKitDir).filter((f) => !existsSync(path.join(kit, f))) : ['(no publish kit was built)'];
    if (missing.length) problems.push(`page publisher: publish kit lacks ${missing.join(', ')}`);
  }
  return problems;
}

// Run in a child Node process: each bundle is loaded as Lambda loads it, and
// this process keeps none of them.
const LOAD_EACH = `const bad = [];
for (const file of process.argv.slice(1)) {
  try {
    const type = typeof require(file).handler;
    if (type !== 'function') bad.push([file, 'handler is ' + type]);
  } catch (error) {
    bad.push([file, String(error && error.message).split('\\n')[0]]);
  }
}
process.stdout.write('\\n' + JSON.stringify(bad));`;

/** The bundles that do not export a `handler` function when loaded, each with why. */
export function bundlesWithoutHandler(files: string[]): Array<[file: string, why: string]> {
  if (!files.length) return [];
  const output = execFileSync(process.execPath, ['-e', LOAD_EACH, ...files], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', TABLE_NAME: 'assembly-check', AWS_REGION: 'eu-west-1' },
  });
  // The last line is ours: a bundle may print while it loads.
  return JSON.parse(output.slice(output.lastIndexOf('\n') + 1)) as Array<[string, string]>;
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  const out = path.resolve(root, process.argv[2] ?? 'cdk.out');
  const problems = assemblyProblems(out, path.resolve(root, process.argv[3] ?? 'frontend/.build/publish'));
  console.log(`cdk synth wrote:\n${formatSizes(templateSizes(out))}`);
  if (problems.length) {
    console.error(`The cloud assembly in ${out} is not ready to deploy:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`Checked: ${ROUTES.length} routes, one bundle each, each exporting handler; the publisher carries the publish kit.`);
}
