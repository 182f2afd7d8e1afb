// The mail side of `npm start`: the local SES server, the mailer on a short
// loop (AWS runs it from a schedule and the table's stream), the 09:00
// reminder and 18:00 digest jobs and the 03:00 retention job on Lagos-time
// timers (EventBridge Scheduler in AWS), and the local-only routes that show
// and steer all of it:
//   GET  /_local/mail                 what the local SES server captured (JSON)
//   POST /_local/jobs/reminders?now=  run the reminder job as if it were `now` (ISO; default: now)
//   POST /_local/jobs/digest?now=     run the digest job likewise
//   POST /_local/jobs/retention?now=  run the retention job likewise (what is due at `now` is removed)
//   POST /_local/mail-server/stop     stop the SES server (to see retries), /start brings it back
// None of these exist in AWS: the CDK stack has no such routes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { queueDigest, queueReminders, DIGEST_HOUR, REMINDER_HOUR } from '../../lambdas/lib/mail/jobs';
import { runMailer } from '../../lambdas/lib/mail/mailer';
import { resetMailClient } from '../../lambdas/lib/mail/send';
import { RETENTION_HOUR, runRetention } from '../../lambdas/lib/privacy/retention';
import { createLocalMailRoute, LOCAL_MAIL_PATH } from './local-mail-route';
import { startLocalMail, type LocalMail } from './mail-server';

export type LocalRoute = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export type LocalMailer = {
  /** The package's web inbox, for a person with a browser. */
  inboxUrl: string;
  /** Local-only routes by path. */
  routes: Map<string, LocalRoute>;
  close(): Promise<void>;
};

export type LocalMailerOptions = {
  /** How often the mailer looks at the outbox. */
  intervalMs?: number;
  /** Wait before every retry (the production backoff is 30 s, 2 min, 10 min, 1 h). */
  retryMs?: number;
  log?: (line: string) => void;
};

/** The next instant it is `hour`:00 in Lagos (UTC+1 all year), after `now`. */
export function nextLagosHour(now: Date, hour: number): Date {
  const next = new Date(now);
  next.setUTCHours(hour - 1, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/** A POST-only local route; `now` from the query string. */
export function postRoute(run: (now: Date) => Promise<unknown>): LocalRoute {
  return async (req, res) => {
    if (req.method !== 'POST') return sendJson(res, 405, { success: false, message: 'Method not allowed' });
    const given = new URL(req.url ?? '/', 'http://local').searchParams.get('now');
    const now = given ? new Date(given) : new Date();
    if (Number.isNaN(now.getTime())) return sendJson(res, 400, { success: false, message: 'now must be an ISO date and time' });
    sendJson(res, 200, { success: true, result: await run(now) });
  };
}

export async function startLocalMailer(options: LocalMailerOptions = {}): Promise<LocalMailer> {
  const log = options.log ?? ((line: string) => console.log(line));
  let mail: LocalMail = await startLocalMail({ port: 0 });
  const port = Number(new URL(mail.endpoint).port);
  let running = true;
  process.env.SES_ENDPOINT = mail.endpoint;
  resetMailClient();

  // The mailer: one run at a time; an error (the store busy) is logged and the loop goes on.
  const backoffMs = options.retryMs ? () => options.retryMs! : undefined;
  let tick: Promise<void> = Promise.resolve();
  const loop = setInterval(() => {
    tick = tick.then(() =>
      runMailer({ backoffMs, log: () => undefined }).then(
        (run) => {
          if (run.sent + run.retried + run.failed + run.unknown) log(`Mail: ${run.sent} sent, ${run.retried} to retry, ${run.failed} failed, ${run.unknown} unknown`);
        },
        (error: Error) => log(`Mail: the mailer run failed: ${error.message}`),
      ),
    );
  }, options.intervalMs ?? 500);

  // The daily jobs at their Lagos hour, like the AWS schedules.
  const timers = new Set<NodeJS.Timeout>();
  const daily = (hour: number, name: string, job: (now: Date) => Promise<unknown>) => {
    const schedule = () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        job(new Date()).then(
          (result) => log(`${name} job: ${JSON.stringify(result)}`),
          (error: Error) => log(`${name} job failed: ${error.message}`),
        );
        schedule();
      }, nextLagosHour(new Date(), hour).getTime() - Date.now());
      timers.add(timer);
    };
    schedule();
  };
  daily(REMINDER_HOUR, 'Mail: reminder', queueReminders);
  daily(DIGEST_HOUR, 'Mail: digest', queueDigest);
  // Not mail, but a daily job of the same kind: the personal data that is due (lambdas/lib/privacy/retention.ts).
  daily(RETENTION_HOUR, 'Retention', (now) => runRetention({ now }));

  const inbox = createLocalMailRoute({ messages: () => mail.messages() });
  const routes = new Map<string, LocalRoute>([
    [LOCAL_MAIL_PATH, inbox],
    ['/_local/jobs/reminders', postRoute(async (now) => ({ queued: await queueReminders(now) }))],
    ['/_local/jobs/digest', postRoute(async (now) => ({ queued: await queueDigest(now) }))],
    ['/_local/jobs/retention', postRoute((now) => runRetention({ now }))],
    [
      '/_local/mail-server/stop',
      postRoute(async () => {
        if (running) await mail.close();
        running = false;
        // No pooled connection to the stopped server: the next send fails to connect, as with SES out of reach.
        resetMailClient();
        return { running };
      }),
    ],
    [
      '/_local/mail-server/start',
      postRoute(async () => {
        if (!running) mail = await startLocalMail({ port, keepInbox: true });
        running = true;
        return { running };
      }),
    ],
  ]);

  return {
    inboxUrl: mail.inboxUrl,
    routes,
    async close() {
      clearInterval(loop);
      for (const timer of timers) clearTimeout(timer);
      await tick;
      resetMailClient();
      if (running) await mail.close();
      running = false;
    },
  };
}
