// `npm start` rebuilds the SPA only when its sources changed since the last
// build: a repeated start then prints its URL in about a second instead of
// waiting for esbuild. `npm run build` always builds.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** What the bundle is made of: a change to any of these makes dist stale. */
export const BUILD_INPUTS = [
  'frontend/src',
  'frontend/public',
  'frontend/prerender',
  'frontend/index.html',
  'frontend/build.ts',
  'frontend/narrow-chakra-imports.ts',
  'contract',
  'package-lock.json',
];
/**
 * Written last by every build, and only by the build: the pages in dist are
 * rewritten by the publisher at run time, so their age says nothing of the build's.
 */
export const BUILD_OUTPUT = 'frontend/.build/publish/kit.json';

function newestMtime(target: string): number {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isBuildStale(root: string = ROOT): boolean {
  let built: number;
  try {
    built = statSync(path.join(root, BUILD_OUTPUT)).mtimeMs;
  } catch {
    return true;
  }
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}

/** Run frontend/build.ts when dist is missing or older than its sources; resolves true when it built. */
export function buildIfStale(root: string = ROOT): Promise<boolean> {
  if (!isBuildStale(root)) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', 'esbuild-register', 'frontend/build.ts'], { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(true) : reject(new Error(`The frontend build failed (exit code ${code}).`))));
  });
}
