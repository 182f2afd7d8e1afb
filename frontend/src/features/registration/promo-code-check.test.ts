import { codeSummary } from './promo-code-check';

const types = [
  { id: 'adult', name: 'Adult', price: 10000, available: 5 },
  { id: 'student', name: 'Student', price: 4000, available: 5 },
];
const choir = { id: 'choir', name: 'Choir member', price: 6000, available: 4 };

it('says what the code takes off, on which tickets, and what it unlocks', () => {
  expect(codeSummary({ code: 'CHOIRS', percentOff: 10, revealed: [choir] }, types)).toBe('Code CHOIRS applied: 10% off; unlocks Choir member.');
  expect(codeSummary({ code: 'EARLY', amountOff: 2000, ticketTypeIds: ['adult'], revealed: [] }, types)).toBe('Code EARLY applied: ₦2,000 off each ticket on Adult.');
  expect(codeSummary({ code: 'PARTNER', fixedPrice: 5000, ticketTypeIds: ['student', 'choir'], revealed: [choir] }, types)).toBe(
    'Code PARTNER applied: tickets at ₦5,000 each on Student, Choir member; unlocks Choir member.',
  );
  expect(codeSummary({ code: 'GUEST', fixedPrice: 0, revealed: [] }, types)).toBe('Code GUEST applied: free tickets.');
  expect(codeSummary({ code: 'INSIDER', revealed: [choir] }, types)).toBe('Code INSIDER applied: unlocks Choir member.');
});
