// Admin lists at volume (docs/ARCHITECTURE.md, Admin lists that scale): the
// local stack on a data folder, 10,000 registrations and 5,000 contact
// messages of the longest accepted text seeded with BatchWrite, then every
// admin list answer timed over HTTP (API emulator -> real handler -> dynalite)
// and sized. Target per case: every answer under 1 MB, median under 300 ms.
// Walking every page of a list is also what the CSV export does: its total
// time is the export's figure. The insights' answer (GET /api/admin/stats)
// over the volume's year is measured the same way, against its own target:
// median under 300 ms, answer under 200 KB (docs/ARCHITECTURE.md, Insights).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetClient } from '../lambdas/lib/db/client';
import { seedVolume, VOLUME_EVENT_IDS } from '../lambdas/lib/db/volume-seed';
import { connect } from '../infra/local/admin-cli';
import { startChild } from './child';
import { median, round } from './stats';

export const LIST_TARGETS = { maxBytes: 1024 * 1024, medianMs: 300 } as const;
export const INSIGHTS_TARGETS = { maxBytes: 200 * 1024, medianMs: 300 } as const;

export type ListCase = { name: string; requests: number; medianMs: number; p95Ms: number; maxMs: number; maxBytes: number; items: number; met: boolean };
export type ListsResult = {
  seeded: { registrations: number; contacts: number; seconds: number };
  cases: ListCase[];
  exports: { list: string; pages: number; rows: number; seconds: number }[];
};

const PASSWORD = 'bench-lists-password-not-secret';
type Page = { items: unknown[]; nextCursor: string | null };

function percentile(values: number[], p: number): number {
  const xs = [...values].sort((a, b) => a - b);
  return xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
}

export async function measureLists(options: { registrations: number; contacts: number; repeat: number; log: (line: string) => void }): Promise<ListsResult> {
  const { log } = options;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lists-'));
  const stack = await startChild(
    ['-r', 'esbuild-register', 'infra/local/start.ts'],
    { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    /Site running at (http:\/\/127\.0\.0\.1:\d+)/,
  );
  try {
    // The running site's store, found through the data folder as `npm run lists` finds it.
    process.env.DATA_DIR = dataDir;
    // The seed's BatchWrites of 25 long messages may wait on a busy machine: not the 2 s a Lambda gets.
    process.env.DYNAMODB_REQUEST_TIMEOUT_MS ||= '30000';
    const target = await connect({});
    const seededAt = Date.now();
    log(`  seeding ${options.registrations} registrations and ${options.contacts} long messages (${target.describe})...`);
    await seedVolume({ registrations: options.registrations, contacts: options.contacts, onProgress: (line) => log(`    ${line}`) });
    const seconds = round((Date.now() - seededAt) / 1000);
    log(`  seeded in ${seconds} s`);

    const login = await fetch(`${stack.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token?: string };
    if (!token) throw new Error(`admin login failed: ${login.status}`);

    const get = async (pathAndQuery: string) => {
      const t = performance.now();
      const res = await fetch(`${stack.url}${pathAndQuery}`, { headers: { Authorization: `Bearer ${token}` } });
      const text = await res.text();
      const ms = performance.now() - t;
      if (!res.ok) throw new Error(`GET ${pathAndQuery} answered ${res.status}: ${text.slice(0, 200)}`);
      return { ms, bytes: Buffer.byteLength(text), body: JSON.parse(text) as { data: Page } };
    };

    const cases: ListCase[] = [];
    const measure = async (name: string, pathAndQuery: string, targets: { maxBytes: number; medianMs: number } = LIST_TARGETS) => {
      await get(pathAndQuery); // warm-up: handler loaded, store caches
      const times: number[] = [];
      let maxBytes = 0;
      let items = 0;
      for (let i = 0; i < options.repeat; i++) {
        const r = await get(pathAndQuery);
        times.push(r.ms);
        maxBytes = Math.max(maxBytes, r.bytes);
        items = Array.isArray(r.body.data?.items) ? r.body.data.items.length : 1;
      }
      const row: ListCase = {
        name,
        requests: times.length,
        medianMs: round(median(times)),
        p95Ms: round(percentile(times, 95)),
        maxMs: round(Math.max(...times)),
        maxBytes,
        items,
        met: maxBytes < targets.maxBytes && median(times) < targets.medianMs,
      };
      cases.push(row);
      log(`  ${name.padEnd(52)} median ${String(row.medianMs).padStart(6)} ms  p95 ${String(row.p95Ms).padStart(6)} ms  ${String(Math.round(maxBytes / 1024)).padStart(5)} KiB  ${items} items${row.met ? '' : '  MISSED'}`);
    };

    // Every page of a list, as the CSV export asks for them; also gives a deep cursor.
    const exports: ListsResult['exports'] = [];
    const walk = async (list: string) => {
      const started = performance.now();
      let cursor: string | null = null;
      let pages = 0;
      let rows = 0;
      const cursors: string[] = [];
      const times: number[] = [];
      let maxBytes = 0;
      do {
        const r = await get(`/api/admin/${list}${cursor ? `?cursor=${cursor}` : ''}`);
        times.push(r.ms);
        maxBytes = Math.max(maxBytes, r.bytes);
        pages++;
        rows += r.body.data.items.length;
        cursor = r.body.data.nextCursor;
        if (cursor) cursors.push(cursor);
      } while (cursor);
      const secs = round((performance.now() - started) / 1000);
      exports.push({ list, pages, rows, seconds: secs });
      const row: ListCase = {
        name: `${list}: every page in turn (the CSV export)`,
        requests: pages,
        medianMs: round(median(times)),
        p95Ms: round(percentile(times, 95)),
        maxMs: round(Math.max(...times)),
        maxBytes,
        items: rows,
        met: maxBytes < LIST_TARGETS.maxBytes && median(times) < LIST_TARGETS.medianMs,
      };
      cases.push(row);
      log(`  ${row.name.padEnd(52)} median ${String(row.medianMs).padStart(6)} ms  p95 ${String(row.p95Ms).padStart(6)} ms  ${String(Math.round(maxBytes / 1024)).padStart(5)} KiB  ${rows} rows in ${pages} pages, ${secs} s${row.met ? '' : '  MISSED'}`);
      return cursors;
    };

    const regCursors = await walk('registrations');
    const contactCursors = await walk('contacts');
    await measure('registrations: first page', '/api/admin/registrations');
    await measure('registrations: a page deep in the list', `/api/admin/registrations?cursor=${regCursors[Math.floor(regCursors.length * 0.9)]}`);
    await measure('registrations: search a common name (okafor)', '/api/admin/registrations?search=okafor');
    await measure('registrations: search one email (read budget)', '/api/admin/registrations?search=person17%40example.com');
    await measure('registrations: one event', `/api/admin/registrations?eventId=${VOLUME_EVENT_IDS[0]}`);
    await measure('contacts: first page (5,000-character messages)', '/api/admin/contacts');
    // The volume's registrations run from 1 Dec 2025 for about a year (volume-seed.ts): the longest period asked for.
    await measure('insights: 365 days of the volume (GET /api/admin/stats)', '/api/admin/stats?from=2025-12-01&to=2026-11-30', INSIGHTS_TARGETS);
    await measure('insights: the default period (last 30 days)', '/api/admin/stats', INSIGHTS_TARGETS);
    await measure('contacts: a page deep in the list', `/api/admin/contacts?cursor=${contactCursors[Math.floor(contactCursors.length * 0.9)]}`);
    await measure('contacts: search a common name (okafor)', '/api/admin/contacts?search=okafor');
    await measure('contacts: search one email (read budget)', '/api/admin/contacts?search=writer17%40example.com');
    await measure('events: first page', '/api/admin/events');
    await measure('gallery: first page', '/api/admin/gallery');
    await measure('testimonials: first page', '/api/admin/testimonials');
    await measure('overview counts', '/api/admin/counts');
    await target.close();
    return { seeded: { registrations: options.registrations, contacts: options.contacts, seconds }, cases, exports };
  } finally {
    resetClient();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
