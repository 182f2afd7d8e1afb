// What the offer link's page shows (GET /api/tickets/{token} for a waitlist offer; docs/PRODUCT-RULES.md,
// Waitlist): the event, the seats held and until when, the price of a seat, and once claimed the ticket's link.
import type { Event } from '../../contract/schemas';
import { ticketTypesOf, typePriceAt } from '../../contract/ticket-types';
import type { WaitlistEntry, WaitlistOfferView } from '../../contract/waitlist';
import { registrationsRepo } from './db/registrations-repo';

export async function offerView(entry: WaitlistEntry, event: Event, origin: string, now: Date): Promise<WaitlistOfferView> {
  // The worker may not have run yet: an offer past its time is expired to whoever looks.
  const lapsed = entry.status === 'offered' && (!entry.offerExpiresAt || entry.offerExpiresAt <= now.toISOString());
  const type = ticketTypesOf(event).find((t) => t.id === entry.ticketTypeId);
  const claimed = entry.status === 'claimed' && entry.registrationId ? await registrationsRepo.get(entry.registrationId) : null;
  return {
    name: entry.name,
    quantity: entry.quantity,
    status: lapsed ? 'expired' : entry.status,
    ...(entry.offerExpiresAt ? { offerExpiresAt: entry.offerExpiresAt } : {}),
    price: type ? typePriceAt(type, now) : 0,
    event: {
      id: event.id,
      title: event.title,
      date: event.date,
      startTime: event.startTime,
      endTime: event.endTime,
      location: event.location,
      address: event.address,
      ...(event.status && event.status !== 'scheduled' ? { status: event.status } : {}),
    },
    ...(claimed?.ticketToken ? { ticketUrl: `${origin}/tickets/${claimed.ticketToken}` } : {}),
  };
}
