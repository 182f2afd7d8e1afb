// One announcement to 2,000 consenting subscribers on the local stack (issue 39, Done when): the stack
// on a data folder with its own mailer and local SES, the subscribers seeded with batch writes (with
// their consent answers), then the admin's real calls: create, send (the fan-out runs inside that
// request), and the announcement's `sent` figure polled until every mail has gone. Reported: the send
// request's time, the time from send to the last mail, and the pace achieved between the first and the
// last mail against the configured sending rate (NEWS_SEND_RATE, the fan-out's pacing; 14 by default).
// Finally the local inbox is read once: exactly one mail per recipient.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NEWS_SEND_RATE } from '../contract/news';
import { resetClient } from '../lambdas/lib/db/client';
import { seedSubscribers } from '../lambdas/lib/news/seed-subscribers';
import { resetPersonHashKey } from '../lambdas/lib/privacy/person-hash';
import { connect } from '../infra/local/admin-cli';
import type { LocalMailMessage } from '../infra/local/mail-server';
import { startChild } from './child';
import { round } from './stats';

export type NewsResult = {
  recipients: number;
  configuredRate: number;
  seedSeconds: number;
  /** How many POST .../send it took (more than 1: the first timed out and was resumed). */
  sendRequests: number;
  sendRequestSeconds: number;
  firstMailSeconds: number;
  lastMailSeconds: number;
  achievedRate: number;
  /** The most mails sent in any 5 s between two polls, a second: a burst above the rate shows here. */
  peakRate: number;
  delivered: number;
  duplicates: number;
};

const PASSWORD = 'bench-news-password-not-secret';
const SUBJECT = 'Bench: the next workshop';

export async function measureNews(options: { recipients: number; log: (line: string) => void }): Promise<NewsResult> {
  const { log, recipients } = options;
  const configuredRate = Number(process.env.NEWS_SEND_RATE) > 0 ? Number(process.env.NEWS_SEND_RATE) : NEWS_SEND_RATE;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-news-'));
  const stack = await startChild(
    ['-r', 'esbuild-register', 'infra/local/start.ts'],
    { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, NEWS_SEND_RATE: String(configuredRate), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    /Site running at (http:\/\/127\.0\.0\.1:\d+)/,
  );
  try {
    process.env.DATA_DIR = dataDir;
    process.env.DYNAMODB_REQUEST_TIMEOUT_MS ||= '30000';
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ||= 'true';
    const target = await connect({});
    // The running site made the keyed-hash key in its table: hash the seeded emails with the same one.
    resetPersonHashKey();
    const seededAt = Date.now();
    log(`  seeding ${recipients} consenting subscribers (${target.describe})...`);
    await seedSubscribers(Array.from({ length: recipients }, (_, i) => ({ email: `bench${i}@example.com`, consents: [true] })));
    const seedSeconds = round((Date.now() - seededAt) / 1000);
    await target.close();

    const login = await fetch(`${stack.url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
    const { token } = (await login.json()) as { token?: string };
    if (!token) throw new Error(`admin login failed: ${login.status}`);
    const api = async (method: string, route: string, body?: unknown) => {
      const res = await fetch(`${stack.url}${route}`, { method, headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
      const answer = (await res.json()) as { id?: string; data?: { sent: number; recipients: number; status: string } };
      if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}`);
      return answer;
    };
    const { id } = await api('POST', '/api/admin/announcements', { subject: SUBJECT, body: 'Come **along** to the next workshop.', audience: { kind: 'subscribers' } });
    const started = performance.now();
    // The fan-out runs inside the request: past the emulator's timeout (API Gateway's 30 s) it answers 503 while
    // the handler goes on; sending again resumes where it got to and queues nobody twice, as the admin's
    // 'Resume sending' does. Counted, so a slow machine shows in the figures.
    let sendRequests = 0;
    for (;;) {
      sendRequests++;
      const res = await fetch(`${stack.url}/api/admin/announcements/${id}/send`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
      if (res.status === 202) break;
      if (res.status !== 503 || sendRequests >= 5) throw new Error(`POST .../send answered ${res.status}`);
      log(`    the send request timed out (503); sending again resumes it`);
    }
    const sendRequestSeconds = round((performance.now() - started) / 1000);
    log(`  send request (the fan-out queues ${recipients} mails): ${sendRequestSeconds} s`);

    // The announcement's own figure, a few times a second: when the first and the last mail went.
    let first = NaN;
    let sent = 0;
    const deadline = started + (recipients / configuredRate) * 1000 * 3 + 120_000;
    let lastReport = 0;
    const samples: { at: number; sent: number }[] = [];
    while (sent < recipients) {
      if (performance.now() > deadline) throw new Error(`only ${sent} of ${recipients} sent before the deadline`);
      const view = (await api('GET', `/api/admin/announcements/${id}`)).data!;
      sent = view.sent;
      samples.push({ at: performance.now(), sent });
      if (sent > 0 && Number.isNaN(first)) first = performance.now();
      if (performance.now() - lastReport > 15_000) {
        lastReport = performance.now();
        log(`    ${sent} of ${view.recipients} sent after ${round((performance.now() - started) / 1000)} s`);
      }
      if (sent < recipients) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const last = performance.now();
    const achievedRate = round((recipients - 1) / ((last - first) / 1000));
    let peakRate = 0;
    for (const [i, from] of samples.entries()) {
      const to = samples.slice(i + 1).find((s) => s.at - from.at >= 5000);
      if (to) peakRate = Math.max(peakRate, (to.sent - from.sent) / ((to.at - from.at) / 1000));
    }

    // The local inbox, read once: every recipient's mail, once each.
    const inbox = (await (await fetch(`${stack.url}/_local/mail`)).json()) as { messages: LocalMailMessage[] };
    const addresses = inbox.messages.filter((m) => m.subject === SUBJECT).map((m) => m.to.join(','));
    const delivered = new Set(addresses).size;
    return {
      recipients,
      configuredRate,
      seedSeconds,
      sendRequests,
      sendRequestSeconds,
      firstMailSeconds: round((first - started) / 1000),
      lastMailSeconds: round((last - started) / 1000),
      achievedRate,
      peakRate: round(peakRate),
      delivered,
      duplicates: addresses.length - delivered,
    };
  } finally {
    resetClient();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
