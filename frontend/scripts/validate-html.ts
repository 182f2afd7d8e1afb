// `npm run validate:html`: every HTML file the build wrote (the prerendered
// public pages and the admin shells) through the W3C Nu HTML Checker, offline.
// Prints each error and exits non-zero when there is one. Needs a build
// (`npm run build`) and Java on the PATH; it calls `java` itself rather than
// the vnu-jar wrapper, which would download a Java runtime when none is found.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
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
  const files = htmlFiles(dist).sort();
  const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'gnu', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) {
    console.error(`Could not run java (${run.error.message}): install a Java runtime, e.g. apt-get install default-jre-headless.`);
    return 2;
  }
  // vnu writes its findings to stderr, one per line, and exits 1 when there are errors.
  const errors = `${run.stdout}${run.stderr}`
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.replace(`"file:${dist}/`, '"frontend/dist/'));
  for (const line of errors) console.error(line);
  if (run.status !== 0 || errors.length > 0) {
    console.error(`\n${errors.length} HTML error(s) in ${files.length} files.`);
    return 1;
  }
  console.log(`${files.length} HTML files, no errors.`);
  return 0;
}

process.exitCode = main();
