import { addDays, todayInLagos } from './dates';
import { selfCancelRefund, transferOpen } from './ticket-policy';
import type { Payment } from './schemas';

const now = new Date();
const paid: Payment = { status: 'paid', amount: 5000, reference: 'r', method: 'paystack' };
const inDays = (days: number, extra: Record<string, unknown> = {}) => ({ date: addDays(todayInLagos(now), days), startTime: '10:00', ...extra });

test('transfers: through the day before by default, through the set day otherwise, never after', () => {
  expect(transferOpen(inDays(2), now)).toBe(true);
  expect(transferOpen(inDays(1), now)).toBe(true);
  expect(transferOpen(inDays(0), now)).toBe(false);
  expect(transferOpen(inDays(3, { transferCutoffDays: 4 }), now)).toBe(false);
  expect(transferOpen(inDays(4, { transferCutoffDays: 4 }), now)).toBe(true);
});

test('self-cancel refund: the amount left minus the fee, within the days set; nothing without a policy or an online payment', () => {
  expect(selfCancelRefund(inDays(10), paid, now)).toBe(0);
  expect(selfCancelRefund(inDays(10, { refundDaysBefore: 3, refundFeePercent: 10 }), paid, now)).toBe(4500);
  expect(selfCancelRefund(inDays(3, { refundDaysBefore: 3 }), paid, now)).toBe(5000);
  expect(selfCancelRefund(inDays(2, { refundDaysBefore: 3 }), paid, now)).toBe(0);
  expect(selfCancelRefund(inDays(10, { refundDaysBefore: 3, refundFeePercent: 15 }), { ...paid, amount: 333 }, now)).toBe(283);
  expect(selfCancelRefund(inDays(10, { refundDaysBefore: 3 }), { ...paid, method: 'cash' }, now)).toBe(0);
  expect(selfCancelRefund(inDays(10, { refundDaysBefore: 3 }), { ...paid, status: 'refunded', refunded: 5000 }, now)).toBe(0);
});
