// Retention that runs by itself (docs/PRODUCT-RULES.md, People's data): once a
// day the job removes what the retention settings say is due, in bounded
// batches (a run touches at most `batch` items of each rule; what is left is
// due again tomorrow), and writes one audit entry saying what it did, which the
// admin reads in the Audit tab. Each rule reads the oldest items of one gsi1
// partition by their creation time; every removal is one conditional write or
// one transaction (lambdas/lib/db/retention-repo.ts), so a run repeated or two
// at once remove each item once.
import { RETENTION_DEFAULTS, type RetentionSettings } from '../../../contract/privacy';
import { auditRepo } from '../db/audit-repo';
import { keys } from '../db/keys';
import { oldestBefore, retentionRepo } from '../db/retention-repo';

export type RetentionRun = {
  contactMessages: number;
  mailBodies: number;
  auditEntries: number;
  unpaidOrders: number;
};

const DAY_MS = 86_400_000;
/** The instant `months` calendar months before `now` (the 31st of a short month: its last day). */
export function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() - months);
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, last));
  return at;
}
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The Lagos hour the job runs each day (the AWS schedule and the local one): a quiet hour. */
export const RETENTION_HOUR = 3;

/** Who the job's audit entries name, in place of an admin. */
export const RETENTION_ACTOR = 'retention job';

async function each(items: Array<Record<string, unknown>>, remove: (item: Record<string, unknown>) => Promise<boolean>): Promise<number> {
  let removed = 0;
  for (const item of items) if (await remove(item)) removed++;
  return removed;
}

export async function runRetention(options: { now?: Date; settings?: RetentionSettings; batch?: number } = {}): Promise<RetentionRun> {
  const now = options.now ?? new Date();
  const settings = options.settings ?? { ...RETENTION_DEFAULTS };
  const batch = options.batch ?? 200;
  const at = now.toISOString();

  const contactCutoff = monthsBefore(now, settings.contactMessagesMonths).toISOString();
  const contactMessages = await each(await oldestBefore(keys.contactsPartition, contactCutoff, batch), (item) => retentionRepo.removeContact(String(item.id)));

  // A mail's place on the mail log is its creation time; only a final one whose sending (when it was sent) is past the cutoff.
  const mailCutoff = daysBefore(now, settings.mailBodiesDays).toISOString();
  const mails = await oldestBefore(keys.mailLogPartition, mailCutoff, batch, {
    expression: 'attribute_exists(#data) AND (attribute_not_exists(sentAt) OR sentAt < :cutoff)',
    names: { '#data': 'data' },
    values: { ':cutoff': mailCutoff },
  });
  const mailBodies = await each(mails, (item) => retentionRepo.stripMailBody(String(item.id), at));

  const auditCutoff = monthsBefore(now, settings.auditMonths).toISOString();
  const auditEntries = await each(await oldestBefore(keys.auditPartition, auditCutoff, batch), (item) => retentionRepo.removeAuditEntry(String(item.id)));

  // Orders never paid whose hold ran out: cancelled with their payment expired.
  const unpaidCutoff = daysBefore(now, settings.unpaidOrdersDays).toISOString();
  const unpaid = await oldestBefore(keys.registrationsPartition, unpaidCutoff, batch, {
    expression: '#status = :cancelled AND payment.#paymentStatus = :expired',
    names: { '#status': 'status', '#paymentStatus': 'status' },
    values: { ':cancelled': 'cancelled', ':expired': 'expired' },
  });
  const unpaidOrders = await each(unpaid, (item) => retentionRepo.removeUnpaidOrder(String(item.id)));

  const run: RetentionRun = { contactMessages, mailBodies, auditEntries, unpaidOrders };
  const total = contactMessages + mailBodies + auditEntries + unpaidOrders;
  if (total > 0) {
    // After the audit rule, so the entry saying what was removed is never itself removed by the same run.
    await auditRepo.record({ username: RETENTION_ACTOR, route: 'retention', summary: describe(run) });
  }
  return run;
}

/** What a run did, in words for the Audit tab: "Retention: 3 contact messages deleted, 12 mail bodies removed". */
export function describe(run: RetentionRun): string {
  const parts = [
    [run.contactMessages, 'contact message', 'deleted'],
    [run.mailBodies, 'mail body', 'removed'],
    [run.auditEntries, 'audit entry', 'deleted'],
    [run.unpaidOrders, 'unpaid expired order', 'deleted'],
  ] as const;
  const said = parts
    .filter(([n]) => n > 0)
    .map(([n, what, done]) => `${n} ${n === 1 ? what : what === 'mail body' ? 'mail bodies' : what === 'audit entry' ? 'audit entries' : `${what}s`} ${done}`);
  return `Retention: ${said.length ? said.join(', ') : 'nothing was due'}`;
}
