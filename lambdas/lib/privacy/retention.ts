// Retention that runs by itself (docs/PRODUCT-RULES.md, People's data): once a
// day the job removes what the retention settings say is due, in bounded
// batches (a run touches at most `batch` items of each rule; what is left is
// due again tomorrow), and writes one audit entry saying what it did, which the
// admin reads in the Audit tab. Each rule reads its period through its kind's
// line in retention-rules.ts and the oldest items of one gsi1 partition by
// their creation time (the learners, receipts, consents and requests:
// retention-records.ts); every removal is one conditional write or one
// transaction (lambdas/lib/db/retention-repo.ts, retention-records-repo.ts),
// so a run repeated or two at once remove each item once.
import { RETENTION_DEFAULTS, type RetentionSettings } from '../../../contract/privacy';
import { auditRepo } from '../db/audit-repo';
import { keys } from '../db/keys';
import { erasureRepo } from '../db/erasure-repo';
import { queryPartition, type Item } from '../db/items';
import { oldestBefore, retentionRepo } from '../db/retention-repo';
import { ERASED_NAME, normaliseEmail } from './person-hash';
import { standsOf } from './person-stands';
import { cutoff } from './retention-periods';
import { removeDueRecords } from './retention-records';
import type { RetentionRun } from './retention-rules';

export type { RetentionRun } from './retention-rules';
export { monthsBefore } from './retention-periods';

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

  const contactCutoff = cutoff(now, settings, 'contact').toISOString();
  const contactMessages = await each(await oldestBefore(keys.contactsPartition, contactCutoff, batch), (item) => retentionRepo.removeContact(String(item.id)));

  // A mail's place on the mail log is its creation time; only a final one whose sending (when it was sent) is past the cutoff.
  const mailCutoff = cutoff(now, settings, 'mail').toISOString();
  const mails = await oldestBefore(keys.mailLogPartition, mailCutoff, batch, {
    expression: 'attribute_exists(#data) AND (attribute_not_exists(sentAt) OR sentAt < :cutoff)',
    names: { '#data': 'data' },
    values: { ':cutoff': mailCutoff },
  });
  const mailBodies = await each(mails, (item) => retentionRepo.stripMailBody(String(item.id), at));

  // A settled mail's addresses, long after it was made: the stand-ins an erasure of each person would write.
  const addressed = await oldestBefore(keys.mailLogPartition, cutoff(now, settings, 'mail', 1).toISOString(), batch, {
    expression: 'attribute_not_exists(recipientsPseudonymisedAt)',
    values: {},
  });
  const mailRecipients = await each(addressed, async (item) => {
    const to = (item.to as string[] | undefined) ?? [];
    const replyTo = item.replyTo as string[] | undefined;
    const stand = await standsOf([...to, ...(replyTo ?? [])]);
    const swap = (list: string[]) => list.map((address) => stand(address).email);
    return retentionRepo.pseudonymiseMailRecipients(String(item.id), swap(to), replyTo && swap(replyTo), at);
  });

  const auditCutoff = cutoff(now, settings, 'audit').toISOString();
  const auditEntries = await each(await oldestBefore(keys.auditPartition, auditCutoff, batch), (item) => retentionRepo.removeAuditEntry(String(item.id)));

  // Orders never paid whose hold ran out: cancelled with their payment expired.
  const unpaidCutoff = cutoff(now, settings, 'registration', 1).toISOString();
  const unpaid = await oldestBefore(keys.registrationsPartition, unpaidCutoff, batch, {
    expression: '#status = :cancelled AND payment.#paymentStatus = :expired',
    names: { '#status': 'status', '#paymentStatus': 'status' },
    values: { ':cancelled': 'cancelled', ':expired': 'expired' },
  });
  const unpaidOrders = await each(unpaid, (item) => retentionRepo.removeUnpaidOrder(String(item.id)));

  const people = await pseudonymiseThePast(now, settings, batch);
  const records = await removeDueRecords(now, settings, batch);
  const run: RetentionRun = { contactMessages, mailBodies, mailRecipients, auditEntries, unpaidOrders, ...people, ...records };
  const total = Object.values(run).reduce((sum, n) => sum + n, 0);
  if (total > 0) {
    // After the audit rule, so the entry saying what was removed is never itself removed by the same run.
    await auditRepo.record({ username: RETENTION_ACTOR, route: 'retention', summary: describe(run) });
  }
  return run;
}

const notYetPseudonymised = { expression: '#name <> :erased', names: { '#name': 'name' }, values: { ':erased': ERASED_NAME } };

/**
 * Attendees' and buyers' data `attendeesMonthsAfterEvent` after their event, and the event's waitlist;
 * trial bookings `learnersMonthsAfterEnd` after the lesson: pseudonymised as an erasure would (the
 * accounting facts, counters and insights stay). Items already pseudonymised are skipped by the Query's
 * filter, so every run (and two at once) finds only what is left.
 */
async function pseudonymiseThePast(now: Date, settings: RetentionSettings, batch: number): Promise<Pick<RetentionRun, 'attendeeOrders' | 'waitlistEntries' | 'trialBookings'>> {
  const eventCutoff = cutoff(now, settings, 'registration');
  // The events list is sorted by the event's day: the events before the cutoff day are the old ones.
  const oldEvents = new Set((await oldestBefore(keys.eventsPartition, eventCutoff.toISOString().slice(0, 10), 10_000)).map((e) => String(e.id)));
  const liveEvents = new Set((await queryPartition(keys.eventsPartition)).map((e) => String(e.id)));
  // An order is made before its event, so an old event's orders are among those made before the cutoff.
  // One of a deleted event (no longer listed) made before the cutoff is old too.
  const orders = (await oldestBefore(keys.registrationsPartition, eventCutoff.toISOString(), batch, notYetPseudonymised)).filter(
    (order) => oldEvents.has(String(order.eventId)) || !liveEvents.has(String(order.eventId)),
  );
  let attendeeOrders = 0;
  for (const order of orders) {
    const tickets = (order.tickets as Item[] | undefined) ?? [];
    attendeeOrders += await erasureRepo.wholeOrder(order, await standsOf([order.email, ...tickets.map((t) => t.email)]));
  }
  let waitlistEntries = 0;
  for (const eventId of oldEvents) {
    if (waitlistEntries >= batch) break;
    const entries = await oldestBefore(keys.waitlistQueue(eventId), '\uffff', batch - waitlistEntries, notYetPseudonymised);
    for (const entry of entries) waitlistEntries += await erasureRepo.waitlistEntry(entry, normaliseEmail(String(entry.email)), (await standsOf([entry.email]))(String(entry.email)));
  }
  const trialCutoff = cutoff(now, settings, 'trialBooking').toISOString();
  let trialBookings = 0;
  for (const trial of await oldestBefore(keys.trialsPartition, trialCutoff, batch, notYetPseudonymised)) {
    trialBookings += await erasureRepo.trial(trial, (await standsOf([trial.email]))(String(trial.email)));
  }
  return { attendeeOrders, waitlistEntries, trialBookings };
}

/** What a run did, in words for the Audit tab: "Retention: 3 contact messages deleted, 12 mail bodies removed". */
export function describe(run: RetentionRun): string {
  const parts = [
    [run.contactMessages, 'contact message', 'deleted'],
    [run.mailBodies, 'mail body', 'removed'],
    [run.mailRecipients, 'sent mail’s addresses', 'pseudonymised'],
    [run.auditEntries, 'audit entry', 'deleted'],
    [run.unpaidOrders, 'unpaid expired order', 'deleted'],
    [run.attendeeOrders, 'past event’s order', 'pseudonymised'],
    [run.waitlistEntries, 'past event’s waitlist entry', 'pseudonymised'],
    [run.trialBookings, 'past trial booking', 'pseudonymised'],
    [run.learners, 'past learner', 'pseudonymised'],
    [run.receipts, 'old receipt', 'pseudonymised'],
    [run.creditNotes, 'old credit note', 'pseudonymised'],
    [run.consents, 'old consent answer', 'deleted'],
    [run.privacyRequestEmails, 'answered privacy request', 'stripped of its email'],
    [run.privacyRequests, 'old privacy request', 'deleted'],
  ] as const;
  const plural = (what: string) => (what.endsWith('body') ? what.replace(/body$/, 'bodies') : what.endsWith('entry') ? what.replace(/entry$/, 'entries') : `${what}s`);
  const said = parts.filter(([n]) => n > 0).map(([n, what, done]) => `${n} ${n === 1 ? what : plural(what)} ${done}`);
  return `Retention: ${said.length ? said.join(', ') : 'nothing was due'}`;
}
