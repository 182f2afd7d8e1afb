import { ROUTES } from '../../contract/routes';

// The CDK api construct and the local emulator load lambdas/handlers/<handler>.ts for every row.
describe('route table', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r.handler]))('%s has lambdas/handlers/%s.ts exporting handler', (_, file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a computed path: the CJS transform cannot load a computed import() under jest
    const mod = require(`./${file}`) as { handler?: unknown };
    expect(typeof mod.handler).toBe('function');
  });
});
