// Handlers bundle with the stack's own esbuild call (bundleHandlers, used by
// each function's asset at synth) and export `handler` when loaded by plain
// Node, as Lambda loads them; the public reads stay small.
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { ROUTES } from '../contract/routes';
import { HANDLER_PAGES } from '../lambdas/lib/site-pages';
import { bundleHandlers, REPO_ROOT } from './constructs/handler-bundles';
import { startStore } from './local/store';

const handlersDir = path.join(REPO_ROOT, 'lambdas', 'handlers');

// The routes every visitor's page calls without a token, to read: their cold
// start is the one the public waits for. The ticket routes read single items
// (`reads: 'items'`, several Gets) and stay on the SDK client.
const PUBLIC_READS = ROUTES.filter((r) => r.auth === 'public' && r.access === 'read' && r.method === 'GET' && !r.reads).map((r) => r.handler);
// The lists and the site content Query through the lean DynamoDB client (lambdas/lib/db/query-client.ts),
// payment-config reads its secret through the same signed JSON call (lambdas/lib/aws/aws-json.ts): 8-17 KB each.
const PUBLIC_READ_MAX_BYTES = 150 * 1024;
const FORBIDDEN = ['zod', 'jsonwebtoken', 'bcryptjs', '@aws-sdk/credential-provider-node'];
// The lean calls replace these; one of them in a public read's bundle means an import reached the SDK again.
const SDK = ['@aws-sdk', '@smithy'];
const packagesIn = (inputs: string[], names: string[]) => inputs.filter((i) => names.some((name) => i.includes(`node_modules/${name}/`)));

// The bundles these tests read: the public reads, the page-answering ticket route and one admin route.
// Every route's bundle is built by `npm run synth`, whose check (infra/check-assembly.ts) loads each
// one as Lambda does; bundling all of them here too cost half a minute of `npm test`.
const ADMIN_ROUTE = ROUTES.find((r) => r.auth === 'admin')!.handler;
const BUNDLED = [...PUBLIC_READS, 'ticket-page', ADMIN_ROUTE];
// A build of its own: frontend/dist may be half written by a build running beside the tests (CI's browser tests).
const distDir = mkdtempSync(path.join(tmpdir(), 'bundle-test-dist-'));
const PAGES = Object.entries(HANDLER_PAGES).flatMap(([handler, files]) => files.map((file) => ({ handler, file, html: `<!doctype html><title>${file}</title>` })));
for (const { file, html } of PAGES) {
  mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  writeFileSync(path.join(distDir, file), html);
}
const bundles = () => bundleHandlers(handlersDir, { only: BUNDLED, distDir });
// jest's sandboxed `process` does not run the module's exit hook.
afterAll(() => {
  rmSync(bundles().outdir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

it('bundles handlers, SDK included, into modules that export handler', () => {
  const { outdir, metafile } = bundles();
  const files = BUNDLED.map((handler) => path.join(outdir, handler, 'index.js'));
  // A child Node process: jest would re-transform the bundles.
  const exported = execFileSync(
    process.execPath,
    ['-e', `console.log(JSON.stringify(process.argv.slice(1).map((f) => typeof require(f).handler)))`, ...files],
    { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', TABLE_NAME: 'bundle-test' } },
  );
  expect(JSON.parse(exported)).toEqual(BUNDLED.map(() => 'function'));

  // bundleAwsSDK: where the SDK's DynamoDB client is used, it ships inside the bundle, not left to the runtime.
  const output = metafile.outputs[path.relative(REPO_ROOT, path.join(outdir, ADMIN_ROUTE, 'index.js'))];
  expect(Object.keys(output.inputs).some((i) => i.includes('node_modules/@aws-sdk/client-dynamodb/'))).toBe(true);
});

it('puts the built pages the ticket page answers with beside its bundle', () => {
  const { outdir } = bundles();
  expect(PAGES.length).toBeGreaterThan(0);
  for (const { handler, file, html } of PAGES) expect(readFileSync(path.join(outdir, handler, file), 'utf8')).toBe(html);
});

it('keeps the public read handlers under 150 KB: no zod, no JWT, no AWS SDK', () => {
  expect(PUBLIC_READS.sort()).toEqual(['get-site-content', 'list-gallery', 'list-past-events', 'list-programmes', 'list-testimonials', 'list-trial-slots', 'list-upcoming-events', 'payment-config', 'unsubscribe-link']);
  const { outdir, metafile } = bundles();
  const outputOf = (handler: string) => metafile.outputs[path.relative(REPO_ROOT, path.join(outdir, handler, 'index.js'))];
  for (const handler of PUBLIC_READS) {
    const output = outputOf(handler);
    expect({ handler, packages: packagesIn(Object.keys(output.inputs), FORBIDDEN) }).toEqual({ handler, packages: [] });
    expect({ handler, sdk: packagesIn(Object.keys(output.inputs), SDK) }).toEqual({ handler, sdk: [] });
    expect({ handler, bytes: output.bytes, over: output.bytes > PUBLIC_READ_MAX_BYTES }).toEqual({ handler, bytes: output.bytes, over: false });
  }
});

it('a bundled public read answers from the store with the credentials of its environment', async () => {
  const store = await startStore({});
  try {
    const { outdir } = bundles();
    const script = `require(process.argv[1]).handler({ headers: {}, requestContext: {} }).then((r) => console.log(JSON.stringify(r)))`;
    // As in a Lambda: the role's keys in the environment, no profile, no SSO;
    // async, so this process's store can answer while the child waits.
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script, path.join(outdir, 'list-gallery', 'index.js')], {
      env: {
        PATH: process.env.PATH ?? '',
        TABLE_NAME: store.tableName,
        DYNAMODB_ENDPOINT: store.endpoint,
        AWS_REGION: 'us-east-1',
        // Shaped like a real key (letters and digits): DynamoDB Local refuses others.
        AWS_ACCESS_KEY_ID: 'AKIABUNDLETEST',
        AWS_SECRET_ACCESS_KEY: 'bundle-test-secret',
      },
    });
    const answer = JSON.parse(stdout);
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: [] });
  } finally {
    await store.close();
  }
});
