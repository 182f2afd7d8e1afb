// Lighthouse 13 (mobile = default config, desktop = its desktop config) for
// every public route against the local stack in system Chromium; medians of
// N runs. For the run with the median performance score we keep what the
// report blames (failing audits with their savings), so a missed target
// comes with its reasons.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API } from '../contract/routes';
import type { EventsResponse } from '../contract/schemas';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { PAGES } from '../frontend/src/pages/page-table';
import { PUBLIC_ROUTES } from './public-routes';
import { median, round } from './stats';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
export type FormFactor = 'mobile' | 'desktop';
const RUN_TIMEOUT_MS = 120_000;
const REPORTS_DIR = path.join(__dirname, '.tmp/lighthouse');

export type Blame = {
  id: string;
  title: string;
  category: Category;
  score: number | null;
  displayValue?: string;
  /** Lighthouse's estimate of what fixing it would save (ms per metric, bytes). */
  savings?: string;
  /** The audit's worst items (script URLs with their cost), when it lists any. */
  top?: string[];
};

export type LighthouseRow = {
  route: string;
  formFactor: FormFactor;
  runs: number;
  /** Category scores 0-100, medians. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Failing audits of the median run, worst first. */
  blame: Blame[];
  errors: string[];
};

export type LighthouseResult = { lighthouseVersion: string; chromeVersion: string; runsPerRoute: number; rows: LighthouseRow[] };

// Minimal shapes of the parts of a Lighthouse result read here.
type Audit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Record<string, number | undefined>;
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number; items?: Record<string, unknown>[] };
};
type Lhr = {
  lighthouseVersion: string;
  environment?: { hostUserAgent?: string };
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
};

// lighthouse and chrome-launcher are ESM only; esbuild-register keeps import() as is.
type LighthouseFn = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<{ lhr: Lhr } | undefined>;
type LaunchedChrome = { port: number; kill(): Promise<void> | void };
async function loadLighthouse() {
  const lighthouse = (await import('lighthouse')).default as unknown as LighthouseFn;
  const { launch } = (await import('chrome-launcher')) as unknown as {
    launch: (options: Record<string, unknown>) => Promise<LaunchedChrome>;
  };
  const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default as unknown;
  return { lighthouse, launch, desktopConfig };
}

const pct = (score: number | null | undefined) => (score === null || score === undefined ? NaN : Math.round(score * 100));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function savingsOf(audit: Audit): string | undefined {
  const parts: string[] = [];
  for (const [metric, value] of Object.entries(audit.metricSavings ?? {})) {
    if (value) parts.push(metric === 'CLS' ? `${metric} ${round(value, 3)}` : `${metric} ${Math.round(value)} ms`);
  }
  if (audit.details?.overallSavingsBytes) parts.push(`${Math.round(audit.details.overallSavingsBytes / 1024)} KiB`);
  if (!audit.metricSavings && audit.details?.overallSavingsMs) parts.push(`${Math.round(audit.details.overallSavingsMs)} ms`);
  return parts.length ? parts.join(', ') : undefined;
}

/**
 * Up to three of the audit's items, worst first: a script or image URL with its
 * cost, or else the element (and why it fails), or the DevTools issue type.
 */
function topItems(audit: Audit): string[] | undefined {
  const cost = (item: Record<string, unknown>): [number, string] | null => {
    for (const [key, unit] of [['wastedMs', 'ms'], ['total', 'ms'], ['duration', 'ms'], ['wastedBytes', 'B'], ['transferSize', 'B']] as const) {
      if (typeof item[key] === 'number') return [item[key], unit];
    }
    return null;
  };
  const items = audit.details?.items ?? [];
  const withUrl = items
    .filter((item) => typeof item.url === 'string' && cost(item))
    .map((item) => ({ url: String(item.url).replace(/^https?:\/\/[^/]+/, ''), cost: cost(item)! }))
    .sort((a, b) => b.cost[0] - a.cost[0])
    .slice(0, 3)
    .map(({ url, cost: [value, unit] }) => `${url || '(page)'} ${unit === 'B' ? `${Math.round(value / 1024)} KiB` : `${Math.round(value)} ms`}`);
  if (withUrl.length) return withUrl;
  const described = items
    .map((item) => {
      const node = item.node as { nodeLabel?: string; selector?: string; explanation?: string } | undefined;
      if (node) {
        const label = (node.nodeLabel ?? '').split('\n')[0].slice(0, 60);
        // axe's explanation names the numbers (e.g. the contrast ratio); keep its first finding.
        const why = (node.explanation ?? '').split('\n').map((l) => l.trim()).filter(Boolean)[1]?.slice(0, 120);
        const score = typeof item.score === 'number' ? ` (shift ${round(item.score, 3)})` : '';
        return `${node.selector ?? ''} "${label}"${score}${why ? `: ${why}` : ''}`;
      }
      if (typeof item.issueType === 'string') return item.issueType;
      return null;
    })
    .filter((x): x is string => Boolean(x));
  const distinct = [...new Set(described)];
  const more = described.length - distinct.length;
  if (more > 0 && distinct.length) distinct[distinct.length - 1] += ` (and ${more} more like it)`;
  return distinct.length ? distinct.slice(0, 3) : undefined;
}

const savingsWeight = (audit: Audit) =>
  Object.entries(audit.metricSavings ?? {}).reduce((sum, [metric, v]) => sum + (metric === 'CLS' ? (v ?? 0) * 10_000 : (v ?? 0)), 0) +
  (audit.details?.overallSavingsBytes ?? 0) / 1024;

/**
 * What keeps a category below 100. Performance: the metrics that lose points
 * (the symptoms) and then every audit that estimates savings, passing or not
 * (the causes: Lighthouse passes e.g. bootup-time while blaming it for most of
 * TBT). Other categories: their scored audits that failed.
 */
export function blameOf(lhr: Lhr): Blame[] {
  const blame: (Blame & { rank: number })[] = [];
  const seen = new Set<string>();
  const add = (audit: Audit, category: Category, rank: number) => {
    seen.add(audit.id);
    const items = audit.details?.items?.length;
    blame.push({
      id: audit.id,
      title: audit.title,
      category,
      score: audit.score,
      displayValue: audit.displayValue || (items ? `${items} item${items === 1 ? '' : 's'}` : undefined),
      savings: savingsOf(audit),
      top: topItems(audit),
      rank,
    });
  };
  for (const category of CATEGORIES) {
    const cat = lhr.categories[category];
    if (!cat || cat.score === 1) continue;
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(audit.id) || audit.score === null) continue;
      if (category === 'performance') {
        if (ref.weight > 0 && audit.score < 0.9) add(audit, category, 1e6 + ref.weight * (1 - audit.score));
        else if (!ref.weight && savingsWeight(audit) > 0) add(audit, category, savingsWeight(audit));
      } else if (ref.weight > 0 && audit.score < 1) {
        add(audit, category, 2e6 + ref.weight);
      }
    }
  }
  return blame
    .sort((a, b) => b.rank - a.rank)
    .slice(0, 12)
    .map(({ rank: _rank, ...rest }) => rest);
}

export function summarise(route: string, formFactor: FormFactor, lhrs: Lhr[], errors: string[]): LighthouseRow {
  const metric = (id: string) => median(lhrs.map((l) => l.audits[id]?.numericValue ?? NaN));
  const score = (c: Category) => median(lhrs.map((l) => pct(l.categories[c]?.score)));
  const perf = lhrs.map((l) => pct(l.categories.performance?.score));
  const medianRun = lhrs[perf.indexOf(perf.slice().sort((a, b) => a - b)[Math.floor((perf.length - 1) / 2)])];
  return {
    route,
    formFactor,
    runs: lhrs.length,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: round(metric('cumulative-layout-shift'), 3),
    fcpMs: Math.round(metric('first-contentful-paint')),
    blame: medianRun ? blameOf(medianRun) : [],
    errors,
  };
}

/** Where each run's full report is kept (git-ignored), for a closer look and for bench/rerender.ts. */
export const reportFile = (formFactor: FormFactor, route: string, run: number) =>
  path.join(REPORTS_DIR, `${formFactor}${route === '/' ? '-home' : route.replace(/\//g, '-')}-${run}.json`);

/** The rows again from the kept reports of the last run: after a change to what is summarised, no new run needed. */
export function summariseKeptReports(previous: LighthouseResult): LighthouseRow[] {
  return previous.rows.map((row) => {
    const lhrs: Lhr[] = [];
    for (let run = 1; run <= previous.runsPerRoute; run++) {
      const file = reportFile(row.formFactor, row.route, run);
      if (existsSync(file)) lhrs.push(JSON.parse(readFileSync(file, 'utf8')) as Lhr);
    }
    return summarise(row.route, row.formFactor, lhrs, row.errors);
  });
}

export async function measureLighthouse(
  baseUrl: string,
  options: { runs?: number; formFactors?: FormFactor[]; routes?: string[]; log?: (line: string) => void } = {},
): Promise<LighthouseResult> {
  const runs = options.runs ?? 3;
  const formFactors = options.formFactors ?? ['mobile', 'desktop'];
  const log = options.log ?? (() => undefined);
  const { lighthouse, launch, desktopConfig } = await loadLighthouse();
  mkdirSync(REPORTS_DIR, { recursive: true });

  const routes = pickRoutes(await measuredRoutes(baseUrl), options.routes);
  const rows: LighthouseRow[] = [];
  let lighthouseVersion = '';
  let chromeVersion = '';
  for (const formFactor of formFactors) {
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const lhrs = new Map<string, Lhr[]>(routes.map((r) => [r, []]));
    const errors = new Map<string, string[]>(routes.map((r) => [r, []]));
    // A fresh browser for every run, as a visitor's first visit gets: Lighthouse
    // clears the HTTP cache and storage before a navigation, but a reused browser
    // keeps its compiled-code cache, its warm processes and its connections, and
    // scored 100 (LCP 1.2-1.7 s) where a fresh one per run scored 97-99 (issue 40).
    // chrome-launcher gives each launch a new, empty profile. Runs go round the
    // routes so that a burst of load from elsewhere does not land on one route only.
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        const label = `lighthouse ${formFactor} ${route} run ${run}/${runs}`;
        let chrome: LaunchedChrome | null = null;
        try {
          chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
          const result = await withTimeout(
            lighthouse(
              `${baseUrl}${route}`,
              { port: chrome.port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
              config,
            ),
            RUN_TIMEOUT_MS,
            label,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error('Lighthouse returned no result');
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          lighthouseVersion = lhr.lighthouseVersion;
          chromeVersion = /Chrome\/([\d.]+)/.exec(lhr.environment?.hostUserAgent ?? '')?.[1] ?? chromeVersion;
          lhrs.get(route)!.push(lhr);
          writeFileSync(reportFile(formFactor, route, run), JSON.stringify(lhr));
          log(`  ${label}: performance ${pct(lhr.categories.performance?.score)}`);
        } catch (error) {
          errors.get(route)!.push(`run ${run}: ${(error as Error).message}`);
          log(`  ${label} failed: ${(error as Error).message}`);
        } finally {
          await Promise.resolve(chrome?.kill()).catch(() => undefined);
        }
      }
    }
    for (const route of routes) rows.push(summarise(route, formFactor, lhrs.get(route)!, errors.get(route)!));
  }
  return { lighthouseVersion, chromeVersion, runsPerRoute: runs, rows };
}

/** The sitemap's pages and one event page (the soonest upcoming event of the store). */
/**
 * BENCH_ROUTES=/privacy,/contact measures only those of the measured routes (`event` names the event page,
 * whose path holds an id); an unknown one stops the run with the list to choose from.
 */
export function pickRoutes(routes: string[], wanted?: string[]): string[] {
  if (!wanted?.length) return routes;
  const isEvent = (route: string) => route.startsWith(PAGES.event.path.replace(':id', ''));
  const picked = routes.filter((route) => wanted.includes(route) || (wanted.includes('event') && isEvent(route)));
  const unknown = wanted.filter((w) => w !== 'event' && !routes.includes(w));
  if (unknown.length || !picked.length) throw new Error(`BENCH_ROUTES: unknown route(s) ${unknown.join(', ')}; choose from ${routes.filter((r) => !isEvent(r)).join(', ')}, event`);
  return picked;
}

export async function measuredRoutes(baseUrl: string): Promise<string[]> {
  return [...PUBLIC_ROUTES.map((r) => r.path).filter((p) => !p.includes(':')), await firstEventPath(baseUrl)];
}

async function firstEventPath(baseUrl: string): Promise<string> {
  const answer = (await (await fetch(`${baseUrl}${API.listUpcomingEvents.path}`)).json()) as EventsResponse;
  const [event] = answer.events;
  if (!event) throw new Error('The store has no upcoming event to measure an event page with');
  return PAGES.event.path.replace(':id', encodeURIComponent(event.id));
}
