// What the caller of an order's transaction decides for it: where the provider's notice goes, a walk-in's
// check-in, the payment, a claimed waitlist offer. Types only, read by order-writes.ts (which builds the
// writes) and registrations-repo.ts (which runs them), so neither imports the other for them.
import type { CreateOptions } from './content-repo';
import type { TransactItem } from './items';
import type { ProviderNotice } from './settings-repo';

export type RegisterOptions = CreateOptions & {
  /** Where the provider's notice goes; none when unset (the seed) or when they read the digest. */
  notify?: ProviderNotice;
  /** A walk-in at the door: checked in within the same transaction (checkins-repo.ts). */
  checkIn?: { at: string; by: string };
  /**
   * A priced event (lambdas/lib/payments/): `online` holds the seat as
   * pending_payment until `holdUntil` and sends no mail until it is paid;
   * `venue` registers at once, to be paid at the door.
   */
  payment?: PaymentOption;
  /** Decides the payment once the order's total is known (the register handler: Paystack or the venue). */
  paymentFor?: (total: number) => Promise<PaymentOption | undefined>;
  /**
   * A claimed waitlist offer (waitlist-repo.ts): its seats are already taken for the order, so the order
   * moves them out of seatsOffered instead of taking new ones, and its transaction also claims the entry.
   */
  offer?: { quantity: number; ticketTypeId: string; writes: (registrationId: string) => TransactItem[] };
};

export type PaymentOption = { mode: 'online'; amount: number; holdUntil: string } | { mode: 'venue'; amount: number };
