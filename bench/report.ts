// results.json -> README.md: one Markdown table per section, the machine the
// figures came from, and for each missed target what Lighthouse blames.
import { ADMIN_TARGETS, type AdminResult } from './admin';
import type { ApiResult } from './api';
import { INSIGHTS_TARGETS, LIST_TARGETS, type ListsResult } from './lists';
import type { NewsResult } from './news';
import type { BundleResult } from './bundle-sizes';
import type { LambdaResult } from './lambda-cold';
import type { ScanResult } from './check-in-scan';
import type { FirstTapRow } from './first-tap';
import type { TakeoverRow } from './takeover';
import type { LighthouseResult, LighthouseRow } from './lighthouse';
import type { MachineInfo } from './machine';
import { kib } from './stats';
import { TARGETS, type TargetCheck } from './targets';

export type Results = {
  machine: MachineInfo;
  /** 1-minute load average at start and end: above the core count, something else competed for the CPU. */
  load: { start: number; end: number };
  note?: string;
  durationSec: number;
  sections: string[];
  lighthouse?: LighthouseResult;
  targets?: TargetCheck[];
  bundles?: BundleResult;
  api?: ApiResult;
  lists?: ListsResult;
  news?: NewsResult;
  lambdas?: LambdaResult;
  scan?: ScanResult;
  firstTap?: FirstTapRow[];
  admin?: AdminResult;
  /** The admin's figures before issue 40's work, shown beside the current ones. */
  adminBefore?: AdminResult & { note?: string };
  takeover?: TakeoverRow[];
  errors: Record<string, string>;
};

const esc = (s: string | number) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const num = (n: number | null | undefined, suffix = '') => (n === null || n === undefined || !Number.isFinite(n) ? 'n/a' : `${n}${suffix}`);

function table(head: string[], rows: (string | number)[][], align?: ('l' | 'r')[]): string {
  const sep = head.map((_, i) => ((align?.[i] ?? (i === 0 ? 'l' : 'r')) === 'r' ? '---:' : '---'));
  return [head, sep, ...rows].map((r) => `| ${r.map(esc).join(' | ')} |`).join('\n');
}

function lighthouseTable(rows: LighthouseRow[]): string {
  return table(
    ['Route', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP', 'Runs'],
    rows.map((r) => [
      r.route,
      num(r.performance),
      num(r.accessibility),
      num(r.bestPractices),
      num(r.seo),
      num(r.lcpMs, ' ms'),
      num(r.tbtMs, ' ms'),
      num(r.cls),
      num(r.fcpMs, ' ms'),
      r.errors.length ? `${r.runs} (${r.errors.length} failed)` : r.runs,
    ]),
  );
}

function adminSection(admin: AdminResult, before: (AdminResult & { note?: string }) | undefined, scan: ScanResult | undefined): string[] {
  const ms = (v: number | null | undefined) => (v === null ? 'never' : v === undefined ? '-' : `${v} ms`);
  const target = (kind: AdminResult['steps'][number]['kind']) => (kind === 'tap' ? ADMIN_TARGETS.tapMs : kind === 'content' ? ADMIN_TARGETS.contentMs : ADMIN_TARGETS.signInMs);
  const beforeOf = (step: string) => before?.steps.find((s) => s.step === step)?.medianMs;
  const out: string[] = ['## The admin on a phone', ''];
  out.push(
    `Chromium on a phone viewport (390x844, touch), CPU slowed down 4x (CDP Emulation.setCPUThrottlingRate), signed in as the first admin over the seed's content; a fresh browser per run (a first visit: nothing cached), after one unmeasured run. Each step is a touch at the control's centre, timed in the page from its pointerdown to the end of the first frame that shows the answer (as the first-tap table). Content: the selected tab's panel on screen with no spinner or placeholder left. Targets (issue 40): a tap's own answer <= ${ADMIN_TARGETS.tapMs} ms, a tab's content <= ${ADMIN_TARGETS.contentMs} ms, sign-in to the overview's figures <= ${ADMIN_TARGETS.signInMs} ms. Medians of ${admin.runs} runs; "never": no answer within 20 s in most runs. bench/admin.ts.`,
    '',
  );
  if (before?.note) out.push(`> Before: ${before.note}`, '');
  const head = ['Step', ...(before ? ['Before'] : []), 'Median', 'Target', 'Met', 'Runs (ms)'];
  const rows = admin.steps.map((s) => {
    const t = target(s.kind);
    return [s.step, ...(before ? [ms(beforeOf(s.step))] : []), ms(s.medianMs), `${t} ms`, s.medianMs !== null && s.medianMs <= t ? 'yes' : 'no', s.ms.map((v) => v ?? '-').join(', ')];
  });
  if (scan) rows.push(['Door: scan -> answer (the check-in section, no CPU slowdown)', ...(before ? ['-'] : []), `${scan.medianRepeatMs} ms`, '-', '-', `first ${scan.firstMs}, repeats ${scan.repeatMs.join(', ')}`]);
  out.push(table(head, rows, head.map((_, i) => (i === 0 || i === head.length - 1 ? 'l' : 'r'))), '');
  out.push(
    `JavaScript each screen fetched, counted for the screen whose moment asked for it (the overview: from the Sign In tap to its figures; then what loads while the overview is idle; each tab: from its tap). gzip level 9. Target: the first screen (sign-in screen plus overview) <= ${ADMIN_TARGETS.firstScreenGzip / 1024} KB compressed.`,
    '',
  );
  const jsBefore = (screen: string) => before?.js.find((j) => j.screen === screen);
  const jsHead = ['Screen', 'Files', 'JS raw', 'JS gzip', ...(before ? ['Before raw', 'Before gzip'] : [])];
  const jsRows = admin.js.map((j) => {
    const b = jsBefore(j.screen);
    return [j.screen, j.files, kib(j.bytes), kib(j.gzip), ...(before ? [b ? kib(b.bytes) : '-', b ? kib(b.gzip) : '-'] : [])];
  });
  const first = (r: AdminResult) => r.js.filter((j) => j.screen === 'Sign-in screen' || j.screen === 'Overview (after Sign In)').reduce((a, j) => ({ bytes: a.bytes + j.bytes, gzip: a.gzip + j.gzip }), { bytes: 0, gzip: 0 });
  const f = first(admin);
  const fb = before ? first(before) : undefined;
  jsRows.push(['First screen (sign-in screen + overview)', '', kib(f.bytes), `${kib(f.gzip)} (${f.gzip <= ADMIN_TARGETS.firstScreenGzip ? 'met' : 'MISSED'})`, ...(fb ? [kib(fb.bytes), kib(fb.gzip)] : [])]);
  out.push(table(jsHead, jsRows), '');
  return out;
}

export function renderMarkdown(results: Results): string {
  const { machine: m } = results;
  const out: string[] = [];
  out.push('# Benchmarks', '');
  out.push(
    'Written by `npm run bench` (bench/run.ts); the same figures are in `results.json`. Subsets: `BENCH_ONLY=api,lambda,bundle,lighthouse,first-tap,admin,takeover,scan,lists,news` (`BENCH_ADMIN_RUNS`, 5); `BENCH_MERGE=1` keeps the sections not measured from the last results.json; Lighthouse runs per route and form factor: `BENCH_RUNS` (3); `BENCH_FORM_FACTORS=mobile` leaves out desktop; `BENCH_ROUTES=/privacy` measures those routes only (`event` for the event page); `BENCH_BUILD=0` skips the SPA build; `BENCH_NOTE` adds a note. Everything talks to 127.0.0.1 only.',
    '',
  );
  out.push(
    table(
      ['Measured on', ''],
      [
        ['Date', m.date],
        ['CPU', m.cpuModel],
        ['Cores', m.cores],
        ['Memory', `${m.memoryGiB} GiB`],
        ['Node', m.node],
        ['OS', m.platform],
        ...(results.lighthouse ? [['Lighthouse', results.lighthouse.lighthouseVersion], ['Chromium', results.lighthouse.chromeVersion]] : []),
        ['Load average (1 min) at start / end', `${results.load.start} / ${results.load.end}`],
        ['Sections', results.sections.join(', ')],
        ['Wall time', `${results.durationSec} s`],
      ],
      ['l', 'l'],
    ),
    '',
  );
  if (results.note) out.push(`> ${results.note}`, '');
  if (results.load.start > m.cores || results.load.end > m.cores) {
    out.push(
      `> The load average was above the core count (${m.cores}): other processes competed for the CPU during this run, so timings (Lighthouse performance, TBT, API and import times) are noisy and pessimistic. Sizes and the accessibility, best-practices and SEO scores do not depend on load.`,
      '',
    );
  }
  for (const [section, message] of Object.entries(results.errors)) out.push(`**${section} failed:** ${esc(message)}`, '');

  if (results.lighthouse && results.targets) {
    const lh = results.lighthouse;
    out.push('## Targets (mobile, every public route and an event page)', '');
    out.push(
      `Lighthouse performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS.bestPractices}, SEO ${TARGETS.seo}, CLS ${TARGETS.cls}, TBT <= ${TARGETS.tbtMs} ms, LCP <= ${TARGETS.lcpMs} ms; medians of ${lh.runsPerRoute} runs, each in a fresh browser (a first visit: no compiled-code cache, no warm processes).`,
      '',
    );
    out.push(table(['Route', 'Met', 'Missed'], results.targets.map((t) => [t.route, t.met ? 'yes' : 'no', t.misses.join('; ') || '-']), ['l', 'l', 'l']), '');

    out.push('## Lighthouse, mobile (default config: simulated slow 4G, 4x CPU slowdown)', '');
    out.push(lighthouseTable(lh.rows.filter((r) => r.formFactor === 'mobile')), '');
    out.push('## Lighthouse, desktop (desktop config)', '');
    out.push(lighthouseTable(lh.rows.filter((r) => r.formFactor === 'desktop')), '');

    const failing = results.targets.filter((t) => !t.met);
    if (failing.length) {
      out.push('## What holds it back', '');
      out.push(
        "For each route that misses a target: from its median mobile run, the metrics that lose points, then the audits Lighthouse credits with savings (insights and diagnostics, passing or not), then any failed accessibility, best-practices or SEO audit. Full reports: bench/.tmp/lighthouse/*.json (not committed).",
        '',
      );
      for (const t of failing) {
        const row = lh.rows.find((r) => r.formFactor === 'mobile' && r.route === t.route);
        out.push(`### ${t.route}: ${t.misses.join('; ')}`, '');
        if (row?.errors.length) out.push(`Failed runs: ${row.errors.map(esc).join('; ')}`, '');
        if (!row?.blame.length) {
          out.push('No failing audit in the median run (the miss comes from run-to-run variation).', '');
          continue;
        }
        out.push(
          table(
            ['Audit', 'Title', 'Category', 'Score', 'Value', 'Est. savings', 'Worst items'],
            row.blame.map((b) => [
              b.id,
              b.title,
              b.category,
              b.score === null ? 'n/a' : Math.round(b.score * 100),
              b.displayValue ?? '',
              b.savings ?? '',
              (b.top ?? []).join('; '),
            ]),
            ['l', 'l', 'l', 'r', 'l', 'l', 'l'],
          ),
          '',
        );
      }
    }
  }

  if (results.bundles) {
    const b = results.bundles;
    out.push('## Initial JS and CSS per public route', '');
    out.push(
      `What the browser loads before the route renders: the entry chunk, the route's lazy page chunk and their static imports (from ${b.source}). gzip at level 9. Chakra UI writes its CSS at run time (Emotion), so CSS files may be empty.`,
      '',
    );
    out.push(
      table(
        ['Route', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'index.html gzip', 'Files', 'Largest packages beyond the entry chunks'],
        b.rows.map((r) => [
          r.route,
          kib(r.jsBytes),
          kib(r.jsGzip),
          kib(r.cssBytes),
          kib(r.cssGzip),
          kib(r.htmlGzip),
          r.error ? `${r.files.length} (${r.error})` : r.files.length,
          (r.routeOnly ?? []).map((p) => `${p.name} ${kib(p.bytes)}`).join(', ') || '-',
        ]),
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
      ),
      '',
    );
    if (b.topPackages.length) {
      out.push("Largest contributors to the home route's JS, entry chunks included (minified bytes before gzip):", '');
      out.push(table(['Package', 'Bytes'], b.topPackages.map((p) => [p.name, kib(p.bytes)])), '');
    }
  }

  if (results.lists) {
    const l = results.lists;
    out.push('## Admin lists at volume', '');
    out.push(
      `${l.seeded.registrations} registrations and ${l.seeded.contacts} contact messages of 5,000 characters, seeded with BatchWrite in ${l.seeded.seconds} s into the local stack's store (a data folder). Each case: one warm-up, then sequential requests over HTTP with the admin token. Target: every answer under ${LIST_TARGETS.maxBytes / 1024 / 1024} MB and the median under ${LIST_TARGETS.medianMs} ms; the insights rows under ${INSIGHTS_TARGETS.maxBytes / 1024} KB and ${INSIGHTS_TARGETS.medianMs} ms.`,
      '',
      table(
        ['Case', 'Requests', 'Median', 'p95', 'Max', 'Largest answer', 'Items', 'Target'],
        l.cases.map((c) => [c.name, c.requests, `${c.medianMs} ms`, `${c.p95Ms} ms`, `${c.maxMs} ms`, `${(c.maxBytes / 1024).toFixed(1)} KiB`, c.items, c.met ? 'met' : 'MISSED']),
      ),
      '',
      `CSV export (every page in turn): ${l.exports.map((e) => `${e.list} ${e.rows} rows in ${e.pages} pages, ${e.seconds} s`).join('; ')}.`,
      '',
    );
  }
  if (results.news) {
    const n = results.news;
    out.push('## An announcement to 2,000', '');
    out.push(
      `One announcement to ${n.recipients} consenting subscribers (seeded with BatchWrite in ${n.seedSeconds} s) on the local stack (a data folder, its mailer every 500 ms, the local SES), through the admin's real calls. Sending, which queues every mail (the fan-out, inside the request), took ${n.sendRequestSeconds} s in ${n.sendRequests} request(s) (more than one: the first passed the 30 s timeout and was resumed); the first mail went at ${n.firstMailSeconds} s and the last at ${n.lastMailSeconds} s after it started (the announcement's sent figure, polled every 250 ms). Pace between the first and the last mail: **${n.achievedRate} a second** (the most in any 5 s: ${n.peakRate} a second) against the configured sending rate (NEWS_SEND_RATE) of ${n.configuredRate}. Each mail is due at the send's start plus its place divided by the rate. On one machine the mailer runs in the same process as the API, so it sends little while the fan-out's request runs; the mails that fell due meanwhile go out together when it ends (up to 25 a run, two runs a second): that catch-up is the peak. In the local inbox: ${n.delivered} recipients, ${n.duplicates} mails twice.`,
      '',
    );
  }
  if (results.api) {
    const a = results.api;
    out.push('## API (autocannon)', '');
    out.push(
      `${a.durationSec} s per target after a 2 s warm-up, ${a.connections} connections, loopback. The local stack (API Gateway emulator -> real handler -> dynalite in memory) beside a bare node:http server answering the same JSON bytes from memory (${a.responseBytes.upcoming} B for upcoming events, ${a.responseBytes.contact} B for contact). POST /api/contact uses a new email on every request. Latency in whole milliseconds (autocannon's resolution).`,
      '',
    );
    out.push(
      table(
        ['Target', 'Server', 'Requests/s', 'Mean', 'p50', 'p99', 'Requests', 'Non-2xx', 'Errors'],
        a.rows.map((r) => [r.target, r.server, r.requestsPerSec, `${r.meanMs} ms`, `${r.p50Ms} ms`, `${r.p99Ms} ms`, r.total, r.non2xx, r.errors]),
        ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
      '',
    );
    out.push(
      table(
        ['Target', 'Stack / bare requests/s', 'Stack / bare mean latency', 'Stack / bare p50', 'Stack / bare p99'],
        a.ratios.map((r) => [r.target, num(r.rps), r.mean === null ? 'n/a' : `${r.mean}x`, r.p50 === null ? 'n/a (bare p50 < 1 ms)' : `${r.p50}x`, r.p99 === null ? 'n/a (bare p99 < 1 ms)' : `${r.p99}x`]),
      ),
      '',
    );
  }

  if (results.firstTap?.length) {
    const ms = (v: number | null) => (v === null ? 'never' : `${v} ms`);
    const runsOf = (values: (number | null)[]) => values.map((v) => (v === null ? '-' : `${v}`)).join(', ');
    const moments: [FirstTapRow['moment'], string, string][] = [
      ['settled', 'First tap on a settled page', 'The page loaded, its files in the cache and the page quiet (the app has taken over when the page starts it by itself).'],
      ['impatient', 'First tap 300 ms after the first paint', 'An impatient visitor: the tap 300 ms after the first paint, while the page may still be loading.'],
      ['takeover', 'First tap while the app takes over', 'The tap as soon as the app\'s entry module is added to the page (it starts by itself, no touch before), while the app evaluates and hydrates: the worst moment to tap.'],
    ];
    for (const [moment, title, text] of moments) {
      const rows = results.firstTap.filter((r) => r.moment === moment);
      if (!rows.length) continue;
      out.push(`## ${title}`, '');
      out.push(
        `${text} Chromium (playwright-core) on a phone viewport, 390x844 with touch, CPU slowed down 4x (CDP Emulation.setCPUThrottlingRate); a fresh browser per run, after one unmeasured load of each route. The tap is the browser's touch input at the control's centre (CDP Input), after scrolling the control into view (settled: and waiting for the page to be quiet again). Tap to answer: from the tap's pointerdown (a key's keydown for typing) to the end of the first frame that shows the answer, read in the page (a message posted from that frame's requestAnimationFrame runs once it is rendered; the frame's own start time can come before a long handler ends). Longest event: the longest Event Timing entry of the interaction (Chrome's INP input). Medians; "never": no answer within the limit (10 s) in most runs. bench/first-tap.ts.`,
        '',
      );
      out.push(table(['Control', 'Route', 'Tap to answer', 'Longest event', 'Runs (ms)'], rows.map((r) => [r.control, r.route, ms(r.medianTapToAnswerMs), r.medianLongestEventMs === null ? 'n/a' : `${r.medianLongestEventMs} ms`, runsOf(r.tapToAnswerMs)])), '');
    }
  }

  if (results.admin) out.push(...adminSection(results.admin, results.adminBefore, results.scan));

  if (results.takeover?.length) {
    const ms = (v: number | null) => (v === null ? 'n/a' : `${v} ms`);
    out.push('## The main thread through the takeover', '');
    out.push(
      "Lighthouse's trace may end before the app starts by itself (boot/wake.ts), so its TBT can leave the takeover out. Here: the page's own long tasks (PerformanceObserver 'longtask'), from the navigation until a second after `<html data-hydrated>`, with no touch. Chromium on a phone viewport (390x844, touch), CPU slowed down 4x, real network on loopback (no simulated 4G), a fresh browser per run, medians. Blocking: each long task's time over 50 ms, summed. Load: from the first contentful paint to the entry module being added; takeover: from then to a second after hydration. bench/takeover.ts.",
      '',
    );
    out.push(
      table(
        ['Route', 'App starts', 'Hydrated', 'Blocking, load', 'Blocking, takeover', 'Longest task, takeover', 'Blocking, total', 'Runs'],
        results.takeover.map((r) => [r.route, ms(r.medianAppStartMs), ms(r.medianHydratedMs), ms(r.medianLoadBlockingMs), ms(r.medianTakeoverBlockingMs), ms(r.medianTakeoverLongestTaskMs), ms(r.medianTotalBlockingMs), r.runs]),
      ),
      '',
    );
  }

  if (results.scan) {
    const s = results.scan;
    out.push('## Check-in: frame to answer', '');
    out.push(
      `Chromium with a fake camera playing a real ticket's QR (bench/check-in-scan.ts), decoder: ${s.decoder}. From the frame handed to the decoder to the answer rendered, API round trip on loopback included.`,
      '',
    );
    out.push(table(['Scan', 'Frame to answer'], [['First (checked in)', `${s.firstMs} ms`], ...s.repeatMs.map((ms, i) => [`Again ${i + 1} (already)`, `${ms} ms`]), ['Median of the repeats', `${s.medianRepeatMs} ms`]]), '');
  }

  if (results.lambdas) {
    const l = results.lambdas;
    out.push('## Lambda bundles and cold import', '');
    out.push(
      `Each handler bundled as the CDK does (the stack's esbuild options from \`infra/constructs/handler-bundles.ts\`: platform node, minified, CJS, AWS SDK bundled; no source map). Import time: median of ${l.runs} fresh \`node\` processes, time inside require() and from spawn to exit, beside an empty module measured the same way.`,
      '',
    );
    const rows = [l.empty, ...l.handlers];
    out.push(
      table(
        ['Handler', 'Route', 'Bytes', 'gzip', 'require()', 'Process'],
        rows.map((r) => [r.handler, r.route, kib(r.bytes), kib(r.gzipBytes), r.error ? `failed: ${r.error}` : `${r.requireMs} ms`, r.error ? '' : `${r.processMs} ms`]),
        ['l', 'l', 'r', 'r', 'r', 'r'],
      ),
      '',
    );
    if (l.composition) {
      out.push(`What ${l.composition.handler}'s bundle is made of (minified bytes, before gzip):`, '');
      out.push(table(['Package', 'Bytes'], l.composition.packages.map((p) => [p.name, kib(p.bytes)])), '');
    }
    if (l.missing.length) out.push(`Handlers named in contract/routes.ts but missing: ${l.missing.join(', ')}`, '');
  }
  return out.join('\n');
}
