// The import boundaries of eslint.boundaries.cjs, proved on virtual files at
// real paths: a boundary that silently stopped matching (a renamed folder, a
// plugin upgrade) fails here instead of letting every import through.
// Only the boundaries rule runs, without type information, so this stays fast.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';
import boundariesConfig from '../eslint.boundaries.cjs';

const ROOT = path.resolve(__dirname, '..');

const eslint = new ESLint({
  cwd: ROOT,
  // Only this configuration: loading eslint.config.mjs needs ESM, which jest runs without.
  overrideConfigFile: true,
  baseConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { boundaries },
      settings: boundariesConfig.boundariesSettings,
      rules: {
        'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, checkInternals: true, policies: boundariesConfig.boundaryPolicies }],
      },
    },
  ],
});

/** The boundary messages for `code` as if it were the file at `file` (relative to the repository). */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length) throw new Error(fatal.map((m) => m.message).join('\n'));
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

// Every import target below is a real file: the rule resolves each import first.
const forbidden: Array<[string, string, RegExp]> = [
  ['frontend/src/features/a/x.ts', "import { db } from '../../../../lambdas/lib/db/client';", /frontend imports only/],
  ['frontend/src/pages/x.tsx', "import { SECURITY_HEADERS } from '../../../infra/security-headers';", /frontend imports only/],
  ['frontend/build-helper.ts', "import { startStore } from '../infra/local/store';", /frontend imports only/],
  ['frontend/src/features/admin/x.ts', "import { buildIcs } from '../events/ics';", /feature folder does not import another feature/],
  ['frontend/src/features/admin/x.ts', "export * from '../gallery/gallery-grid';", /feature folder does not import another feature/],
  ['frontend/src/features/admin/x.ts', "import { renderWithProviders } from '../../test/render-with-providers';", /for tests only/],
  ['lambdas/handlers/x.ts', "import { site } from '../../frontend/src/content/site';", /lambdas\/ imports only/],
  ['lambdas/handlers/x.ts', "import { startStore } from '../../infra/local/store';", /lambdas\/ imports only/],
  ['contract/x.ts', "import { HttpError } from '../lambdas/lib/errors';", /contract\/ imports nothing of ours/],
  ['contract/x.ts', "import type { PageMeta } from '../frontend/src/components/page-meta';", /contract\/ imports nothing of ours/],
  ['contract/x.ts', "import { TABLE } from '../infra/local/store';", /contract\/ imports nothing of ours/],
  ['lambdas/handlers/x.ts', "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';", /Only lambdas\/lib\/db\/ talks to DynamoDB/],
  ['infra/local/x.ts', "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';", /Only lambdas\/lib\/db\/ talks to DynamoDB/],
  ['bench/x.ts', "const sdk = require('@aws-sdk/client-dynamodb');", /Only lambdas\/lib\/db\/ talks to DynamoDB/],
  ['e2e/x.ts', "import { getJson } from '../frontend/src/lib/api';", /may import lambdas\/, contract\/ and frontend data modules/],
  ['lambdas/lib/db/public-gallery.ts', "import { QueryCommand } from '@aws-sdk/lib-dynamodb';", /lean public-read modules/],
  ['lambdas/lib/aws/aws-json.ts', "import { SignatureV4 } from '@smithy/signature-v4';", /lean public-read modules/],
  ['lambdas/lib/payments/secret-key.ts', "import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';", /lean public-read modules/],
  ['lambdas/lib/db/public-events.ts', "import { queryPartition } from './items';", /lean public-read modules/],
  ['lambdas/lib/db/public-site-content.ts', "import { db } from './client';", /lean public-read modules/],
];

const allowed: Array<[string, string]> = [
  ['frontend/src/features/admin/x.ts', "import { toCsv } from './csv';"],
  ['frontend/src/features/admin/x.ts', "import { getJson } from '../../lib/api';"],
  ['frontend/src/features/admin/x.ts', "import { eventInput } from '../../../../contract/schemas';"],
  ['frontend/src/features/admin/x.test.tsx', "import { renderWithProviders } from '../../test/render-with-providers';"],
  ['lambdas/lib/db/x.ts', "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';"],
  ['lambdas/handlers/x.ts', "import { eventsRepo } from '../lib/db/events-repo';"],
  ['lambdas/handlers/x.ts', "import { listActiveGallery } from '../lib/db/public-gallery';"],
  ['lambdas/lib/db/public-gallery.ts', "import { readPartition } from './public-partition';\nimport { keys } from './keys';"],
  ['lambdas/lib/db/events-repo.ts', "import { listUpcomingEvents } from './public-events';"],
  ['lambdas/lib/db/query-client.test.ts', "import { PutCommand } from '@aws-sdk/lib-dynamodb';\nimport { db } from './client';"],
  ['lambdas/test/x.ts', "import { startStore } from '../../infra/local/store';"],
  ['contract/x.ts', "import { z } from 'zod';\nimport { addDays } from './dates';"],
  ['infra/local/x.ts', "import { eventsRepo } from '../../lambdas/lib/db/events-repo';"],
  ['e2e/x.ts', "import { site } from '../frontend/src/content/site';"],
  ['bench/x.ts', "import { PUBLIC_PAGES } from '../frontend/prerender/pages';"],
];

describe('import boundaries', () => {
  it.each(forbidden)('%s: %s is reported', async (file, code, message) => {
    const messages = await violations(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each(allowed)('%s: %s is allowed', async (file, code) => {
    expect(await violations(file, code)).toEqual([]);
  });
});

// The policies above only matter if `npm run lint` applies them everywhere. The
// real eslint.config.mjs is ESM, so a child Node process reads the config it
// computes for one file of each area.
describe('eslint.config.mjs', () => {
  const AREAS = ['frontend/src/features/admin/csv.ts', 'frontend/src/app/router.tsx', 'lambdas/handlers/register.ts', 'contract/routes.ts', 'infra/local/store.ts', 'e2e/browser.ts', 'bench/run.ts'];

  it('applies these boundaries, as errors, to every area', () => {
    const script = `
      const { ESLint } = require('eslint');
      (async () => {
        const eslint = new ESLint({ cwd: process.cwd() });
        const out = {};
        for (const file of JSON.parse(process.argv[1])) {
          const config = await eslint.calculateConfigForFile(file);
          out[file] = { rule: config.rules['boundaries/dependencies'], elements: config.settings['boundaries/elements'] };
        }
        process.stdout.write(JSON.stringify(out));
      })().catch((error) => { console.error(error); process.exit(1); });`;
    const configs = JSON.parse(execFileSync(process.execPath, ['-e', script, JSON.stringify(AREAS)], { cwd: ROOT, encoding: 'utf8' })) as Record<
      string,
      { rule: [number, { policies: unknown[] }]; elements: unknown }
    >;
    for (const file of AREAS) {
      const { rule, elements } = configs[file];
      expect(rule[0]).toBe(2);
      expect(rule[1].policies).toEqual(JSON.parse(JSON.stringify(boundariesConfig.boundaryPolicies)));
      expect(elements).toEqual(JSON.parse(JSON.stringify(boundariesConfig.boundariesSettings['boundaries/elements'])));
    }
  });
});
