// Every route's handler bundles with the stack's own esbuild call
// (bundleHandlers, used by each function's asset at synth) and exports
// `handler` when loaded by plain Node, as Lambda loads it.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { ROUTES } from '../contract/routes';
import { bundleHandlers, REPO_ROOT } from './constructs/handler-bundles';
import { startStore } from './local/store';

const handlersDir = path.join(REPO_ROOT, 'lambdas', 'handlers');
// jest's sandboxed `process` does not run the module's exit hook.
afterAll(() => rmSync(bundleHandlers(handlersDir).outdir, { recursive: true, force: true }));

it('bundles every route handler, SDK included, into a module that exports handler', () => {
  const { outdir, metafile } = bundleHandlers(handlersDir);
  const files = ROUTES.map((r) => path.join(outdir, r.handler, 'index.js'));
  // A child Node process: jest would re-transform the bundles.
  const exported = execFileSync(
    process.execPath,
    ['-e', `console.log(JSON.stringify(process.argv.slice(1).map((f) => typeof require(f).handler)))`, ...files],
    { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', TABLE_NAME: 'bundle-test' } },
  );
  expect(JSON.parse(exported)).toEqual(ROUTES.map(() => 'function'));

  for (const file of files) {
    const output = metafile.outputs[path.relative(REPO_ROOT, file)];
    // bundleAwsSDK: the DynamoDB client ships inside the bundle, not left to the runtime.
    expect(Object.keys(output.inputs).some((i) => i.includes('node_modules/@aws-sdk/client-dynamodb/'))).toBe(true);
  }
});

// The routes every visitor's page calls: their cold start is the one the
// public waits for, so their bundles carry no auth and no validation code.
// The public list routes; the ticket routes read single items (`reads: 'items'`) and are not lists.
// The payment question (`payments: 'paystack'`) reads the Paystack key from Secrets Manager by design.
const PUBLIC_READS = ROUTES.filter((r) => r.auth === 'public' && r.access === 'read' && r.method === 'GET' && !r.reads && !r.payments).map(
  (r) => r.handler,
);
// The DynamoDB client alone (smithy core, the client, SigV4, the HTTP handler)
// is ~200 KB minified; this leaves room for our code and little else.
const PUBLIC_READ_MAX_BYTES = 220 * 1024;
const FORBIDDEN = ['zod', 'jsonwebtoken', 'bcryptjs', '@aws-sdk/client-secrets-manager', '@aws-sdk/credential-provider-node'];

it('puts the built pages the ticket page answers with beside its bundle', () => {
  const dist = path.join(REPO_ROOT, 'frontend', 'dist');
  if (!existsSync(dist)) return; // Nothing to copy without a build; synth builds first.
  const { outdir } = bundleHandlers(handlersDir);
  for (const file of ['tickets/_token.html', '404.html']) {
    expect(readFileSync(path.join(outdir, 'ticket-page', file), 'utf8')).toBe(readFileSync(path.join(dist, file), 'utf8'));
  }
});

it('keeps the public read handlers small: no zod, no JWT, no secret client', () => {
  expect(PUBLIC_READS.sort()).toEqual(['get-site-content', 'list-gallery', 'list-past-events', 'list-testimonials', 'list-upcoming-events']);
  const { outdir, metafile } = bundleHandlers(handlersDir);
  for (const handler of PUBLIC_READS) {
    const output = metafile.outputs[path.relative(REPO_ROOT, path.join(outdir, handler, 'index.js'))];
    const packages = Object.keys(output.inputs).filter((i) => FORBIDDEN.some((name) => i.includes(`node_modules/${name}/`)));
    expect({ handler, packages }).toEqual({ handler, packages: [] });
    expect({ handler, bytes: output.bytes, over: output.bytes > PUBLIC_READ_MAX_BYTES }).toEqual({ handler, bytes: output.bytes, over: false });
  }
});

it('a bundled public read answers from the store with the credentials of its environment', async () => {
  const store = await startStore({});
  try {
    const { outdir } = bundleHandlers(handlersDir);
    const script = `require(process.argv[1]).handler({ headers: {}, requestContext: {} }).then((r) => console.log(JSON.stringify(r)))`;
    // As in a Lambda: the role's keys in the environment, no profile, no SSO;
    // async, so this process's store can answer while the child waits.
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script, path.join(outdir, 'list-gallery', 'index.js')], {
      env: {
        PATH: process.env.PATH ?? '',
        TABLE_NAME: 'site',
        DYNAMODB_ENDPOINT: store.endpoint,
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: 'bundle-test',
        AWS_SECRET_ACCESS_KEY: 'bundle-test',
      },
    });
    const answer = JSON.parse(stdout);
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: [] });
  } finally {
    await store.close();
  }
});
