// The badge colour of each payment status: the same on the admin's Forms tab
// and on the visitor's ticket, which live in features that may not import each other.
import type { PaymentStatus } from '../../../contract/schemas';

export const PAYMENT_PALETTE: Record<PaymentStatus, string> = {
  pending: 'orange',
  paid: 'green',
  failed: 'red',
  expired: 'gray',
  venue: 'blue',
  refund_due: 'purple',
  refund_pending: 'orange',
  refunded: 'gray',
  refund_failed: 'red',
};
