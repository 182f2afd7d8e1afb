import { TICKET_MESSAGES } from '../../contract/messages';
import type { TicketResponse } from '../../contract/schemas';
import { ticketPaymentOf } from '../lib/ticket-payment';
import type { WaitlistOfferResponse } from '../../contract/waitlist';
import { eventsRepo } from '../lib/db/events-repo';
import { ticketsRepo } from '../lib/db/tickets-repo';
import { waitlistRepo } from '../lib/db/waitlist-repo';
import { notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { qrSvg } from '../lib/mail/qr';
import { offerView } from '../lib/offer-view';
import { siteOrigin } from '../lib/site-origin';
import { ticketOffers } from '../lib/ticket-offers';

// The attendee's ticket: what they registered for and the QR code the door
// scans, or for a waitlist offer's link the offer. No email or phone: the token alone should not reveal contact details.
export const handler = handle({ auth: 'public' }, async ({ event, params }) => {
  const found = await ticketsRepo.find(params.token);
  if (!found) {
    // The link of a waitlist offer shows the offer (lambdas/lib/offer-view.ts).
    const entry = await waitlistRepo.byToken(params.token);
    const offered = entry && (await eventsRepo.get(entry.eventId));
    if (!entry || !offered) throw notFound(TICKET_MESSAGES.notFound);
    const body: WaitlistOfferResponse = { offer: await offerView(entry, offered, siteOrigin(event), new Date()) };
    return { body };
  }
  const { registration, event: e } = found;
  const manageUrl = `${siteOrigin(event)}/tickets/${params.token}`;
  const body: TicketResponse = {
    ticket: {
      name: registration.name,
      status: registration.status ?? 'registered',
      ...(registration.payment
        ? { payment: ticketPaymentOf(registration.payment) }
        : {}),
      event: {
        id: e.id,
        title: e.title,
        date: e.date,
        startTime: e.startTime,
        endTime: e.endTime,
        location: e.location,
        address: e.address,
        price: e.price,
        description: e.description,
        // The attendee learns from their ticket too that the event is off.
        ...(e.status && e.status !== 'scheduled' ? { status: e.status } : {}),
      },
      manageUrl,
      qrSvg: await qrSvg(manageUrl),
      ...ticketOffers(registration, e, new Date()),
    },
  };
  return { body };
});
