import path from 'node:path';
import { PAGE_TABLE } from './page-table';

const repo = path.resolve(__dirname, '../../..');

// The prerender preloads the chunks of `module`: a row whose `load` imports
// another file would preload the wrong page.
it.each(PAGE_TABLE.map((page) => [page.path, page] as const))('%s loads the module the prerender preloads', async (_, page) => {
  const loaded = await page.load();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  expect(loaded.default).toBe(require(path.join(repo, page.module)).default);
});

it('has one row per path', () => {
  const paths = PAGE_TABLE.map((page) => page.path);
  expect(new Set(paths).size).toBe(paths.length);
});
