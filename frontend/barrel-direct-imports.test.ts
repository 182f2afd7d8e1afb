/**
 * @jest-environment node
 */
// The browser build's import rewriting: Chakra's toaster store and recipes
// must not bring the toast, dialog or tabs state machines along.
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { barrelDirectImports } from './barrel-direct-imports';
import { chakraDirectImports } from './chakra-direct-imports';

jest.setTimeout(30000);

const repo = path.resolve(__dirname, '..');

test('createToaster and a recipe anatomy bundle without the components\' state machines', async () => {
  // The probe stands where our sources do (frontend/src), so both plugins apply.
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'barrel-')), 'frontend/src');
  mkdirSync(dir, { recursive: true });
  const probe = path.join(dir, 'probe.ts');
  writeFileSync(
    probe,
    "import { createToaster } from '@chakra-ui/react';\nimport { tabsAnatomy, dialogAnatomy } from '@chakra-ui/react/anatomy';\nconsole.log(createToaster({}), tabsAnatomy, dialogAnatomy);\n",
  );
  const result = await build({
    entryPoints: [probe],
    nodePaths: [path.join(repo, 'node_modules')],
    bundle: true,
    write: false,
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    plugins: [chakraDirectImports(repo), barrelDirectImports()],
  });
  // Every file esbuild loaded, used or not: what file-level code splitting sees.
  const loaded = Object.keys(result.metafile.inputs).map((f) => f.replace(/^.*node_modules\//, ''));
  expect(loaded).toContain('@zag-js/toast/dist/toast.store.mjs');
  for (const machine of ['toast/dist/toast-group.machine.mjs', 'tabs/dist/tabs.machine.mjs', 'dialog/dist/dialog.machine.mjs']) {
    expect(loaded).not.toContain(`@zag-js/${machine}`);
  }
});
