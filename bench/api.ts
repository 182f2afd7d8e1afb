// API throughput and latency with autocannon: the local stack (API Gateway
// emulator -> real handler -> dynalite) beside a bare node:http server that
// answers the same JSON bytes from memory, in the same run. Absolute figures
// depend on the machine; the ratio stack/bare is the figure that travels.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BareFixture, FixtureAnswer } from './bare-server';
import { startChild } from './child';
import { round } from './stats';

// autocannon ships no types; the fields used here are stable since v7.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- autocannon ships no types, so the cast below gives it one
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<CannonResult>;
type Histogram = { average: number; mean: number; p50: number; p99: number; max: number };
type CannonResult = {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  duration: number;
};

export type ApiRow = {
  target: 'GET /api/events/upcoming' | 'POST /api/contact';
  server: 'local stack' | 'bare node:http';
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Mean latency keeps fractions of a millisecond, unlike the percentiles. */
  meanMs: number;
  total: number;
  non2xx: number;
  errors: number;
};

export type ApiResult = {
  durationSec: number;
  connections: number;
  responseBytes: { upcoming: number; contact: number };
  rows: ApiRow[];
  /**
   * stack / bare requests/s (below 1 = slower than the floor), and stack / bare
   * latency (null when the bare server's figure rounds to 0 ms: autocannon
   * counts whole milliseconds).
   */
  ratios: { target: string; rps: number; mean: number | null; p50: number | null; p99: number | null }[];
};

const HOP_HEADERS = new Set(['content-length', 'connection', 'keep-alive', 'date', 'transfer-encoding']);
const TMP = path.join(__dirname, '.tmp');

let contactSeq = 0;
/** A valid contact form; the email changes every request so nothing can dedupe or cache. */
export function contactBody(seq: number): string {
  return JSON.stringify({
    name: 'Bench Visitor',
    email: `bench-${process.pid}-${seq}@example.com`,
    phone: '+234 800 000 0000',
    message: 'A benchmark message, long enough to pass validation.',
  });
}

async function capture(url: string, init: RequestInit): Promise<FixtureAnswer> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${body.slice(0, 300)}`);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) headers[name] = value;
  });
  return { status: res.status, headers, body };
}

async function cannon(baseUrl: string, target: ApiRow['target'], durationSec: number, connections: number): Promise<CannonResult> {
  const common = { url: baseUrl, connections, duration: durationSec, timeout: 10, pipelining: 1 };
  if (target === 'GET /api/events/upcoming') {
    return autocannon({ ...common, requests: [{ method: 'GET', path: '/api/events/upcoming' }] });
  }
  return autocannon({
    ...common,
    requests: [
      {
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: Record<string, unknown>) => ({ ...req, body: contactBody(++contactSeq) }),
      },
    ],
  });
}

const toRow = (target: ApiRow['target'], server: ApiRow['server'], r: CannonResult): ApiRow => ({
  target,
  server,
  requestsPerSec: round(r.requests.average, 0),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  meanMs: round(r.latency.mean, 3),
  total: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

export async function measureApi(
  stackUrl: string,
  options: { durationSec?: number; connections?: number; log?: (line: string) => void } = {},
): Promise<ApiResult> {
  const durationSec = options.durationSec ?? 10;
  const connections = options.connections ?? 10;
  const log = options.log ?? (() => undefined);

  // The bare server answers exactly what the stack answered.
  const fixture: BareFixture = {
    upcoming: await capture(`${stackUrl}/api/events/upcoming`, { method: 'GET' }),
    contact: await capture(`${stackUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contactBody(++contactSeq),
    }),
  };
  mkdirSync(TMP, { recursive: true });
  const fixtureFile = path.join(TMP, 'bare-fixture.json');
  writeFileSync(fixtureFile, JSON.stringify(fixture));
  const bare = await startChild(['-r', 'esbuild-register', path.join(__dirname, 'bare-server.ts')], { BARE_FIXTURE: fixtureFile }, /Bare server at (http:\/\/127\.0\.0\.1:\d+)/, 30_000);

  const rows: ApiRow[] = [];
  try {
    for (const target of ['GET /api/events/upcoming', 'POST /api/contact'] as const) {
      for (const [server, url] of [['local stack', stackUrl], ['bare node:http', bare.url]] as const) {
        // A short unrecorded warm-up: lazy handler loading and JIT are not the steady state.
        await cannon(url, target, 2, connections);
        log(`  autocannon ${target} on ${server} (${durationSec} s, ${connections} connections)`);
        rows.push(toRow(target, server, await cannon(url, target, durationSec, connections)));
      }
    }
  } finally {
    await bare.stop();
  }

  const ratios = (['GET /api/events/upcoming', 'POST /api/contact'] as const).map((target) => {
    const stack = rows.find((r) => r.target === target && r.server === 'local stack')!;
    const floor = rows.find((r) => r.target === target && r.server === 'bare node:http')!;
    return {
      target,
      rps: round(stack.requestsPerSec / floor.requestsPerSec, 3),
      mean: floor.meanMs > 0 ? round(stack.meanMs / floor.meanMs, 1) : null,
      p50: floor.p50Ms > 0 ? round(stack.p50Ms / floor.p50Ms, 1) : null,
      p99: floor.p99Ms > 0 ? round(stack.p99Ms / floor.p99Ms, 1) : null,
    };
  });
  return {
    durationSec,
    connections,
    responseBytes: { upcoming: Buffer.byteLength(fixture.upcoming.body), contact: Buffer.byteLength(fixture.contact.body) },
    rows,
    ratios,
  };
}
