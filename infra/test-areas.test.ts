// jest.areas.ts, the map behind `npm test -- <area>`: a test file that belongs
// to no area would run only in the whole suite, and an entry that names no test
// file (moved, removed, misspelt) would quietly focus on nothing.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { TEST_AREAS, entryHolds, isTestArea, pathPatterns } from '../jest.areas';

const ROOT = path.resolve(__dirname, '..');

/** Every file jest.config.ts's projects run (*.test.ts in contract/, lambdas/, infra/; *.test.ts(x) in frontend/). */
function testFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const FILES = ['contract', 'lambdas', 'infra', 'frontend'].flatMap(testFiles);
const ENTRIES = Object.values(TEST_AREAS).flat();

it('finds the test files', () => {
  expect(FILES.length).toBeGreaterThan(100);
});

it('puts every test file in an area, or in shared', () => {
  expect(FILES.filter((file) => !ENTRIES.some((entry) => entryHolds(entry, file)))).toEqual([]);
});

it('names only entries that hold a test file', () => {
  expect(ENTRIES.filter((entry) => !FILES.some((file) => entryHolds(entry, file)))).toEqual([]);
});

it('knows the route table and stack names, and nothing else', () => {
  expect(['bookings', 'payments', 'mail', 'door', 'content', 'people', 'school', 'site', 'infra', 'shared'].every(isTestArea)).toBe(true);
  expect(isTestArea('--json')).toBe(false);
  expect(isTestArea('frontend/src/pages')).toBe(false);
  expect(isTestArea('toString')).toBe(false);
});

it('turns an area into path patterns that pick exactly its files', () => {
  const picked = (area: 'door' | 'site') => {
    const patterns = pathPatterns(area, ROOT).map((pattern) => new RegExp(pattern));
    return FILES.filter((file) => patterns.some((pattern) => pattern.test(path.join(ROOT, file))));
  };
  expect(picked('door')).toEqual(FILES.filter((file) => TEST_AREAS.door.some((entry) => entryHolds(entry, file))));
  expect(picked('door')).toContain('lambdas/handlers/check-in.test.ts');
  expect(picked('door')).not.toContain('lambdas/handlers/register.test.ts');
  // A folder entry takes the files under it.
  expect(picked('site')).toContain('frontend/src/pages/page-table.test.ts');
  expect(picked('site')).toEqual(FILES.filter((file) => TEST_AREAS.site.some((entry) => entryHolds(entry, file))));
});
