// `npm run bench`: build the SPA, then measure and write bench/results/
// (results.json + README.md). Subsets: BENCH_ONLY=api,lambda,bundle,lighthouse,first-tap,takeover,lists,scan.
// takeover: the main thread's long tasks from load through the app's takeover, per route (bench/takeover.ts).
// first-tap: per control, tap to answer at 4x CPU on a phone, median of BENCH_FIRST_TAP_RUNS (5);
// BENCH_FIRST_TAP_ONLY=menu,lightbox picks controls by name, BENCH_FIRST_TAP_MOMENTS=settled or impatient.
// admin: the admin on a phone at 4x CPU, sign-in, each tab, an event's edit and
// save, the JS per screen; medians of BENCH_ADMIN_RUNS (5) (bench/admin.ts).
// BENCH_MERGE=1 keeps the sections of the last results.json this run does not measure.
// lists: 10,000 registrations + 5,000 long messages seeded locally, every admin
// list answer timed and sized (BENCH_LIST_REGISTRATIONS, BENCH_LIST_CONTACTS).
// news: one announcement to BENCH_NEWS_RECIPIENTS (2,000) consenting subscribers on its own local stack:
// the send's time and the pace achieved against NEWS_SEND_RATE (bench/news.ts).
// Lighthouse runs per route and form factor: BENCH_RUNS (3); BENCH_ROUTES=/privacy picks routes. BENCH_BUILD=0
// measures the frontend/dist already there. BENCH_NOTE adds a line to the
// results (e.g. what else ran on the machine).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureAdmin } from './admin';
import { measureApi } from './api';
import { measureBundles } from './bundle-sizes';
import { measureScan } from './check-in-scan';
import { startLocalStack, type Child } from './child';
import { measureLambdas } from './lambda-cold';
import { measureFirstTap, type FirstTapMoment } from './first-tap';
import { measureTakeover } from './takeover';
import { measureLighthouse, measuredRoutes, type FormFactor } from './lighthouse';
import { LIST_TARGETS, measureLists } from './lists';
import { machineInfo } from './machine';
import { measureNews } from './news';
import { renderMarkdown, type Results } from './report';
import { checkTargets } from './targets';

const SECTIONS = ['bundle', 'lambda', 'lighthouse', 'first-tap', 'admin', 'takeover', 'api', 'lists', 'scan', 'news'] as const;
type Section = (typeof SECTIONS)[number];
/** The sections measured against the local stack. */
const STACK_SECTIONS: readonly Section[] = ['lighthouse', 'first-tap', 'admin', 'takeover', 'api', 'scan'];
const ROOT = path.resolve(__dirname, '..');
const RESULTS_DIR = path.join(__dirname, 'results');

function selectedSections(): Section[] {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
  if (!only?.length) return [...SECTIONS];
  const unknown = only.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown section(s) ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
  return SECTIONS.filter((s) => only.includes(s));
}

function positiveInt(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`${name} must be a whole number from 1 to ${max}, not '${raw}'`);
  return n;
}

/** BENCH_FORM_FACTORS=mobile measures what the targets are about, in half the time. */
function formFactors(): FormFactor[] {
  const raw = process.env.BENCH_FORM_FACTORS?.split(',').map((s) => s.trim()).filter(Boolean);
  if (!raw?.length) return ['mobile', 'desktop'];
  const unknown = raw.filter((f) => f !== 'mobile' && f !== 'desktop');
  if (unknown.length) throw new Error(`BENCH_FORM_FACTORS: unknown form factor(s) ${unknown.join(', ')}; choose from mobile, desktop`);
  return raw as FormFactor[];
}

/** BENCH_ROUTES=/privacy measures Lighthouse on those routes only (bench/lighthouse.ts, pickRoutes). */
function benchRoutes(): string[] | undefined {
  const raw = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim()).filter(Boolean);
  return raw?.length ? raw : undefined;
}

const load = () => Math.round(os.loadavg()[0] * 100) / 100;
const log = (line: string) => console.log(line);

/** BENCH_MERGE=1: the figures of the sections not measured now stay as the last run wrote them. */
function mergeEarlier(results: Results): void {
  const file = path.join(RESULTS_DIR, 'results.json');
  if (!existsSync(file)) return;
  const earlier = JSON.parse(readFileSync(file, 'utf8')) as Results;
  const measured = new Set(results.sections);
  const keys: Record<string, (keyof Results)[]> = {
    bundle: ['bundles'],
    lambda: ['lambdas'],
    lighthouse: ['lighthouse', 'targets'],
    'first-tap': ['firstTap'],
    admin: ['admin'],
    takeover: ['takeover'],
    api: ['api'],
    lists: ['lists'],
    scan: ['scan'],
  };
  for (const section of earlier.sections ?? []) {
    if (measured.has(section)) continue;
    for (const key of keys[section] ?? []) if (earlier[key] !== undefined) Object.assign(results, { [key]: earlier[key] });
    results.sections.push(section);
  }
  // The admin table's "before" column (issue 40) stays until someone removes it on purpose.
  if (earlier.adminBefore && !results.adminBefore) results.adminBefore = earlier.adminBefore;
  if (!process.env.BENCH_NOTE && earlier.note) results.note = earlier.note;
}

async function main(): Promise<void> {
  const started = Date.now();
  const sections = selectedSections();
  const runs = positiveInt('BENCH_RUNS', 3, 20);
  const results: Results = {
    machine: machineInfo(),
    load: { start: load(), end: NaN },
    note: process.env.BENCH_NOTE || undefined,
    durationSec: NaN,
    sections,
    errors: {},
  };

  const needsDist = sections.includes('bundle') || sections.includes('lighthouse') || sections.includes('scan') || sections.includes('admin');
  if (needsDist && process.env.BENCH_BUILD !== '0') {
    log('Building the SPA (npm run build)...');
    const build = spawnSync(process.execPath, ['-r', 'esbuild-register', 'frontend/build.ts'], { cwd: ROOT, stdio: 'inherit', timeout: 300_000 });
    if (build.status !== 0) throw new Error(`The frontend build failed (${build.status ?? build.error?.message}); fix it or run with BENCH_BUILD=0`);
  }

  // Each section is independent: one failing still leaves the others' figures.
  const attempt = async (section: Section, work: () => void | Promise<void>) => {
    if (!sections.includes(section)) return;
    const t = Date.now();
    log(`[${section}]`);
    try {
      await work();
      log(`[${section}] done in ${Math.round((Date.now() - t) / 1000)} s`);
    } catch (error) {
      results.errors[section] = (error as Error).message ?? String(error);
      log(`[${section}] failed: ${results.errors[section]}`);
    }
  };

  await attempt('bundle', () => {
    results.bundles = measureBundles();
  });
  await attempt('lambda', async () => {
    results.lambdas = await measureLambdas(10);
    for (const r of [results.lambdas.empty, ...results.lambdas.handlers]) {
      const size = `${(r.bytes / 1024).toFixed(1)} KB`.padStart(9);
      log(`  ${r.handler.padEnd(28)} ${size}  require ${r.error ? `failed: ${r.error}` : `${r.requireMs} ms`}`);
    }
  });

  let stack: Child | null = null;
  try {
    if (STACK_SECTIONS.some((s) => sections.includes(s))) {
      log('Starting the local stack (in-memory store, free port)...');
      stack = await startLocalStack();
      log(`  ${stack.url}`);
    }
    // Lighthouse before the API load test, on a store with only the seed in it.
    await attempt('lighthouse', async () => {
      results.lighthouse = await measureLighthouse(stack!.url, { runs, formFactors: formFactors(), routes: benchRoutes(), log });
      results.targets = checkTargets(results.lighthouse.rows);
    });
    // What each control's first tap costs, settled and 300 ms after the first paint.
    await attempt('first-tap', async () => {
      const eventRoute = (await measuredRoutes(stack!.url)).find((r) => r.startsWith('/events/'));
      if (!eventRoute) throw new Error('no event page to measure');
      const list = (name: string) => process.env[name]?.split(',').map((s) => s.trim()).filter(Boolean);
      results.firstTap = await measureFirstTap(stack!.url, {
        runs: positiveInt('BENCH_FIRST_TAP_RUNS', 5, 50),
        eventRoute,
        only: list('BENCH_FIRST_TAP_ONLY'),
        moments: list('BENCH_FIRST_TAP_MOMENTS') as FirstTapMoment[] | undefined,
        log,
      });
    });
    // The admin on a phone, before the load test fills the store with messages.
    await attempt('admin', async () => {
      results.admin = await measureAdmin(stack!.url, { runs: positiveInt('BENCH_ADMIN_RUNS', 5, 50), log });
    });
    // Lighthouse's trace may end before the app takes over: the page's own long tasks through the takeover.
    await attempt('takeover', async () => {
      results.takeover = await measureTakeover(stack!.url, { routes: await measuredRoutes(stack!.url), runs: positiveInt('BENCH_TAKEOVER_RUNS', 5, 50), log });
    });
    await attempt('api', async () => {
      results.api = await measureApi(stack!.url, { durationSec: 10, connections: 10, log });
    });
    // The door: frame to answer on the fake camera (after the load test, on its own).
    await attempt('scan', async () => {
      results.scan = await measureScan(stack!.url, { repeats: 4, log });
      log(`  frame to answer: ${results.scan.firstMs} ms first scan (check-in), median ${results.scan.medianRepeatMs} ms for the same ticket again (${results.scan.decoder})`);
    });
  } catch (error) {
    for (const s of sections) if (STACK_SECTIONS.includes(s)) results.errors[s] ??= (error as Error).message;
  } finally {
    await stack?.stop();
  }

  // Its own stack on a data folder: the volume must not slow the measurements above.
  await attempt('lists', async () => {
    results.lists = await measureLists({
      registrations: positiveInt('BENCH_LIST_REGISTRATIONS', 10_000, 1_000_000),
      contacts: positiveInt('BENCH_LIST_CONTACTS', 5_000, 1_000_000),
      repeat: 15,
      log,
    });
  });

  // Its own stack too: 2,000 mails paced at the sending rate take minutes, alone on the machine.
  await attempt('news', async () => {
    const news = await measureNews({ recipients: positiveInt('BENCH_NEWS_RECIPIENTS', 2000, 100_000), log });
    results.news = news;
    log(`  ${news.recipients} recipients: send ${news.sendRequestSeconds} s (${news.sendRequests} request(s)), first mail at ${news.firstMailSeconds} s, last at ${news.lastMailSeconds} s; pace ${news.achievedRate} a second (peak over 5 s: ${news.peakRate}) against NEWS_SEND_RATE ${news.configuredRate}; ${news.delivered} in the inbox, ${news.duplicates} twice`);
  });

  results.load.end = load();
  results.durationSec = Math.round((Date.now() - started) / 1000);
  mkdirSync(RESULTS_DIR, { recursive: true });
  if (process.env.BENCH_MERGE === '1') mergeEarlier(results);
  writeFileSync(path.join(RESULTS_DIR, 'results.json'), JSON.stringify(results, null, 2) + '\n');
  const markdown = renderMarkdown(results);
  writeFileSync(path.join(RESULTS_DIR, 'README.md'), markdown + '\n');
  log(`\nWrote bench/results/results.json and bench/results/README.md in ${results.durationSec} s.`);
  const missed = results.targets?.filter((t) => !t.met) ?? [];
  if (missed.length) log(`Targets missed on: ${missed.map((t) => `${t.route} (${t.misses.join('; ')})`).join(', ')}`);
  const slowLists = results.lists?.cases.filter((c) => !c.met) ?? [];
  if (slowLists.length) log(`Admin list targets (< ${LIST_TARGETS.maxBytes / 1024 / 1024} MB, median < ${LIST_TARGETS.medianMs} ms) missed on: ${slowLists.map((c) => c.name).join(', ')}`);
  if (Object.keys(results.errors).length) process.exitCode = 1;
}

main().catch((error) => {
  console.error((error as Error).message ?? error);
  process.exit(1);
});
