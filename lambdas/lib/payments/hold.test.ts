import { DEFAULT_HOLD_MINUTES, holdMinutes } from './hold';

test('PAYMENT_HOLD_MINUTES shortens the hold (fractions allowed); anything unusable is the default 15', () => {
  expect(DEFAULT_HOLD_MINUTES).toBe(15);
  expect(holdMinutes({})).toBe(15);
  expect(holdMinutes({ PAYMENT_HOLD_MINUTES: '0.25' })).toBe(0.25);
  expect(holdMinutes({ PAYMENT_HOLD_MINUTES: '0' })).toBe(15);
  expect(holdMinutes({ PAYMENT_HOLD_MINUTES: 'soon' })).toBe(15);
});
