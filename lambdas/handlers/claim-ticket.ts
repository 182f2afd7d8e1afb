import { REGISTER_MESSAGES } from '../../contract/messages';
import { WAITLIST_MESSAGES } from '../../contract/waitlist';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { providerNotice } from '../lib/db/settings-repo';
import { waitlistRepo } from '../lib/db/waitlist-repo';
import { conflict, HttpError, notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { defaultProviderEmail } from '../lib/mail/config';
import { paymentFor, startCheckout } from '../lib/payments/checkout';

// Claim a waitlist offer from its link (docs/PRODUCT-RULES.md, Waitlist): the order is the register path's
// (registrations-repo.ts create), for the seats the offer holds, in the name of the person who waited; its
// transaction claims the entry, guarded on the offer still running, so an offer is claimed once.
export const handler = handle({ auth: 'public' }, async ({ event, params }) => {
  const now = new Date();
  const target = await waitlistRepo.claimTarget(params.token, now);
  if (!target.ok) {
    if (target.reason === 'not-found') throw notFound(WAITLIST_MESSAGES.offerNotFound);
    throw conflict(target.reason === 'expired' ? WAITLIST_MESSAGES.offerExpired : target.reason === 'claimed' ? WAITLIST_MESSAGES.offerClaimed : WAITLIST_MESSAGES.offerGone);
  }
  const { entry } = target;
  let secretKey: string | null = null;
  const result = await registrationsRepo.create(
    {
      eventId: entry.eventId,
      name: entry.name,
      email: entry.email,
      phone: entry.phone,
      tickets: Array.from({ length: entry.quantity }, () => ({ ticketTypeId: entry.ticketTypeId, name: entry.name })),
    },
    now,
    {
      notify: await providerNotice(defaultProviderEmail()),
      offer: { quantity: entry.quantity, ticketTypeId: entry.ticketTypeId, writes: (registrationId) => waitlistRepo.claimWrites(entry, registrationId, now) },
      paymentFor: async (total) => {
        const plan = await paymentFor(total);
        secretKey = plan?.secretKey ?? null;
        return plan?.option;
      },
    },
  );
  if (result.ok && secretKey) return { status: 201, body: await startCheckout(event, result.registration, secretKey, result.order) };
  if (result.ok) return { status: 201, body: { success: true, id: result.registration.id, message: REGISTER_MESSAGES.success, data: result.order } };
  if (result.reason === 'not-found') throw notFound(REGISTER_MESSAGES.notFound);
  if (result.reason === 'refused') throw new HttpError(result.refusal.status, result.refusal.message, result.refusal.errors);
  throw conflict(REGISTER_MESSAGES[result.reason]);
});
