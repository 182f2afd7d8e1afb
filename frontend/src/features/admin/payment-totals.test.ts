import type { EventRegistration } from '../../../../contract/schemas';
import { paymentTotals } from './payment-totals';

const reg = (eventId: string, payment?: EventRegistration['payment'], status: EventRegistration['status'] = 'registered'): EventRegistration => ({
  id: Math.random().toString(36),
  createdAt: '2026-11-01T10:00:00.000Z',
  name: 'A',
  email: 'a@example.com',
  phone: '08012345678',
  eventId,
  status,
  payment,
});

test('sums paid, outstanding and refund due per event in naira; free registrations count nowhere', () => {
  const totals = paymentTotals([
    reg('e1', { status: 'paid', amount: 5000, method: 'paystack' }),
    reg('e1', { status: 'paid', amount: 5000, method: 'cash' }),
    reg('e1', { status: 'venue', amount: 5000 }),
    reg('e1', { status: 'pending', amount: 5000 }, 'pending_payment'),
    reg('e1', { status: 'expired', amount: 5000 }, 'cancelled'),
    reg('e1', { status: 'venue', amount: 5000 }, 'cancelled'),
    reg('e2', { status: 'refund_due', amount: 2000 }),
    reg('e3'),
  ]);
  expect(totals).toEqual([
    { eventId: 'e1', paid: 10000, paidCount: 2, outstanding: 10000, refundDue: 0 },
    { eventId: 'e2', paid: 0, paidCount: 0, outstanding: 0, refundDue: 2000 },
  ]);
});
