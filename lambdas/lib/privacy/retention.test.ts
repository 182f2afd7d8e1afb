// The retention job with the clock moved forward: it removes exactly what is
// due and nothing else, once, and says what it did in the audit log.
import { addDays, todayInLagos } from '../../../contract/dates';
import { RETENTION_DEFAULTS } from '../../../contract/privacy';
import { auditRepo } from '../db/audit-repo';
import { MAIL_MESSAGES } from '../../../contract/messages';
import { getItem, queryPartition } from '../db/items';
import { keys } from '../db/keys';
import { outboxRepo } from '../db/outbox-repo';
import { runMailer } from '../mail/mailer';
import { runPayments } from '../payments/worker';
import { call, eventBody, loginToken, useStore } from '../../test/harness';
import { useSchoolGateway } from '../../test/school-gateway';
import { DATA_MAP, personalKinds, type PersonalKind } from './data-map';
import { describe as describeRun, monthsBefore, RETENTION_ACTOR, runRetention, type RetentionRun } from './retention';
import { RETENTION_RULES, type RetentionRule } from './retention-rules';

useStore();
const paystack = useSchoolGateway('sk_test_retention_0123456789abcdef');

const DAY = 86_400_000;
// After every write the file's setup made at the real time: creation times only go forward in a process (items.ts nowIso).
const START = new Date(Math.ceil((Date.now() + DAY) / DAY) * DAY + 9 * 3600_000);

/** Run `fn` with Date at `when` (the store's own timers keep running). */
async function at<T>(when: Date, fn: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'hrtime', 'performance'] });
  jest.setSystemTime(when);
  try {
    return await fn();
  } finally {
    jest.useRealTimers();
  }
}
const send = async () => ({ id: 'x', sesMessageId: 'local' });

let token: string;
let paidEvent: string;
const NOTHING: RetentionRun = {
  contactMessages: 0,
  mailBodies: 0,
  mailRecipients: 0,
  auditEntries: 0,
  unpaidOrders: 0,
  attendeeOrders: 0,
  waitlistEntries: 0,
  trialBookings: 0,
  learners: 0,
  receipts: 0,
  creditNotes: 0,
  consents: 0,
  privacyRequestEmails: 0,
  privacyRequests: 0,
};

type Made = { oldContact: string; newContact: string; unpaid: string; paid: string; trial: string; waiting: string; fullEvent: string };
let made: Made;

beforeAll(async () => {
  made = await at(START, async () => {
    // Signed in at the file's start time: a token lives 12 hours.
    token = await loginToken();
    const first = await call('POST', '/api/contact', { body: { name: 'Writer old', email: 'writerold@example.com', message: 'Do you teach the violin to adults on Saturdays?' } });
    expect(first.status).toBe(201);
    const oldContact = first.body.id as string;
    const created = await call('POST', '/api/admin/events', { body: eventBody({ date: addDays(todayInLagos(), 20), price: 5000 }), token });
    paidEvent = created.body.id as string;
    const unpaidOrder = await call('POST', '/api/register', { body: { name: 'Never Paid', email: 'never@example.com', phone: '08012345678', eventId: paidEvent } });
    const paidOrder = await call('POST', '/api/register', { body: { name: 'Did Pay', email: 'paid@example.com', phone: '08012345678', eventId: paidEvent } });
    await paystack.pay(paidOrder.body.data.authorizationUrl as string);
    await runPayments({});
    // The admin's message to the attendees: a mail whose body is stored with it.
    expect((await call('POST', `/api/admin/events/${paidEvent}/message`, { body: { subject: 'Parking', message: 'Park behind the hall, Mrs Did Pay.' }, token })).status).toBeLessThan(300);
    // A minute on (the clock stands still here, and each write's time is a millisecond after the last).
    await runMailer({ now: new Date(START.getTime() + 60_000), limit: 500, send, log: () => undefined });
    // A trial lesson in the coming days, and a place on the waitlist of a full free event in 20 days.
    const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({ day, from: '06:00', to: '22:00', slotMinutes: 60 }));
    expect((await call('PUT', '/api/admin/availability', { body: { weekly: EVERY_DAY, daysOff: [], daysAhead: 7 }, token })).status).toBe(200);
    const slot = (await call('GET', '/api/trial-slots')).body.data.slots[5] as { id: string };
    const trial = await call('POST', '/api/trial-bookings', { body: { slotId: slot.id, name: 'Kemi Trial', email: 'kemi@example.com', phone: '08031234567', service: 'music-education', age: 30 } });
    expect(trial.status).toBe(201);
    const full = await call('POST', '/api/admin/events', { body: eventBody({ date: addDays(todayInLagos(), 20), price: 0, maxParticipants: 1 }), token });
    const fullEvent = full.body.id as string;
    expect((await call('POST', '/api/register', { body: { name: 'Seat Taker', email: 'seat@example.com', phone: '08012345678', eventId: fullEvent } })).status).toBe(201);
    const waiting = await call('POST', `/api/events/${fullEvent}/waitlist`, { body: { name: 'Wale Waiting', email: 'wale@example.com', phone: '08012345678' } });
    expect(waiting.status).toBe(201);
    return { oldContact, newContact: '', unpaid: unpaidOrder.body.id as string, paid: paidOrder.body.id as string, trial: trial.body.id as string, waiting: waiting.body.id as string, fullEvent };
  });
  // The unpaid order's hold runs out (the worker expires it an hour later).
  await at(new Date(START.getTime() + 2 * 3600_000), () => runPayments({ now: new Date() }));
  // A message sent 23 months later is not due when the first one is.
  const sent = await at(new Date(START.getTime() + 23 * 31 * DAY), () => call('POST', '/api/contact', { body: { name: 'Writer new', email: 'writernew@example.com', message: 'Is the Saturday choir still meeting in December?' } }));
  expect(sent.status).toBe(201);
  made.newContact = sent.body.id as string;
});

it('keeps everything that is not due yet', async () => {
  const run = await at(new Date(START.getTime() + 5 * DAY), () => runRetention());
  expect(run).toEqual(NOTHING);
  expect(await getItem(keys.contact(made.oldContact))).not.toBeNull();
  expect(await getItem(keys.registration(made.unpaid))).toMatchObject({ status: 'cancelled', payment: { status: 'expired' } });
});

it('removes exactly what is due, once even when two runs meet, and says so in the audit log', async () => {
  const mailsBefore = (await outboxRepo.due('9999-12-31T23:59:59.999Z', 10_000)).length;
  // 31 days on: the unpaid order (30 days) and the sent mails' bodies (30 days) are due; the messages (24 months) are not.
  const month = new Date(START.getTime() + 31 * DAY);
  // Two runs at once (a retried schedule): each item is removed by one of them.
  const both = await at(month, () => Promise.all([runRetention(), runRetention()]));
  const first = { unpaidOrders: both[0].unpaidOrders + both[1].unpaidOrders, mailBodies: both[0].mailBodies + both[1].mailBodies, contactMessages: both[0].contactMessages + both[1].contactMessages };
  expect(first.unpaidOrders).toBe(1);
  // The two messages to the attendees (the unpaid order was still holding its seat): the only sent mails with a stored body.
  expect(first.mailBodies).toBe(2);
  expect(first.contactMessages).toBe(0);
  expect(await getItem(keys.registration(made.unpaid))).toBeNull();
  const paid = await getItem(keys.registration(made.paid));
  expect(paid).toMatchObject({ status: 'registered', payment: { status: 'paid' } });
  // A message whose body is gone cannot be sent again (it would go out empty): the admin is told why.
  const stripped = (await queryPartition(keys.mailLogPartition)).find((m) => m.kind === 'broadcast')!;
  expect(stripped).toMatchObject({ status: 'sent', bodyRemovedAt: month.toISOString() });
  expect(stripped.data).toBeUndefined();
  // Whom it went to stays on the record for now (mailRecipientsMonths).
  expect(stripped.to).toEqual([expect.stringMatching(/@example\.com$/)]);
  const resend = await call('POST', `/api/admin/mails/${String(stripped.id)}/resend`, { token: await at(month, () => loginToken()) });
  expect(resend).toMatchObject({ status: 409, body: { message: MAIL_MESSAGES.bodyRemoved } });
  // Nothing still waiting to be sent lost its body.
  expect((await outboxRepo.due('9999-12-31T23:59:59.999Z', 10_000)).length).toBe(mailsBefore);
  // Run again at the same time: nothing more (a repeated schedule removes nothing twice).
  expect(await at(month, () => runRetention())).toEqual(NOTHING);

  // 24 months and a few days on: the first message goes, the one sent 23 months later stays.
  const twoYears = new Date(START.getTime() + (24 * 30.5 + 5) * DAY);
  const later = await at(twoYears, () => runRetention());
  expect(later.contactMessages).toBe(1);
  // The trial lesson (in START's first week) is past its 24 months; the events (20 days after START) not yet.
  expect([later.trialBookings, later.attendeeOrders, later.waitlistEntries]).toEqual([1, 0, 0]);
  expect(await getItem(keys.contact(made.oldContact))).toBeNull();
  expect(await getItem(keys.contact(made.newContact))).not.toBeNull();
  // The sent mails' addresses, 24 months after they were made, became the stand-ins; the record of what was sent stays.
  expect(later.mailRecipients).toBeGreaterThan(0);
  const broadcast = (await queryPartition(keys.mailLogPartition)).find((m) => m.id === stripped.id)!;
  expect(broadcast).toMatchObject({ kind: 'broadcast', status: 'sent', to: [expect.stringMatching(/^erased-.*@erased\.invalid$/)] });
  expect(JSON.stringify(await queryPartition(keys.mailLogPartition))).not.toMatch(/(paid|never|writerold)@example\.com/);
  // A mail with no stored body (a confirmation) cannot be sent again to nobody: the admin is told why.
  const confirmation = (await queryPartition(keys.mailLogPartition)).find((m) => m.kind === 'confirmation' && m.data === undefined)!;
  const again = await call('POST', `/api/admin/mails/${String(confirmation.id)}/resend`, { token: await at(twoYears, () => loginToken()) });
  expect(again).toMatchObject({ status: 409, body: { message: MAIL_MESSAGES.recipientsRemoved } });
  // The audit entries older than 12 months went too; the job's own entry of this run is there.
  expect(later.auditEntries).toBeGreaterThan(0);
  const entries = await auditRepo.latest();
  expect(entries[0]).toMatchObject({ username: RETENTION_ACTOR, route: 'retention', summary: expect.stringContaining('1 contact message deleted') });
  expect(entries.every((e) => e.at >= monthsBefore(twoYears, RETENTION_DEFAULTS.auditMonths).toISOString())).toBe(true);
});

it('pseudonymises the attendees and the waitlist 24 months after their event (and the trial lesson after its day), once, keeping the accounting facts', async () => {
  const orderBefore = (await getItem(keys.registration(made.paid)))!;
  const stats = () => getItem({ pk: keys.statsEvent(paidEvent).pk, sk: keys.statsEvent(paidEvent).sk });
  const statsBefore = await stats();
  // The events were 20 days after START, the trial lesson within a week: 24 months and 25 days on, all are past their time.
  const due = new Date(monthsBefore(new Date(START.getTime() + 25 * DAY), -24));
  const both = await at(due, () => Promise.all([runRetention(), runRetention()]));
  const sum = (k: keyof RetentionRun) => both[0][k] + both[1][k];
  // The paid order and the seat taker's of the full event (the unpaid one was deleted at 30 days); the trial lesson went at 24 months.
  expect([sum('attendeeOrders'), sum('waitlistEntries'), sum('trialBookings')]).toEqual([2, 1, 0]);

  const order = (await getItem(keys.registration(made.paid)))!;
  expect(order).toMatchObject({ name: 'Erased person', email: expect.stringMatching(/^erased-/), status: orderBefore.status, total: orderBefore.total, payment: orderBefore.payment });
  expect(order.phone).toBeUndefined();
  expect(JSON.stringify(order)).not.toContain('paid@example.com');
  expect(await getItem(keys.emailGuard(paidEvent, 'paid@example.com'))).toBeNull();
  expect(await stats()).toEqual(statsBefore);
  const trial = (await queryPartition(keys.trialsPartition)).find((t) => t.id === made.trial)!;
  expect(trial).toMatchObject({ name: 'Erased person', email: expect.stringMatching(/^erased-/) });
  expect(trial.phone).toBeUndefined();
  const entry = (await queryPartition(keys.waitlistQueue(made.fullEvent))).find((w) => w.id === made.waiting)!;
  expect(entry).toMatchObject({ name: 'Erased person' });
  expect(JSON.stringify(entry)).not.toContain('wale@example.com');
  // The two runs share the work as they interleave (on DynamoDB Local one run took an order, the other the rest):
  // between them, their audit entries name the orders.
  const runs = (await auditRepo.latest()).filter((e) => e.route === 'retention').slice(0, 2);
  expect(runs.map((e) => e.summary).join(' | ')).toMatch(/past event’s orders? pseudonymised/);
  // Nothing left to do.
  expect(await at(due, () => runRetention())).toEqual(NOTHING);
});

it('describes a run in words', () => {
  expect(describeRun({ ...NOTHING, contactMessages: 3, mailBodies: 1, auditEntries: 2 })).toBe('Retention: 3 contact messages deleted, 1 mail body removed, 2 audit entries deleted');
  expect(describeRun({ ...NOTHING, attendeeOrders: 1, waitlistEntries: 2 })).toBe('Retention: 1 past event’s order pseudonymised, 2 past event’s waitlist entries pseudonymised');
  expect(describeRun(NOTHING)).toBe('Retention: nothing was due');
});

it('counts calendar months, the 31st of a short month being its last day', () => {
  expect(monthsBefore(new Date('2026-03-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  expect(monthsBefore(new Date('2026-01-15T00:00:00Z'), 24).toISOString()).toBe('2024-01-15T00:00:00.000Z');
});

it('has a rule for every kind of personal data, drives the job from the rules, and the map names each rule’s settings', () => {
  // The compiler holds RETENTION_RULES to the map's personal kinds; here, the job's side.
  const rules = Object.entries(RETENTION_RULES) as Array<[keyof typeof DATA_MAP, RetentionRule]>;
  const byJob = rules.flatMap(([kind, rule]) => (rule.by === 'job' ? [[kind, rule] as const] : []));
  // Every count the run reports is some rule's, and every setting /privacy shows is what some rule's period is read from.
  expect(byJob.flatMap(([, rule]) => rule.counts).sort()).toEqual(Object.keys(NOTHING).sort());
  expect([...new Set(byJob.flatMap(([, rule]) => rule.settings))].sort()).toEqual(Object.keys(RETENTION_DEFAULTS).sort());
  // The map's "Kept" (docs/PRODUCT-RULES.md's table) names the settings the job reads for that kind.
  for (const [kind, rule] of byJob) {
    const kept = (DATA_MAP[kind] as PersonalKind).retention;
    for (const setting of rule.settings) expect([kind, kept.includes(`(${setting})`) || kept.includes(`${setting})`)]).toEqual([kind, true]);
  }
  expect(Object.keys(RETENTION_RULES).sort()).toEqual(personalKinds().map(([name]) => name).sort());
});
