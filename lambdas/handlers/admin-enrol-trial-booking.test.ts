// A trial turned into an enrolment from the admin's agenda (docs/PRODUCT-RULES.md, Monthly programmes), through
// the real handlers against the local Paystack-compatible gateway on 127.0.0.1: the learner from the trial's
// details, the mail with the payment link, paying it, the refusals (nothing written) and one trial enrolled once.
import { addDays, todayInLagos } from '../../contract/dates';
import { PROGRAMME_MESSAGES } from '../../contract/programmes';
import { WEEKDAYS, type TrialSlot } from '../../contract/school';
import type { ServiceStats, StatsData } from '../../contract/stats';
import { outboxRepo } from '../lib/db/outbox-repo';
import { renderMail } from '../lib/mail/render';
import { call, useStore } from '../test/harness';
import { useSchoolGateway } from '../test/school-gateway';
import { expectLogs } from '../test/logs';

// The first charge is replayed on purpose, and logged as such.
expectLogs('paystack subscription webhook replayed');

useStore();
const school = useSchoolGateway('sk_test_trial_enrol_handlers_0123456789');
const token = () => school.token();

const site = { name: 'Harmony', origin: 'https://school.example' };
let serial = 0;

beforeAll(async () => {
  const weekly = WEEKDAYS.map((day) => ({ day, from: '06:00', to: '22:00', slotMinutes: 30 }));
  expect((await call('PUT', '/api/admin/availability', { body: { weekly, daysOff: [], daysAhead: 14 }, token: token() })).status).toBe(200);
});

async function createProgramme(overrides: Record<string, unknown> = {}): Promise<string> {
  const body = { name: 'Junior piano', service: 'instrument-lessons', monthlyFee: 20000, meets: [{ day: 'sat', time: '10:00', minutes: 60 }], capacity: 10, startsOn: addDays(todayInLagos(), 3), ...overrides };
  const answer = await call('POST', '/api/admin/programmes', { body, token: token() });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

/** A trial booked through the public route (a 12-year-old with a guardian), and its id. */
async function bookTrial(overrides: Record<string, unknown> = {}): Promise<{ id: string; email: string; manage: string }> {
  const slots = (await call('GET', '/api/trial-slots')).body.data.slots as TrialSlot[];
  // Well ahead (a trial may be cancelled until 2 hours before it), one slot each.
  const slot = slots[40 + ++serial * 3];
  const email = `trial${serial}@example.com`;
  const body = { slotId: slot.id, name: `Tobi Trial ${serial}`, email, phone: '08031234567', service: 'instrument-lessons', age: 12, guardianName: 'Bisi Parent', guardianPhone: '08039998888', guardianConfirmed: true, ...overrides };
  const answer = await call('POST', '/api/trial-bookings', { body });
  expect(answer.status).toBe(201);
  const confirmation = (await outboxRepo.due('9999-12-31T23:59:59.999Z', 10_000)).find((m) => m.kind === 'trial-confirmation' && m.refs.trialId === answer.body.id)!;
  const rendered = await renderMail(confirmation, site, new Date());
  const manage = 'content' in rendered ? /\/trial-lessons\/([\w-]+)/.exec(rendered.content.text)![1] : '';
  return { id: answer.body.id, email, manage };
}

/** The instrument lessons' counters on the insights. */
const serviceCounters = async (): Promise<ServiceStats> =>
  ((await call('GET', '/api/admin/stats', { token: token() })).body.data as StatsData).services.find((s) => s.service === 'instrument-lessons') ?? { service: 'instrument-lessons', booked: 0, attended: 0, noShows: 0, enrolled: 0, enrolledFromTrials: 0 };
const enrolTrial = (trialId: string, programmeId: string) => call('POST', `/api/admin/trial-bookings/${trialId}/enrol`, { body: { programmeId }, token: token() });
const roster = async (id: string) => (await call('GET', `/api/admin/programmes/${id}/learners`, { token: token() })).body.data.items as Record<string, unknown>[];
const seatsTaken = async (id: string) => ((await call('GET', '/api/admin/programmes', { token: token() })).body.data.items as { id: string; seatsTaken: number }[]).find((p) => p.id === id)!.seatsTaken;
const invitations = async (learnerId?: string) => (await outboxRepo.due('9999-12-31T23:59:59.999Z', 10_000)).filter((m) => m.kind === 'enrolment-invitation' && (!learnerId || m.refs.learnerId === learnerId));
const agendaItem = async (trialId: string) =>
  ((await call('GET', `/api/admin/trial-bookings?from=${todayInLagos()}&to=${addDays(todayInLagos(), 20)}`, { token: token() })).body.data.items as { id: string; enrolment?: unknown }[]).find((t) => t.id === trialId)!;

describe('the admin turns a trial into an enrolment', () => {
  it("enrols the trial's learner as pending for 48 hours, mails the payment link, and paying it makes them active", async () => {
    const programmeId = await createProgramme();
    const trial = await bookTrial();
    const countedBefore = await serviceCounters();
    const before = Date.now();
    const answer = await enrolTrial(trial.id, programmeId);
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(PROGRAMME_MESSAGES.trialEnrolled(trial.email));
    expect(answer.body.data.authorizationUrl).toMatch(new RegExp(`^${school.gateway().url}/checkout/`));
    const holdMs = new Date(answer.body.data.holdExpiresAt).getTime() - before;
    expect(holdMs).toBeGreaterThanOrEqual(48 * 3_600_000);
    expect(holdMs).toBeLessThan(48 * 3_600_000 + 60_000);
    // The trial's details, as the trial holds them.
    expect(await roster(programmeId)).toEqual([
      expect.objectContaining({ id: answer.body.id, name: `Tobi Trial ${serial}`, email: trial.email, phone: '08031234567', age: 12, guardianName: 'Bisi Parent', guardianPhone: '08039998888', guardianConfirmed: true, status: 'pending', trialId: trial.id }),
    ]);
    expect(await agendaItem(trial.id)).toMatchObject({ enrolment: { programmeId, learnerId: answer.body.id } });
    // The first month's checkout is the programme's plan, with our learner id as the reference.
    expect(school.gateway().transactions().find((t) => t.reference === answer.body.id)).toMatchObject({ amount: 2_000_000, email: trial.email, plan: { interval: 'monthly' } });

    const [mail] = await invitations(answer.body.id);
    expect(mail.to).toEqual([trial.email]);
    const rendered = await renderMail(mail, site, new Date());
    if (!('content' in rendered)) throw new Error(`not rendered: ${JSON.stringify(rendered)}`);
    expect(rendered.content.subject).toBe('Complete your enrolment: Junior piano');
    expect(rendered.content.text).toContain('Hello Bisi Parent,');
    expect(rendered.content.text).toContain(answer.body.data.authorizationUrl);
    expect(rendered.content.text).toMatch(/https:\/\/school\.example\/enrolments\/[\w-]+/);
    expect(rendered.content.html).toContain('Pay the first month');

    await school.pay(answer.body.data.authorizationUrl);
    expect(await roster(programmeId)).toEqual([expect.objectContaining({ id: answer.body.id, status: 'active' })]);
    // The funnel's last step: enrolled (the first month paid), from a trial, once.
    await school.replay(school.firstCharge(answer.body.id));
    const countedAfter = await serviceCounters();
    expect([countedAfter.enrolled - countedBefore.enrolled, countedAfter.enrolledFromTrials - countedBefore.enrolledFromTrials]).toEqual([1, 1]);
    // Paid: the invitation, if it had not gone yet, is not sent.
    expect(await renderMail(mail, site, new Date())).toEqual({ gone: 'The enrolment is no longer awaiting payment.' });
    expect(school.answered.filter((a) => a.status !== 200)).toEqual([]);
  });

  it('refuses an unknown trial or programme, a cancelled trial, a full programme, an email already enrolled and a trial enrolled twice; nothing is written', async () => {
    const programmeId = await createProgramme({ capacity: 3 });
    const trial = await bookTrial();
    const unknownTrial = await enrolTrial('no-such-trial', programmeId);
    expect([unknownTrial.status, unknownTrial.body.message]).toEqual([404, PROGRAMME_MESSAGES.trialNotFound]);
    const unknownProgramme = await enrolTrial(trial.id, 'no-such-programme');
    expect([unknownProgramme.status, unknownProgramme.body.message]).toEqual([404, PROGRAMME_MESSAGES.notFound]);
    const empty = await enrolTrial(trial.id, ' ');
    expect([empty.status, empty.body.errors]).toEqual([400, { programmeId: PROGRAMME_MESSAGES.programmeId }]);
    expect((await call('POST', `/api/admin/trial-bookings/${trial.id}/enrol`, { body: { programmeId } })).status).toBe(401);

    const cancelled = await bookTrial();
    expect((await call('POST', `/api/trial-bookings/${cancelled.manage}/cancel`)).status).toBe(200);
    const refusedCancelled = await enrolTrial(cancelled.id, programmeId);
    expect([refusedCancelled.status, refusedCancelled.body.message]).toEqual([409, PROGRAMME_MESSAGES.trialCancelled]);

    // The trial's email enrolled already on the public form.
    const already = await bookTrial();
    const publicEnrol = await call('POST', `/api/programmes/${programmeId}/enrol`, { body: { name: 'Tobi', email: already.email, phone: '08031234567', age: 30 } });
    expect(publicEnrol.status).toBe(201);
    const twice = await enrolTrial(already.id, programmeId);
    expect([twice.status, twice.body.message]).toEqual([409, PROGRAMME_MESSAGES.alreadyEnrolled]);

    expect((await enrolTrial(trial.id, programmeId)).status).toBe(201);
    const again = await enrolTrial(trial.id, programmeId);
    expect([again.status, again.body.message]).toEqual([409, PROGRAMME_MESSAGES.trialAlreadyEnrolled]);
    const other = await createProgramme();
    expect((await enrolTrial(trial.id, other)).status).toBe(409);

    // Full: the third seat taken, the next trial is refused.
    expect((await call('POST', `/api/programmes/${programmeId}/enrol`, { body: { name: 'Third', email: `third${serial}@example.com`, phone: '08031234567', age: 30 } })).status).toBe(201);
    const late = await bookTrial();
    const full = await enrolTrial(late.id, programmeId);
    expect([full.status, full.body.message]).toEqual([409, PROGRAMME_MESSAGES.full]);

    // What was written: the two public enrolments and the one trial's, nothing else.
    expect(await roster(programmeId)).toHaveLength(3);
    expect(await seatsTaken(programmeId)).toBe(3);
    expect(await roster(other)).toHaveLength(0);
    for (const refused of [cancelled, already, late]) {
      expect((await agendaItem(refused.id)).enrolment).toBeUndefined();
      expect(await invitations()).not.toContainEqual(expect.objectContaining({ refs: expect.objectContaining({ trialId: refused.id }) }));
    }
  });

  it('enrols a trial once when 10 enrolments of it arrive at once, into two programmes (the email alone would allow one in each)', async () => {
    const programmes = [await createProgramme({ capacity: 20 }), await createProgramme({ capacity: 20, name: 'Theory club' })];
    const trial = await bookTrial();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => enrolTrial(trial.id, programmes[i % 2])));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201).map((a) => a.status)).toEqual(Array(9).fill(409));
    const learnerId = answers.find((a) => a.status === 201)!.body.id;
    const learners = [...(await roster(programmes[0])), ...(await roster(programmes[1]))];
    expect(learners.map((l) => l.id)).toEqual([learnerId]);
    expect((await seatsTaken(programmes[0])) + (await seatsTaken(programmes[1]))).toBe(1);
    expect(await agendaItem(trial.id)).toMatchObject({ enrolment: { learnerId } });
    expect((await invitations()).filter((m) => m.refs.trialId === trial.id)).toHaveLength(1);
  });
});
