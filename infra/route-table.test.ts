// The route table is the only list of API routes: a row added to it gets its
// Lambda, its HTTP API route and its permissions in the stack, is served by the
// local emulator, and is called by name from the SPA's client.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { API, ROUTES, type Route } from '../contract/routes';
import { SiteHttpApi } from './constructs/http-api';
import { createApiEmulator, requireHandler } from './local/api-emulator';
import { listen } from './local/server';
import { handleRead } from '../lambdas/lib/http-read';

const HANDLERS = path.resolve(__dirname, '../lambdas/handlers');
const HELLO: Route = { method: 'GET', path: '/api/hello/{name}', handler: 'say-hello', auth: 'public', area: 'public-reads', access: 'read', data: { lists: ['events'] } };
const WITH_HELLO = [...ROUTES, HELLO];
// The stack test synthesizes a table of two rows, an existing one and the new one: same code path, a fraction of the time.
const GALLERY = ROUTES.find((r) => r.handler === 'list-gallery')!;

let handlersDir: string;
beforeAll(() => {
  // A real handler file plus the one the new row names: all a new route needs.
  handlersDir = mkdtempSync(path.join(os.tmpdir(), 'route-table-'));
  symlinkSync(path.join(HANDLERS, `${GALLERY.handler}.ts`), path.join(handlersDir, `${GALLERY.handler}.ts`));
  writeFileSync(
    path.join(handlersDir, 'say-hello.ts'),
    `import { handleRead } from ${JSON.stringify(path.resolve(__dirname, '../lambdas/lib/http-read'))};\n` +
      'export const handler = handleRead(async ({ params }) => ({ body: { hello: params.name } }));\n',
  );
});
afterAll(() => rmSync(handlersDir, { recursive: true, force: true }));

test('a row added to the table gets its own Lambda and HTTP API route in the stack', () => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, outdir: mkdtempSync(path.join(os.tmpdir(), 'cdk-out-')) });
  const stack = new Stack(app, 'RouteTable', { env: { account: '111111111111', region: 'eu-west-1' } });
  const table = new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
  const api = new SiteHttpApi(stack, 'Http', { table, gsi1Name: 'gsi1', jwtSecret: new Secret(stack, 'Jwt'), handlersDir, routes: [GALLERY, HELLO] });
  const template = Template.fromStack(stack);

  expect(api.functions.has('say-hello')).toBe(true);
  expect(api.entries.get('say-hello')).toBe(path.join(handlersDir, 'say-hello.ts'));
  template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'GET /api/hello/{name}' });
  template.resourceCountIs('AWS::ApiGatewayV2::Route', 2);
});

test('a row added to the table is served by the local emulator', async () => {
  // The emulator loads a handler by the row's name; the new one answers like the file above.
  const sayHello = handleRead(async ({ params }) => ({ body: { hello: params.name } }));
  const loadHandler = (name: string) => (name === 'say-hello' ? sayHello : requireHandler(name));
  const emulate = createApiEmulator({ routes: WITH_HELLO, loadHandler });
  const server = http.createServer((req, res) => void emulate(req, res));
  const base = await listen(server, 0, '127.0.0.1');
  try {
    const answer = await fetch(`${base}/api/hello/ada`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ hello: 'ada' });
    const without = http.createServer((req, res) => void createApiEmulator({ routes: ROUTES })(req, res));
    const other = await listen(without, 0, '127.0.0.1');
    try {
      expect((await fetch(`${other}/api/hello/ada`)).status).toBe(404);
    } finally {
      without.close();
    }
  } finally {
    server.close();
  }
});

test("every row is the SPA client's route of the same name: the client reads the table, not a copy", () => {
  const camel = (handler: string) => handler.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  for (const route of ROUTES) {
    const entry = API[camel(route.handler) as keyof typeof API];
    expect(entry).toMatchObject({ method: route.method, path: route.path });
  }
  expect(Object.keys(API)).toHaveLength(ROUTES.length);
});
