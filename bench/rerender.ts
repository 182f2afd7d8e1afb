// Rewrite bench/results/README.md from results.json, re-summarising the
// Lighthouse rows from the reports the last run kept in bench/.tmp/lighthouse
// (when they are there). For changes to the report, not to the measurements:
//   node -r esbuild-register bench/rerender.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reportFile, summariseKeptReports } from './lighthouse';
import { renderMarkdown, type Results } from './report';
import { checkTargets } from './targets';

const RESULTS_DIR = path.join(__dirname, 'results');
const results = JSON.parse(readFileSync(path.join(RESULTS_DIR, 'results.json'), 'utf8')) as Results;
const lh = results.lighthouse;
if (lh && lh.rows.every((r) => r.runs === 0 || existsSync(reportFile(r.formFactor, r.route, r.runs)))) {
  lh.rows = summariseKeptReports(lh);
  results.targets = checkTargets(lh.rows);
  writeFileSync(path.join(RESULTS_DIR, 'results.json'), JSON.stringify(results, null, 2) + '\n');
}
writeFileSync(path.join(RESULTS_DIR, 'README.md'), renderMarkdown(results) + '\n');
console.log('Rewrote bench/results/README.md');
