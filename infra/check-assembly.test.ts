import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { ROUTES } from '../contract/routes';
import { assemblyProblems } from './check-assembly';

const LAMBDA_MODULE = 'exports.handler = async () => ({ statusCode: 200 });';
let work: string;
let out: string;
let kit: string;

/** A cloud assembly as `cdk synth` writes it: the parent, two nested stacks, a bundle per function. */
function writeAssembly() {
  out = path.join(work, 'cdk.out');
  kit = path.join(work, 'publish');
  mkdirSync(kit, { recursive: true });
  writeFileSync(path.join(kit, 'kit.json'), '{}');
  const bundle = (name: string, files: string[]) => {
    mkdirSync(path.join(out, `asset.${name}`), { recursive: true });
    for (const file of files) writeFileSync(path.join(out, `asset.${name}`, file), file === 'index.js' ? LAMBDA_MODULE : '');
    return { S3Key: `${name}.zip` };
  };
  const fn = (Description: string, Code: object, Variables?: object) => ({ Type: 'AWS::Lambda::Function', Properties: { Description, Code, Environment: { Variables } } });
  const routes = Object.fromEntries(ROUTES.map((r, i) => [`Fn${i}`, fn(`${r.method} ${r.path}`, bundle(`route${i}`, ['index.js', 'index.js.map']))]));
  mkdirSync(path.join(out, 'asset.publisher', 'publish-kit'), { recursive: true });
  writeFileSync(path.join(out, 'asset.publisher', 'index.js'), '');
  writeFileSync(path.join(out, 'asset.publisher', 'publish-kit', 'kit.json'), '{}');
  const publisher = { Publisher: fn('publishes pages', { S3Key: 'publisher.zip' }, { SITE_BUCKET: 'site' }) };
  writeFileSync(path.join(out, 'MusicMinistrySite.template.json'), JSON.stringify({ Resources: publisher }));
  writeFileSync(path.join(out, 'MusicMinistrySiteBookings.nested.template.json'), JSON.stringify({ Resources: routes }));
  writeFileSync(path.join(out, 'MusicMinistrySiteDoor.nested.template.json'), JSON.stringify({ Resources: {} }));
}

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'assembly-'));
  writeAssembly();
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

it('passes an assembly with a bundled Lambda per route and the publisher carrying the kit', () => {
  expect(assemblyProblems(out, kit)).toEqual([]);
});

it('names a route whose bundle lacks its file, and a kit file the publisher lacks', () => {
  const first = ROUTES[0];
  rmSync(path.join(out, 'asset.route0', 'index.js'));
  writeFileSync(path.join(kit, 'pages.json'), '{}');
  expect(assemblyProblems(out, kit)).toEqual([`${first.handler}: no index.js in its bundle`, 'page publisher: publish kit lacks pages.json']);
});

it('names a route whose bundle does not export handler, or fails to load', () => {
  writeFileSync(path.join(out, 'asset.route0', 'index.js'), 'exports.main = async () => ({});');
  writeFileSync(path.join(out, 'asset.route1', 'index.js'), "require('a-package-left-out-of-the-bundle');");
  expect(assemblyProblems(out, kit)).toEqual([
    `${ROUTES[0].handler}: its bundle does not export handler (handler is undefined)`,
    `${ROUTES[1].handler}: its bundle does not export handler (Cannot find module 'a-package-left-out-of-the-bundle')`,
  ]);
});

it('names two routes sharing one bundle and a template over the resource limit', () => {
  const resources = Object.fromEntries(Array.from({ length: 401 }, (_, i) => [`R${i}`, { Type: 'AWS::SNS::Topic' }]));
  writeFileSync(path.join(out, 'MusicMinistrySiteDoor.nested.template.json'), JSON.stringify({ Resources: resources }));
  expect(assemblyProblems(out, kit)).toContain('MusicMinistrySiteDoor.nested.template.json: 401 resources (limit 400)');
  const template = path.join(out, 'MusicMinistrySiteBookings.nested.template.json');
  const shared = JSON.stringify({ Resources: Object.fromEntries(ROUTES.map((r, i) => [`Fn${i}`, { Type: 'AWS::Lambda::Function', Properties: { Description: `${r.method} ${r.path}`, Code: { S3Key: 'route0.zip' } } }])) });
  writeFileSync(template, shared);
  expect(assemblyProblems(out, kit)).toContain(`${ROUTES.length} routes share 1 bundles (one each expected)`);
});
