// Initial JS per route (gzip): the entry chunk + the page's lazy chunk + every
// chunk they statically import, each counted once. Reads frontend/.build/meta.json
// (the esbuild metafile; kept out of dist so it is never served or uploaded).
// Run: node -r esbuild-register frontend/scripts/bundle-report.ts [--json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Meta = {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[]; bytes: number }>;
};

const repo = path.resolve(__dirname, '../..');
const meta = JSON.parse(readFileSync(path.join(repo, 'frontend/.build/meta.json'), 'utf8')) as Meta;
const gzipCache = new Map<string, number>();
const gzipBytes = (file: string) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(repo, file)), { level: 9 }).length);
  return gzipCache.get(file)!;
};

function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const i of meta.outputs[file]?.imports ?? []) if (i.kind === 'import-statement') staticClosure(i.path, seen);
  return seen;
}

const outputFor = (suffix: string) => Object.keys(meta.outputs).find((f) => f.endsWith('.js') && meta.outputs[f].entryPoint?.endsWith(suffix));

export function report() {
  const entry = outputFor('src/main.tsx');
  if (!entry) throw new Error('no entry in meta.json: run npm run build first');
  const base = staticClosure(entry);
  const pages = Object.keys(meta.outputs)
    .filter((f) => f.endsWith('.js') && /src\/pages\/[\w-]+-page\.tsx$/.test(meta.outputs[f].entryPoint ?? ''))
    .map((f) => {
      const files = staticClosure(f, new Set(base));
      const gzip = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
      return { page: path.basename(meta.outputs[f].entryPoint!, '.tsx'), files: files.size, gzipKB: +(gzip / 1024).toFixed(1) };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
  const entryGzip = [...base].reduce((sum, file) => sum + gzipBytes(file), 0);
  return { entryGzipKB: +(entryGzip / 1024).toFixed(1), pages };
}

if (require.main === module) {
  const r = report();
  if (process.argv.includes('--json')) console.log(JSON.stringify(r, null, 2));
  else {
    console.log(`entry (+ static imports): ${r.entryGzipKB} KB gzip`);
    for (const p of r.pages) console.log(`${p.page.padEnd(24)} ${String(p.gzipKB).padStart(7)} KB gzip initial JS (${p.files} files)`);
  }
}
