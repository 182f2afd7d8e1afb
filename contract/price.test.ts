import { nairaAmount } from './price';

test.each([
  ['₦15,000', 15000],
  ['15000 per person', 15000],
  ['NGN 2,500.50', 2500.5],
  ['Free', 0],
  ['Free entry', 0],
  ['Contact us', null],
])('%s -> %s', (text, amount) => {
  expect(nairaAmount(text)).toBe(amount);
});
