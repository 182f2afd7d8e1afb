import { amountDue } from './amount-due';

test('a numeric price is the amount; free text is read as naira', () => {
  expect(amountDue(15000)).toBe(15000);
  expect(amountDue(0)).toBe(0);
  expect(amountDue('₦15,000')).toBe(15000);
  expect(amountDue('15000 per person')).toBe(15000);
  expect(amountDue('Free')).toBe(0);
  expect(amountDue('Ask us')).toBe(0);
  expect(amountDue(undefined)).toBe(0);
  expect(amountDue(-5)).toBe(0);
});
