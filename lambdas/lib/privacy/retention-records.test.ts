// The retention job's rules for learners, old receipts and credit notes, consent answers and privacy
// requests, with the clock moved forward: each record is changed when its rule says, not before, and
// once, although every run here is two runs at once (a retried schedule).
import { weekdayOf } from '../../../contract/attendance';
import { addDays, todayInLagos } from '../../../contract/dates';
import { getItem, putNew, queryItemPartition, transact } from '../db/items';
import { keys } from '../db/keys';
import { privacyRepo } from '../db/privacy-repo';
import { receiptsRepo, type ReceiptData } from '../db/receipts-repo';
import { retentionRecordsRepo as repo } from '../db/retention-records-repo';
import { retentionRepo } from '../db/retention-repo';
import { programmesRepo, planLink } from '../db/school/programmes-repo';
import { holdUntil } from '../payments/hold';
import { useStore } from '../../test/harness';
import { emailHash } from './person-hash';
import { runRetention, type RetentionRun } from './retention';
import { monthsBefore } from './retention-periods';

useStore();

const DAY = 86_400_000;
// After every write the setup made at the real time: creation times only go forward in a process (items.ts nowIso).
const START = new Date(Math.ceil((Date.now() + DAY) / DAY) * DAY + 9 * 3600_000);
const after = (months: number, days = 0) => new Date(monthsBefore(START, -months).getTime() + days * DAY);

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

const MINE = ['learners', 'receipts', 'creditNotes', 'consents', 'privacyRequestEmails', 'privacyRequests'] as const;
type Mine = Record<(typeof MINE)[number], number>;
const NONE: Mine = { learners: 0, receipts: 0, creditNotes: 0, consents: 0, privacyRequestEmails: 0, privacyRequests: 0 };
/** Two runs at once at `when`: what they changed together (each record is changed by one of them only). */
async function twoRunsAt(when: Date): Promise<Mine> {
  const runs: RetentionRun[] = await at(when, () => Promise.all([runRetention(), runRetention()]));
  return Object.fromEntries(MINE.map((k) => [k, runs[0][k] + runs[1][k]])) as Mine;
}

const PLAN = { planCode: 'PLN_retention', planFeeKobo: 2_000_000 };
const child = { name: 'Tobi Learner', email: 'tobi.parent@example.com', phone: '08031112222', age: 12, guardianName: 'Funmi Parent', guardianEmail: 'funmi@example.com', guardianPhone: '08039998888', guardianConfirmed: true };
let programmeId: string;
const learner = { paid: '', released: '', active: '' };
const orders = { refunded: 'retention-order-refunded', paid: 'retention-order-paid' };
const hashes = { kept: '', changed: '', later: '' };
const requests = { answered: '', open: '' };

async function paidOrder(id: string, email: string): Promise<ReceiptData> {
  const createdAt = new Date().toISOString();
  await putNew(
    {
      ...keys.registration(id),
      ...keys.registrationGsi(createdAt, id),
      id,
      eventId: 'retention-gone-event',
      name: 'Bola Buyer',
      email,
      phone: '08012345678',
      status: 'registered',
      createdAt,
      payment: { status: 'paid', amount: 5000, reference: `ref-${id}`, paidAt: createdAt },
    },
    'order',
  );
  return { buyer: { name: 'Bola Buyer', email }, items: [{ description: 'Concert: 1 seat', quantity: 1, amount: 5000 }], total: 5000, reference: `ref-${id}`, at: createdAt };
}

beforeAll(async () => {
  await at(START, async () => {
    const today = todayInLagos();
    const programme = await programmesRepo.create({ name: 'Retention strings', service: 'instrument-lessons', monthlyFee: 20000, meets: [{ day: weekdayOf(today), time: '10:00', minutes: 60 }], capacity: 10, startsOn: today });
    programmeId = programme.id;
    const enrol = async (email: string) => {
      const done = await programmesRepo.enrol(programmeId, { ...child, email }, PLAN, { holdExpiresAt: holdUntil() });
      if (!done.ok) throw new Error('not enrolled');
      return done.learner;
    };
    // Paid a month ahead, then stopped: their time starts at the end of the month paid for.
    const paid = await enrol('tobi.parent@example.com');
    expect(await programmesRepo.applyEvent('t:paid:active', paid, { status: 'active', paidThrough: addDays(today, 30) })).toBe('applied');
    const paidNow = (await programmesRepo.learner(programmeId, paid.id))!;
    expect(await programmesRepo.applyEvent('t:paid:stop', paidNow, { status: 'stopped' })).toBe('applied');
    // Stopped before paying anything: their time starts now.
    const released = await enrol('ada.parent@example.com');
    expect(await programmesRepo.applyEvent('t:released:stop', released, { status: 'stopped' })).toBe('applied');
    // Still learning: never due.
    const active = await enrol('kunle.parent@example.com');
    expect(await programmesRepo.applyEvent('t:active', active, { status: 'active', paidThrough: addDays(today, 30) })).toBe('applied');
    Object.assign(learner, { paid: paid.id, released: released.id, active: active.id });

    // Two paid orders with their receipts; one has a credit note issued a year later (below).
    for (const [id, email] of [[orders.refunded, 'bola@example.com'], [orders.paid, 'bisi@example.com']]) {
      const data = await paidOrder(id, email);
      await receiptsRepo.receipt(id, () => data);
    }

    // Consent answers: a yes still in force; a yes replaced at once by a no; a yes replaced three years on (below).
    hashes.kept = await emailHash('kept.yes@example.com');
    hashes.changed = await emailHash('changed.mind@example.com');
    hashes.later = await emailHash('later.no@example.com');
    const answer = (hash: string, marketing: boolean, when: Date) => transact([privacyRepo.consentPut(hash, { marketing, form: 'register', noticeVersion: 1, at: when.toISOString() })]);
    await answer(hashes.kept, true, START);
    await answer(hashes.changed, true, START);
    await answer(hashes.changed, false, new Date(START.getTime() + 1000));
    await answer(hashes.later, true, START);
    await answer(hashes.later, false, after(36));

    // An access request answered at once (its link was sent) and an erasure request not answered yet.
    const asked = START.toISOString();
    requests.answered = await privacyRepo.addRequest({ kind: 'access', by: 'person', email: 'asker@example.com', emailHash: await emailHash('asker@example.com'), at: asked, done: 'link sent' });
    requests.open = await privacyRepo.addRequest({ kind: 'erasure', by: 'admin', email: 'waiting@example.com', emailHash: await emailHash('waiting@example.com'), at: asked });
  });
  await at(after(12), async () => {
    const order = (await getItem(keys.registration(orders.refunded)))!;
    await receiptsRepo.creditNote(orders.refunded, 'refund-1', () => ({ buyer: { name: 'Bola Buyer', email: 'bola@example.com' }, items: [{ description: 'Refund', quantity: 1, amount: 2000 }], total: 2000, reference: String((order.payment as { reference: string }).reference), at: new Date().toISOString() }));
  });
});

const learnerItem = (id: string) => getItem(keys.learner(programmeId, id));
const consentsOf = async (hash: string) => (await queryItemPartition(keys.consent(hash, '', '').pk)).map((a) => a.marketing);
const buyerOf = async (key: { pk: string; sk: string }) => ((await getItem(key))!.data as ReceiptData).buyer;

it('takes the email off an answered privacy request after 30 days, and the request itself after 12 months', async () => {
  expect(await twoRunsAt(after(0, 29))).toEqual(NONE);
  expect(await twoRunsAt(after(0, 31))).toEqual({ ...NONE, privacyRequestEmails: 1 });
  const answered = (await getItem(keys.privacyRequest(requests.answered)))!;
  expect(answered.email).toBeUndefined();
  expect(answered).toMatchObject({ emailHash: await emailHash('asker@example.com'), done: 'link sent' });
  // Not answered yet: the admin still needs the address to answer.
  expect(await getItem(keys.privacyRequest(requests.open))).toMatchObject({ email: 'waiting@example.com' });

  expect(await twoRunsAt(after(12, 2))).toEqual({ ...NONE, privacyRequests: 2 });
  expect(await getItem(keys.privacyRequest(requests.answered))).toBeNull();
});

it('pseudonymises a stopped learner and their guardian 24 months after they stopped or the last day paid for, once', async () => {
  // 24 months after the stop: the learner who stopped without paying; the other paid a month more.
  expect(await twoRunsAt(after(24, 5))).toEqual({ ...NONE, learners: 1 });
  const released = (await learnerItem(learner.released))!;
  expect(released).toMatchObject({ name: 'Erased person', email: expect.stringMatching(/^erased-.*@erased\.invalid$/), status: 'stopped' });
  for (const field of ['phone', 'age', 'guardianName', 'guardianEmail', 'guardianPhone', 'guardianConfirmed']) expect([field, released[field]]).toEqual([field, undefined]);
  expect(await getItem(keys.programmeLink(planLink(PLAN.planCode, 'ada.parent@example.com')))).toBeNull();
  expect(await learnerItem(learner.paid)).toMatchObject({ name: child.name, guardianName: child.guardianName });

  expect(await twoRunsAt(after(25, 10))).toEqual({ ...NONE, learners: 1 });
  const paid = (await learnerItem(learner.paid))!;
  expect(paid).toMatchObject({ name: 'Erased person', status: 'stopped', paidThrough: expect.any(String) });
  expect(JSON.stringify(paid)).not.toMatch(/tobi|funmi|0803/i);
  expect(await getItem(keys.programmeLink(planLink(PLAN.planCode, 'tobi.parent@example.com')))).toBeNull();
  // Still learning: untouched, and so is their payment link.
  expect(await learnerItem(learner.active)).toMatchObject({ status: 'active', guardianName: child.guardianName });
  expect(await getItem(keys.programmeLink(planLink(PLAN.planCode, 'kunle.parent@example.com')))).toMatchObject({ learnerId: learner.active });
  // The orders were pseudonymised after their (deleted) event, but the receipts keep their buyer for accounting.
  expect(await buyerOf(keys.receipt(orders.paid))).toEqual({ name: 'Bola Buyer', email: 'bisi@example.com' });
});

it('replaces the buyer on receipts and credit notes 6 years after the order’s last document, keeping the amounts, once', async () => {
  // 6 years on: the order without a later document; the other's credit note was issued a year after.
  // The consent answers replaced at once are due too (the next case).
  expect(await twoRunsAt(after(72, 5))).toEqual({ ...NONE, receipts: 1, consents: 2 });
  const receipt = (await getItem(keys.receipt(orders.paid)))!;
  expect((receipt.data as ReceiptData).buyer).toEqual({ name: 'Erased person', email: expect.stringMatching(/^erased-/) });
  expect(receipt).toMatchObject({ number: expect.stringMatching(/^R-/), data: { total: 5000, reference: `ref-${orders.paid}` } });
  expect(await buyerOf(keys.receipt(orders.refunded))).toMatchObject({ name: 'Bola Buyer' });

  expect(await twoRunsAt(after(84, 5))).toEqual({ ...NONE, receipts: 1, creditNotes: 1 });
  const note = (await getItem(keys.creditNote(orders.refunded, 'refund-1')))!;
  expect(note).toMatchObject({ data: { buyer: { name: 'Erased person' }, total: 2000 } });
  expect(await buyerOf(keys.receipt(orders.refunded))).toMatchObject({ name: 'Erased person' });
});

it('deletes a consent answer 6 years after it stopped counting, and keeps the yes in force', async () => {
  // The last case's run, 6 years after the start, deleted the yes replaced at once and that no.
  expect(await consentsOf(hashes.changed)).toEqual([]);
  expect(await consentsOf(hashes.kept)).toEqual([true]);
  // Replaced three years on: due 6 years after that.
  expect(await consentsOf(hashes.later)).toEqual([true, false]);
  expect(await twoRunsAt(after(36 + 72, 5))).toEqual({ ...NONE, consents: 2 });
  expect(await consentsOf(hashes.later)).toEqual([]);
  expect(await consentsOf(hashes.kept)).toEqual([true]);
  // Nothing left to do, however often it runs.
  expect(await twoRunsAt(after(36 + 72, 5))).toEqual(NONE);
});

it('changes a record once when two runs found it at the same moment', async () => {
  // The runs above may not meet at the very same record; here both writers hold the same read.
  const stand = { name: 'Erased person', email: 'erased-twice@erased.invalid' };
  const both = async (write: () => Promise<boolean>) => (await Promise.all([write(), write()])).sort();

  const enrolled = await programmesRepo.enrol(programmeId, { ...child, email: 'twice@example.com' }, PLAN, { holdExpiresAt: holdUntil() });
  if (!enrolled.ok) throw new Error('not enrolled');
  expect(await programmesRepo.applyEvent('t:twice:stop', enrolled.learner, { status: 'stopped' })).toBe('applied');
  const read = (await learnerItem(enrolled.learner.id))!;
  expect(await both(() => repo.pseudonymiseLearner(read, stand))).toEqual([false, true]);
  // A third, late, from the same read: its plan link is gone already, and the learner is not changed twice.
  expect(await repo.pseudonymiseLearner(read, stand)).toBe(false);

  const data = await paidOrder('retention-order-twice', 'twice@example.com');
  await receiptsRepo.receipt('retention-order-twice', () => data);
  const documents = [{ key: keys.receipt('retention-order-twice'), stand }];
  expect(await both(() => repo.closeAccountingFile('retention-order-twice', documents, new Date().toISOString()))).toEqual([false, true]);

  await transact([privacyRepo.consentPut('twice-hash', { marketing: false, form: 'register', noticeVersion: 1, at: new Date().toISOString() })]);
  const [answer] = await queryItemPartition(keys.consent('twice-hash', '', '').pk);
  expect(await both(() => repo.deleteConsent({ pk: String(answer.pk), sk: String(answer.sk) }))).toEqual([false, true]);

  const mail = keys.mail('retention-twice');
  await putNew({ ...mail, id: 'retention-twice', kind: 'confirmation', to: ['twice@example.com'], status: 'sent', createdAt: new Date().toISOString() }, 'mail');
  expect(await both(() => retentionRepo.pseudonymiseMailRecipients('retention-twice', [stand.email], undefined, new Date().toISOString()))).toEqual([false, true]);
  expect(await getItem(mail)).toMatchObject({ to: [stand.email] });

  const id = await privacyRepo.addRequest({ kind: 'access', by: 'person', email: 'twice@example.com', emailHash: 'twice-hash', at: new Date().toISOString(), done: 'link sent' });
  expect(await both(() => repo.forgetRequestEmail(id))).toEqual([false, true]);
  expect(await both(() => repo.deleteRequest(id))).toEqual([false, true]);
});
