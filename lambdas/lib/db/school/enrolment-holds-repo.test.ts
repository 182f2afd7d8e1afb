// A pending enrolment's unpaid hold (docs/PRODUCT-RULES.md, Monthly programmes) through the real handlers, the
// payments worker and the local Paystack-compatible gateway on 127.0.0.1: released when its time is up (the
// seat back, the email free again), a first month paid after the release (a free seat, else refund due), and
// the release racing the payment for the same learner.
import { addDays, todayInLagos } from '../../../../contract/dates';
import type { Learner } from '../../../../contract/programmes';
import type { StatsData } from '../../../../contract/stats';
import { call, useStore } from '../../../test/harness';
import { useSchoolGateway } from '../../../test/school-gateway';
import { signPaystackBody } from '../../payments/paystack-signature';
import { runPayments } from '../../payments/worker';
import { outboxRepo } from '../outbox-repo';
import { enrolmentHoldsRepo } from './enrolment-holds-repo';
import { expectLogs } from '../../../test/logs';

// A late charge is logged as a refund due (checked below); its replay as a replay.
const logged = expectLogs('paystack subscription webhook replayed', 'programme charge after the seat was released: refund due');

useStore();
const KEY = 'sk_test_enrolment_holds_0123456789';
const school = useSchoolGateway(KEY);
const token = () => school.token();

/** Past every hold this file makes (the public form's 15 minutes). */
const later = () => new Date(Date.now() + 60 * 60_000);
let serial = 0;

async function createProgramme(capacity: number, service = 'instrument-lessons'): Promise<string> {
  const body = { name: 'Junior piano', service, monthlyFee: 20000, meets: [{ day: 'sat', time: '10:00', minutes: 60 }], capacity, startsOn: addDays(todayInLagos(), 3) };
  const answer = await call('POST', '/api/admin/programmes', { body, token: token() });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}
const person = (email = `learner${++serial}@example.com`) => ({ name: `Learner ${serial}`, email, phone: '08012345678', age: 30 });
async function enrol(programmeId: string, body: Record<string, unknown> = person()): Promise<{ id: string; url: string }> {
  const answer = await call('POST', `/api/programmes/${programmeId}/enrol`, { body });
  expect(answer.status).toBe(201);
  return { id: answer.body.id, url: answer.body.data.authorizationUrl };
}
const roster = async (id: string) => (await call('GET', `/api/admin/programmes/${id}/learners`, { token: token() })).body.data.items as Learner[];
const learner = async (programmeId: string, id: string) => (await roster(programmeId)).find((l) => l.id === id)!;
const seatsTaken = async (id: string) => ((await call('GET', '/api/admin/programmes', { token: token() })).body.data.items as { id: string; seatsTaken: number }[]).find((p) => p.id === id)!.seatsTaken;
const holding = (learners: Learner[]) => learners.filter((l) => ['pending', 'active', 'overdue'].includes(l.status)).length;
const confirmations = async (learnerId: string) => (await outboxRepo.due('9999-12-31T23:59:59.999Z', 10_000)).filter((m) => m.kind === 'enrolment-confirmation' && m.refs.learnerId === learnerId);
const enrolledOf = async (service: string) => ((await call('GET', '/api/admin/stats', { token: token() })).body as { data: StatsData }).data.services.find((s) => s.service === service)?.enrolled ?? 0;
/** The learner's manage token, from the checkout's callback. */
const manageToken = (learnerId: string) => new URL(school.gateway().transactions().find((t) => t.reference === learnerId)!.callbackUrl!).pathname.split('/').at(-1)!;
const firstCharge = (learnerId: string) => school.firstCharge(learnerId);
/** Paystack's webhook for it, signed, straight to the handler (no checkout round trip: it lands as fast as a release). */
const webhook = async (learnerId: string) => {
  const body = firstCharge(learnerId);
  return (await call('POST', '/api/payments/paystack/webhook', { body, headers: { 'x-paystack-signature': signPaystackBody(body, KEY) } })).status;
};

describe('an unpaid enrolment', () => {
  it("keeps its seat for the public form's 15 minutes, then the worker releases it once: stopped, seat back, the email may enrol again", async () => {
    const programmeId = await createProgramme(1);
    const before = Date.now();
    const first = await enrol(programmeId, person('again@example.com'));
    const held = await learner(programmeId, first.id);
    expect(new Date(held.holdExpiresAt!).getTime() - before).toBeGreaterThanOrEqual(15 * 60_000);
    expect(new Date(held.holdExpiresAt!).getTime() - before).toBeLessThan(16 * 60_000);
    expect((await call('GET', `/api/enrolments/${manageToken(first.id)}`)).body.data).toMatchObject({ status: 'pending', holdExpiresAt: held.holdExpiresAt });
    // Full while held.
    expect((await call('POST', `/api/programmes/${programmeId}/enrol`, { body: person() })).status).toBe(409);
    // Not yet due: nothing moves.
    await runPayments({ now: new Date(), log: () => {} });
    expect(await learner(programmeId, first.id)).toMatchObject({ status: 'pending' });

    const run = await runPayments({ now: later(), log: () => {} });
    expect(run.enrolmentsReleased).toBeGreaterThanOrEqual(1);
    expect(await learner(programmeId, first.id)).toMatchObject({ status: 'stopped', releasedAt: expect.any(String) });
    expect(await seatsTaken(programmeId)).toBe(0);
    // The learner's page says the seat went back.
    expect((await call('GET', `/api/enrolments/${manageToken(first.id)}`)).body.data).toMatchObject({ status: 'stopped', released: true });
    // Run again: nothing more to release, nothing moves.
    await runPayments({ now: later(), log: () => {} });
    expect(await seatsTaken(programmeId)).toBe(0);
    // The same email enrols again and holds the seat.
    const second = await enrol(programmeId, person('again@example.com'));
    expect(await learner(programmeId, second.id)).toMatchObject({ status: 'pending' });
    expect(await seatsTaken(programmeId)).toBe(1);
  });

  it('paid after the release with a seat free: active, the seat taken again, one enrolment mail and one enrolled, however often the charge comes', async () => {
    const service = 'vocal-training';
    const programmeId = await createProgramme(2, service);
    const enrolledBefore = await enrolledOf(service);
    const late = await enrol(programmeId);
    await runPayments({ now: later(), log: () => {} });
    expect(await seatsTaken(programmeId)).toBe(0);
    await school.pay(late.url);
    expect(await learner(programmeId, late.id)).toMatchObject({ status: 'active', paidThrough: expect.any(String) });
    expect(await seatsTaken(programmeId)).toBe(1);
    await school.replay(firstCharge(late.id));
    expect(await seatsTaken(programmeId)).toBe(1);
    expect(await confirmations(late.id)).toHaveLength(1);
    expect(await enrolledOf(service)).toBe(enrolledBefore + 1);
  });

  it('paid after the release with no seat left, or after the same email enrolled again: refund due, nobody loses a seat', async () => {
    const programmeId = await createProgramme(1);
    const late = await enrol(programmeId);
    await runPayments({ now: later(), log: () => {} });
    const taker = await enrol(programmeId);
    await school.pay(late.url);
    expect(await learner(programmeId, late.id)).toMatchObject({ status: 'stopped', refundDue: { kobo: 2_000_000, reason: expect.stringMatching(/full/) } });
    expect(logged()).toContainEqual(expect.objectContaining({ level: 'warn', message: 'programme charge after the seat was released: refund due', learnerId: late.id }));
    expect(await learner(programmeId, taker.id)).toMatchObject({ status: 'pending' });
    await school.replay(firstCharge(late.id));
    expect((await learner(programmeId, late.id)).refundDue!.kobo).toBe(2_000_000);
    expect(await seatsTaken(programmeId)).toBe(1);
    expect(await confirmations(late.id)).toHaveLength(0);

    const roomy = await createProgramme(5);
    const email = `twice${serial}@example.com`;
    const old = await enrol(roomy, person(email));
    await runPayments({ now: later(), log: () => {} });
    const renewed = await enrol(roomy, person(email));
    await school.pay(old.url);
    expect(await learner(roomy, old.id)).toMatchObject({ status: 'stopped', refundDue: { reason: expect.stringMatching(/enrolled again/) } });
    expect(await learner(roomy, renewed.id)).toMatchObject({ status: 'pending' });
    expect(await seatsTaken(roomy)).toBe(1);
    expect(school.answered.filter((a) => a.status !== 200)).toEqual([]);
  });

  it('the release and the payment racing for the same learners: each ends in one outcome, and the seats equal the learners holding one', async () => {
    const service = 'music-education';
    const programmeId = await createProgramme(6, service);
    const enrolledBefore = await enrolledOf(service);
    // Paid first, then a release decided from the learner as read before the payment: refused, still active.
    const paidFirst = await enrol(programmeId);
    const stale = (await enrolmentHoldsRepo.due(later().toISOString())).find((l) => l.id === paidFirst.id)!;
    await school.pay(paidFirst.url);
    expect(await enrolmentHoldsRepo.release(stale, later().toISOString())).toBe('changed');
    expect(await learner(programmeId, paidFirst.id)).toMatchObject({ status: 'active' });

    const racers = await Promise.all(Array.from({ length: 5 }, () => enrol(programmeId)));
    const due = (await enrolmentHoldsRepo.due(later().toISOString())).filter((l) => l.programmeId === programmeId);
    expect(due.map((l) => l.id).sort()).toEqual(racers.map((r) => r.id).sort());
    // Each learner's release and payment at once (each webhook twice), and three newcomers trying for any seat a release frees.
    const [, answers, newcomers] = await Promise.all([
      Promise.all(due.map((l) => enrolmentHoldsRepo.release(l, later().toISOString()))),
      Promise.all(racers.flatMap((r) => [webhook(r.id), webhook(r.id)])),
      Promise.all(Array.from({ length: 3 }, () => call('POST', `/api/programmes/${programmeId}/enrol`, { body: person() }).then((a) => a.status))),
    ]);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(newcomers.every((status) => status === 201 || status === 409)).toBe(true);
    const learners = await roster(programmeId);
    for (const racer of racers) {
      const l = learners.find((x) => x.id === racer.id)!;
      // Paid and active (before or after a release), or released and then flagged for refund: never half of each.
      if (l.status === 'active') expect([l.paidThrough, l.refundDue]).toEqual([expect.any(String), undefined]);
      else expect(l).toMatchObject({ status: 'stopped', releasedAt: expect.any(String), refundDue: { kobo: 2_000_000 } });
      expect((await confirmations(racer.id)).length).toBe(l.status === 'active' ? 1 : 0);
    }
    expect(await seatsTaken(programmeId)).toBe(holding(learners));
    expect(holding(learners)).toBeLessThanOrEqual(6);
    expect(learners.filter((l) => l.status === 'pending')).toHaveLength(newcomers.filter((status) => status === 201).length);
    // Enrolled: every learner whose first month was paid, once (the one paid first included).
    const active = learners.filter((l) => l.status === 'active').length;
    expect(await enrolledOf(service)).toBe(enrolledBefore + active);
    // The worker afterwards changes nothing for them (the newcomers' holds are not due yet at its now).
    await runPayments({ now: new Date(), log: () => {} });
    expect(await seatsTaken(programmeId)).toBe(holding(await roster(programmeId)));
  });
});
