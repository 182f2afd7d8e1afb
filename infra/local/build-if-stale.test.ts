import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_OUTPUT, isBuildStale } from './build-if-stale';

let root: string;
const file = (rel: string, ageSeconds: number) => {
  const full = path.join(root, rel);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, rel);
  const t = Date.now() / 1000 - ageSeconds;
  utimesSync(full, t, t);
};
// Folders get the mtime of their newest change; set them old so files decide.
const ageFolders = (...rels: string[]) => rels.forEach((rel) => utimesSync(path.join(root, rel), Date.now() / 1000 - 500, Date.now() / 1000 - 500));

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'stale-'));
  file('frontend/src/pages/home-page.tsx', 300);
  file('contract/schemas.ts', 300);
  file(BUILD_OUTPUT, 100);
  ageFolders('frontend/src/pages', 'frontend/src', 'contract', 'frontend');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a build newer than every source is fresh', () => {
  expect(isBuildStale(root)).toBe(false);
});

test('pages published after an edit do not hide it', () => {
  file('frontend/src/pages/home-page.tsx', 10);
  file('frontend/dist/index.html', 1);
  expect(isBuildStale(root)).toBe(true);
});

test('an edited page makes the build stale', () => {
  file('frontend/src/pages/home-page.tsx', 10);
  expect(isBuildStale(root)).toBe(true);
});

test('a changed contract makes the build stale', () => {
  file('contract/schemas.ts', 10);
  expect(isBuildStale(root)).toBe(true);
});

test('no build at all is stale', () => {
  rmSync(path.join(root, BUILD_OUTPUT));
  expect(isBuildStale(root)).toBe(true);
});
