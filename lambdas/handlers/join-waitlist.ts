import { WAITLIST_MESSAGES, waitlistJoinInput } from '../../contract/waitlist';
import { recordConsent } from '../lib/privacy/consent';
import { welcomeBack } from '../lib/privacy/welcome-back';
import { waitlistRepo } from '../lib/db/waitlist-repo';
import { badRequest, conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';

// Join an event's waitlist (docs/PRODUCT-RULES.md, Waitlist): only when nothing of the type asked for is
// on sale (409: register instead), once per email (409), while the event still takes registrations.
export const handler = handle({ auth: 'public', body: waitlistJoinInput }, async ({ body, params }) => {
  await welcomeBack(body.email);
  const result = await waitlistRepo.join(params.id, body, new Date());
  if (result.ok) await recordConsent(body.email, body, 'waitlist', result.entry.id);
  if (result.ok) return { status: 201, body: { success: true, id: result.entry.id, position: result.position, message: WAITLIST_MESSAGES.joined(result.position) } };
  switch (result.reason) {
    case 'not-found':
      throw notFound(WAITLIST_MESSAGES.notFound);
    case 'unknown-type':
      throw badRequest('Choose a ticket type from the list', { ticketTypeId: 'Choose a ticket type from the list' });
    case 'on-sale':
      throw conflict(WAITLIST_MESSAGES.seatsOnSale);
    case 'duplicate':
      throw conflict(WAITLIST_MESSAGES.duplicate);
    case 'closed':
      throw conflict(WAITLIST_MESSAGES.closed);
  }
});
