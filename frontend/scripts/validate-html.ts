// `npm run validate:html`: every HTML page a visitor can be served through the
// W3C Nu HTML Checker, offline: what the build wrote (the prerendered public
// pages, the admin shells, the ticket page) and what the publisher writes over
// it at `npm start` (every page again with the store's data, plus one page per
// event, which the build alone never writes): the publisher is run with the
// seed data into a copy of frontend/dist (infra/local/publish-seed-site.ts)
// and the copy is checked. Prints each error and exits non-zero when there is
// one. Needs a build (`npm run build`) and Java on the PATH; it calls `java`
// itself rather than the vnu-jar wrapper, which would download a Java runtime
// when none is found.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
const dist = path.join(repo, 'frontend/dist');
const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function main(): number {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error('frontend/dist has no index.html: run `npm run build` first.');
    return 2;
  }
  const site = mkdtempSync(path.join(os.tmpdir(), 'validate-html-'));
  try {
    cpSync(dist, site, { recursive: true });
    // A child process: the publisher and the store are tooling (infra/), which frontend code does not import.
    const published = spawnSync(process.execPath, ['-r', 'esbuild-register', path.join(repo, 'infra/local/publish-seed-site.ts'), site], { cwd: repo, encoding: 'utf8' });
    if (published.status !== 0) {
      console.error(`Publishing the pages with the seed data failed:\n${published.stdout}${published.stderr}`);
      return 2;
    }
    const eventPages = published.stdout.split('\n').filter((url) => url.startsWith('/events/'));
    if (eventPages.length === 0) {
      console.error('The publisher wrote no event page: nothing would check them.');
      return 2;
    }
    return validate(site, eventPages.length);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

function validate(site: string, eventPages: number): number {
  const files = htmlFiles(site).sort();
  const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'gnu', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) {
    console.error(`Could not run java (${run.error.message}): install a Java runtime, e.g. apt-get install default-jre-headless.`);
    return 2;
  }
  // vnu writes its findings to stderr, one per line, and exits 1 when there are errors.
  const errors = `${run.stdout}${run.stderr}`
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.replace(`"file:${site}/`, '"frontend/dist/'));
  for (const line of errors) console.error(line);
  const what = `${files.length} HTML files (${eventPages} event pages published with the seed data)`;
  if (run.status !== 0 || errors.length > 0) {
    console.error(`\n${errors.length} HTML error(s) in ${what}.`);
    return 1;
  }
  console.log(`${what}, no errors.`);
  return 0;
}

process.exitCode = main();
