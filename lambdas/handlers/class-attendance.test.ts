// Attendance per class meeting (docs/PRODUCT-RULES.md, Monthly programmes) through the real handlers: the agenda's
// meetings, the door's list of one meeting, a mark applied once however often it is sent, undo, and bad input.
import { weekdayOf } from '../../contract/attendance';
import { addDays, todayInLagos } from '../../contract/dates';
import type { LearnerStatus } from '../../contract/programmes';
import { holdUntil } from '../lib/payments/hold';
import { attendanceRepo } from '../lib/db/school/attendance-repo';
import { programmesRepo } from '../lib/db/school/programmes-repo';
import { call, createAdmin, loginToken, useStore, type Answer } from '../test/harness';

useStore();

let token: string;
beforeAll(async () => {
  await createAdmin();
  token = await loginToken();
});

const today = todayInLagos();
let serial = 0;

/** A programme meeting on today's weekday (Lagos), started a week ago, with a learner in each status asked for. */
async function programmeWith(statuses: LearnerStatus[], name = `Class ${++serial}`) {
  const programme = await programmesRepo.create({
    name,
    service: 'instrument-lessons',
    monthlyFee: 20000,
    meets: [{ day: weekdayOf(today), time: '10:00', minutes: 60 }],
    capacity: 10,
    startsOn: addDays(today, -7),
  });
  const learners = [];
  for (const [i, status] of statuses.entries()) {
    const enrolled = await programmesRepo.enrol(programme.id, { name: `${status} ${i} ${serial}`, email: `l${serial}-${i}@example.com`, phone: '08012345678', age: 20 }, { planCode: 'PLN_x', planFeeKobo: 2_000_000 }, { holdExpiresAt: holdUntil() });
    if (!enrolled.ok) throw new Error('not enrolled');
    let learner = enrolled.learner;
    for (const step of status === 'pending' ? [] : status === 'active' ? ['active'] : ['active', status]) {
      expect(await programmesRepo.applyEvent(`test:${learner.id}:${step}`, learner, { status: step as LearnerStatus })).toBe('applied');
      learner = (await programmesRepo.learner(programme.id, learner.id))!;
    }
    learners.push(learner);
  }
  return { programme, learners };
}

const meetingPath = (programmeId: string, date = today) => `/api/admin/programmes/${programmeId}/meetings/${date}`;
const mark = (programmeId: string, learnerId: string, date = today, markedAt?: string) =>
  call('POST', `${meetingPath(programmeId, date)}/attendance`, { body: { learnerId, ...(markedAt ? { markedAt } : {}) }, token });

describe('the agenda lists the class meetings', () => {
  it("shows today's meeting with the learners expected (active and overdue) and those present so far", async () => {
    const { programme, learners } = await programmeWith(['active', 'overdue', 'pending', 'stopped'], 'Agenda piano');
    expect((await mark(programme.id, learners[0].id)).body.status).toBe('marked');
    const answer = await call('GET', `/api/admin/class-meetings?from=${today}&to=${addDays(today, 7)}`, { token });
    expect(answer.status).toBe(200);
    const mine = (answer.body.data.items as { programmeId: string }[]).filter((m) => m.programmeId === programme.id);
    expect(mine).toEqual([
      { programmeId: programme.id, programmeName: 'Agenda piano', date: today, time: '10:00', minutes: 60, expected: 2, present: 1 },
      { programmeId: programme.id, programmeName: 'Agenda piano', date: addDays(today, 7), time: '10:00', minutes: 60, expected: 2, present: 0 },
    ]);
    expect((await call('GET', '/api/admin/class-meetings?from=2026-02-30', { token })).status).toBe(400);
    expect((await call('GET', '/api/admin/class-meetings')).status).toBe(401);
  });
});

describe('the door marks attendance per meeting', () => {
  it("lists the meeting's active and overdue learners (not pending or stopped), with their marks", async () => {
    const { programme, learners } = await programmeWith(['active', 'overdue', 'pending', 'stopped']);
    await mark(programme.id, learners[1].id);
    const answer = await call('GET', meetingPath(programme.id), { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.meeting).toMatchObject({ date: today, expected: 2, present: 1 });
    expect(answer.body.data.learners).toEqual([
      expect.objectContaining({ id: learners[0].id, status: 'active' }),
      expect.objectContaining({ id: learners[1].id, status: 'overdue', presentBy: 'admin', presentAt: expect.any(String) }),
    ]);
    expect(answer.body.data.learners[0]).not.toHaveProperty('presentAt');
  });

  it('10 parallel marks of one learner for one meeting: exactly one applied, the others already marked, counted once', async () => {
    const { programme, learners } = await programmeWith(['active']);
    const answers = await Promise.all(Array.from({ length: 10 }, () => mark(programme.id, learners[0].id)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const statuses = answers.map((a) => a.body.status);
    expect(statuses.filter((s) => s === 'marked')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'already_marked')).toHaveLength(9);
    // Every answer gives the one mark's time.
    expect(new Set(answers.map((a) => a.body.presentAt)).size).toBe(1);
    expect((await attendanceRepo.meeting(programme.id, today)).present).toBe(1);
  });

  it('an offline mark synced later keeps the time it was made; a replay changes nothing', async () => {
    const { programme, learners } = await programmeWith(['active']);
    const madeAt = new Date(Date.now() - 60_000).toISOString();
    const first = await mark(programme.id, learners[0].id, today, madeAt);
    expect(first.body).toMatchObject({ status: 'marked', presentAt: madeAt, present: 1 });
    expect((await mark(programme.id, learners[0].id, today, madeAt)).body).toMatchObject({ status: 'already_marked', presentAt: madeAt, present: 1 });
    // A phone clock an hour ahead is not believed: the server's time is kept.
    const { programme: other, learners: others } = await programmeWith(['active']);
    const ahead = new Date(Date.now() + 3600_000).toISOString();
    const future = await mark(other.id, others[0].id, today, ahead);
    expect(future.body.status).toBe('marked');
    expect(Date.parse(future.body.presentAt)).toBeLessThan(Date.parse(ahead));
  });

  it('undo takes the mark and the count back; undoing again is a 409', async () => {
    const { programme, learners } = await programmeWith(['active']);
    await mark(programme.id, learners[0].id);
    const undo = () => call('DELETE', `${meetingPath(programme.id)}/attendance/${learners[0].id}`, { token });
    const first = await undo();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ present: 0 });
    expect((await undo()).status).toBe(409);
    expect((await mark(programme.id, learners[0].id)).body).toMatchObject({ status: 'marked', present: 1 });
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const { programme, learners } = await programmeWith(['active', 'stopped', 'pending']);
    const expectRefused = async (answer: Answer, status: number, message: RegExp) => {
      expect(answer.status).toBe(status);
      expect(answer.body.message).toMatch(message);
    };
    await expectRefused(await mark('no-such-programme', learners[0].id), 404, /programme could not be found/);
    await expectRefused(await mark(programme.id, 'no-such-learner'), 404, /not in this programme/);
    await expectRefused(await mark(programme.id, learners[0].id, addDays(today, 1)), 400, /does not meet on that day/);
    await expectRefused(await mark(programme.id, learners[0].id, addDays(today, -14)), 400, /does not meet on that day/);
    await expectRefused(await mark(programme.id, learners[0].id, '2026-13-01'), 400, /YYYY-MM-DD/);
    await expectRefused(await mark(programme.id, learners[0].id, addDays(today, 7)), 409, /not met yet/);
    await expectRefused(await mark(programme.id, learners[1].id), 409, /stopped/);
    await expectRefused(await mark(programme.id, learners[2].id), 409, /not paid/);
    expect((await call('POST', `${meetingPath(programme.id)}/attendance`, { body: {}, token })).status).toBe(400);
    expect((await call('GET', meetingPath(programme.id, addDays(today, 1)), { token })).status).toBe(400);
    const stored = await attendanceRepo.meeting(programme.id, today);
    expect([stored.present, stored.marks.size]).toEqual([0, 0]);
    expect((await attendanceRepo.meeting(programme.id, addDays(today, 7))).marks.size).toBe(0);
  });
});
