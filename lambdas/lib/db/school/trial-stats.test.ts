// Trial lessons per service (issue 27 item 3): the counters the trial writes keep in their own
// transaction equal a count of the bookings, after bookings, cancels and marks fired in parallel.
import { WEEKDAYS, type TrialSlot } from '../../../../contract/school';
import type { ServiceStats } from '../../../../contract/stats';
import { call, createAdmin, loginToken, useStore } from '../../../test/harness';
import { trialsRepo } from './trials-repo';

useStore();

let token: string;
beforeAll(async () => {
  await createAdmin();
  token = await loginToken();
  const weekly = WEEKDAYS.map((day) => ({ day, from: '06:00', to: '22:00', slotMinutes: 60 }));
  expect((await call('PUT', '/api/admin/availability', { body: { weekly, daysOff: [], daysAhead: 14 }, token })).status).toBe(200);
});

const FAR = '9999-12-31T23:59:59.999Z';
const book = (slot: TrialSlot, n: number, service: string) =>
  call('POST', '/api/trial-bookings', { body: { slotId: slot.id, name: `Learner ${n}`, email: `learner${n}@example.com`, phone: '08031234567', service, age: 30 } });

test('booked, attended and no-shows per service equal a count of the bookings, after racing writes', async () => {
  const free: TrialSlot[] = (await call('GET', '/api/trial-slots')).body.data.slots;
  const ahead = free.filter((s) => new Date(s.startsAt).getTime() > Date.now() + 4 * 3600_000).slice(0, 6);
  expect(ahead).toHaveLength(6);
  // Ten learners race for the first slot (one wins), five more take a slot each.
  const answers = await Promise.all([
    ...Array.from({ length: 10 }, (_, n) => book(ahead[0], n, 'music-education')),
    ...ahead.slice(1).map((slot, i) => book(slot, 100 + i, i % 2 ? 'music-education' : 'vocal-training')),
  ]);
  expect(answers.filter((a) => a.status === 201)).toHaveLength(6);
  const ids = answers.filter((a) => a.status === 201).map((a) => a.body.id as string);

  // One cancelled five times at once; marks racing each other on two more.
  const manage = (await trialsRepo.forMail(ids[1]))!.token;
  await Promise.all([
    ...Array.from({ length: 5 }, () => call('POST', `/api/trial-bookings/${manage}/cancel`)),
    trialsRepo.mark(ids[2], 'attended', FAR, new Date()),
    trialsRepo.mark(ids[2], 'no-show', FAR, new Date()),
    trialsRepo.mark(ids[2], 'attended', FAR, new Date()),
    trialsRepo.mark(ids[3], 'no-show', FAR, new Date()),
    trialsRepo.mark(ids[3], 'attended', FAR, new Date()),
  ]);

  const bookings = await trialsRepo.startingBetween('0000', FAR);
  const counted = new Map<string, ServiceStats>();
  for (const b of bookings) {
    if (b.status === 'cancelled') continue;
    const row = counted.get(b.service) ?? { service: b.service, booked: 0, attended: 0, noShows: 0, enrolled: 0, enrolledFromTrials: 0 };
    row.booked++;
    if (b.status === 'attended') row.attended++;
    if (b.status === 'no-show') row.noShows++;
    counted.set(b.service, row);
  }
  const { services } = (await call('GET', '/api/admin/stats', { token })).body.data;
  expect(services).toEqual([...counted.values()].sort((a, b) => a.service.localeCompare(b.service)));
  expect(services.reduce((n: number, s: ServiceStats) => n + s.booked, 0)).toBe(5);
  expect(services.reduce((n: number, s: ServiceStats) => n + s.attended + s.noShows, 0)).toBe(2);
});
