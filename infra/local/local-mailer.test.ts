import { nextLagosHour } from './local-mailer';

test('the daily jobs fire at the next whole Lagos hour (UTC+1), today or tomorrow', () => {
  // 07:30 UTC is 08:30 in Lagos: 09:00 Lagos is 08:00 UTC the same day.
  expect(nextLagosHour(new Date('2026-11-23T07:30:00Z'), 9).toISOString()).toBe('2026-11-23T08:00:00.000Z');
  // Exactly 09:00 Lagos has passed for today: the next is tomorrow.
  expect(nextLagosHour(new Date('2026-11-23T08:00:00Z'), 9).toISOString()).toBe('2026-11-24T08:00:00.000Z');
  expect(nextLagosHour(new Date('2026-12-31T18:00:00Z'), 18).toISOString()).toBe('2027-01-01T17:00:00.000Z');
});
