import { formatLagosTime, isoToLagosInput, lagosInputToIso } from './lagos-time';

test('a Lagos wall-clock time goes to the API with its +01:00 offset and comes back the same, whatever the browser’s zone', () => {
  expect(lagosInputToIso('2026-12-05T10:00')).toBe('2026-12-05T10:00:00+01:00');
  expect(Date.parse(lagosInputToIso('2026-12-05T10:00')!)).toBe(Date.parse('2026-12-05T09:00:00Z'));
  expect(lagosInputToIso('')).toBeNull();
  expect(lagosInputToIso('tomorrow')).toBeNull();
  expect(isoToLagosInput('2026-12-05T23:30:00.000Z')).toBe('2026-12-06T00:30');
  expect(formatLagosTime('2026-12-05T09:00:00.000Z')).toBe('Sat, 5 Dec 2026, 10:00 WAT');
});
