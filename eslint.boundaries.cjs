// Which part of the repository may import which: the layering of README.md's
// project layout, as eslint-plugin-boundaries settings and policies. Shared by
// eslint.config.mjs and infra/lint-boundaries.test.ts (CommonJS, so jest can
// require it without ESM support).

// Every file belongs to the first element whose folder holds it, deepest first.
const elements = [
  { type: 'feature', pattern: 'frontend/src/features/*', capture: ['feature'] },
  { type: 'frontend-test-utils', pattern: 'frontend/src/test' },
  { type: 'frontend', pattern: 'frontend' },
  { type: 'db', pattern: 'lambdas/lib/db' },
  { type: 'lambdas', pattern: 'lambdas' },
  { type: 'contract', pattern: 'contract' },
  { type: 'infra', pattern: 'infra' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'bench', pattern: 'bench' },
].map((element) => ({ partialMatch: false, ...element }));

// Every file gets exactly one category: a selector on the categories of a
// file that has none would match nothing.
const files = [
  {
    category: 'test',
    pattern: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', '**/*-test-utils.tsx', '**/test/**'],
    stopMatching: true,
  },
  // Plain frontend data the servers, tests and benchmarks may read: no React, no browser.
  // hydration-signals.ts: the marker and event names the browser tests wait on.
  // The page table names each page's module and a lazy loader that nothing outside the SPA calls.
  // admin-offline/files.ts: the admin app's file and cache names the static servers share.
  {
    category: 'data',
    pattern: [
      'frontend/src/content/**',
      'frontend/prerender/pages.ts',
      'frontend/src/pages/page-table.ts',
      'frontend/src/pages/page-files.ts',
      'frontend/src/lib/hydration-signals.ts',
      'frontend/src/admin-offline/files.ts',
    ],
    stopMatching: true,
  },
  // The modules the public read handlers bundle besides the wrapper: the signed
  // JSON calls to AWS (lambdas/lib/aws/), the lean Query client and what it needs
  // from lambdas/lib/db/ (one by one), and the Paystack key's reader.
  {
    category: 'lean',
    pattern: [
      'lambdas/lib/aws/*',
      `lambdas/lib/db/{${[
        'public-*',
        'query-client',
        'attribute-values',
        'partition-query',
        'store-settings',
        'store-errors',
        'pick',
        'keys',
        'table-definition',
      ].join(',')}}.ts`,
      'lambdas/lib/payments/secret-key.ts',
    ],
    stopMatching: true,
  },
  { category: 'source', pattern: '**' },
];

const boundariesSettings = {
  'boundaries/elements': elements,
  'boundaries/files': files,
  'boundaries/legacy-templates': false,
  // require() and import() cross boundaries as much as import does.
  'boundaries/dependency-nodes': ['import', 'require', 'dynamic-import', 'export'],
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
};

const FRONTEND = ['frontend', 'feature', 'frontend-test-utils'];
const SERVER = ['lambdas', 'db'];
const TOOLING = ['infra', 'e2e', 'bench'];
const types = (list) => ({ element: { types: { anyOf: list } } });

// Allowed unless a policy below says otherwise.
const boundaryPolicies = [
  {
    // The SPA ships to browsers: server code and tooling never reach its bundle.
    from: types(FRONTEND),
    disallow: { to: types([...SERVER, ...TOOLING]) },
    message: 'The frontend imports only frontend code and contract/ (not lambdas/, infra/, e2e/ or bench/).',
  },
  {
    // Handlers run in Lambda: no browser code, no local tooling.
    from: types(SERVER),
    disallow: { to: types([...FRONTEND, 'e2e', 'bench']) },
    message: 'lambdas/ imports only lambdas/ and contract/.',
  },
  {
    // Only the test harness starts the local store; a handler must not depend on it.
    from: { ...types(SERVER), file: { categories: { noneOf: ['test'] } } },
    disallow: { to: types(['infra']) },
    message: 'lambdas/ imports only lambdas/ and contract/ (tests may start the local store in infra/local).',
  },
  {
    // The contract is shared by every side, so it depends on none of them.
    from: types(['contract']),
    disallow: { to: types([...FRONTEND, ...SERVER, ...TOOLING]) },
    message: 'contract/ imports nothing of ours but contract/ (third-party packages such as zod are fine).',
  },
  {
    // Features are independent slices; what two of them share lives in lib/, components/ or contract/.
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
    message: 'A feature folder does not import another feature; move the shared code to frontend/src/lib, frontend/src/components or contract/.',
  },
  {
    // Shared test helpers are for tests only.
    from: { file: { categories: { noneOf: ['test'] } } },
    disallow: { to: types(['frontend-test-utils']) },
    message: 'frontend/src/test/ is for tests only.',
  },
  {
    // Tooling may read the contract, the handlers and plain data, not the React app
    // (its tests may: a test that the router follows the page table renders nothing).
    from: { ...types(TOOLING), file: { categories: { noneOf: ['test'] } } },
    disallow: { to: { ...types(FRONTEND), file: { categories: { noneOf: ['data'] } } } },
    message: 'infra/, e2e/ and bench/ may import lambdas/, contract/ and frontend data modules (frontend/src/content, frontend/prerender/pages.ts, the page table, lib/hydration-signals.ts) only.',
  },
  {
    // The public reads' Lambdas bundle only these (8-17 KB, infra/handlers-bundle.test.ts):
    // an import of the SDK, or of a db module that uses it, would bring back 150-200 KB.
    from: { file: { categories: 'lean' } },
    disallow: [
      { to: { ...types(['db']), file: { categories: 'source' } } },
      { to: { module: { origin: 'external', source: ['@aws-sdk/*', '@smithy/*', 'zod', 'jsonwebtoken'] } } },
    ],
    message: 'The lean public-read modules (lambdas/lib/aws/, the lean ones of lambdas/lib/db/) import neither the AWS SDK nor the db modules that use it.',
  },
  {
    // One place owns the table layout and the client settings.
    from: { element: { types: { noneOf: ['db'] } } },
    disallow: { to: { module: { origin: 'external', source: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'] } } },
    message: 'Only lambdas/lib/db/ talks to DynamoDB; go through its repositories.',
  },
];

module.exports = { boundariesSettings, boundaryPolicies };
