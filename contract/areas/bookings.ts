// The bookings area's routes (registering: an order of the box office and its code check; contact
// messages; the ticket links): one nested stack (docs/ARCHITECTURE.md, Stacks).
// A row here is a Lambda, a route and a role in that stack; contract/routes.ts joins the areas.
import type { PromoCodeCheckInput, PromoCodeCheckResponse } from '../box-office';
import type { ContactRequest, ContactResponse, MutationResponse, RegisterResponse, RegistrationRequest, TicketResponse, TransferInput } from '../schemas';
import { type RouteSpec } from '../route-spec';
import type { WaitlistJoinInput, WaitlistJoinResponse, WaitlistOfferResponse } from '../waitlist';

/** What each of the area's routes takes and answers (the generic admin lists and edits are typed in contract/routes.ts). */
export type BookingsEndpoints = {
  register: { body: RegistrationRequest; answer: RegisterResponse };
  checkPromoCode: { body: PromoCodeCheckInput; answer: PromoCodeCheckResponse };
  contact: { body: ContactRequest; answer: ContactResponse };
  /** A ticket, or for a waitlist offer's link the offer (contract/waitlist.ts). */
  getTicket: { answer: TicketResponse | WaitlistOfferResponse };
  cancelTicket: { answer: MutationResponse };
  transferTicket: { body: TransferInput; answer: MutationResponse };
  getTicketReceipt: { answer: string };
  ticketPage: { answer: string };
  joinWaitlist: { body: WaitlistJoinInput; answer: WaitlistJoinResponse };
  claimTicket: { answer: RegisterResponse };
};

export const BOOKINGS_ROUTES = {
  // An order (contract/box-office.ts) takes its seats and type quotas on the event, the buyer's email guard
  // (in the event's partition) and a use of its promo code, gets one ticket per attendee and queues its mails,
  // in one transaction; it reads the event, the code and the notification settings.
  register: {
    method: 'POST',
    path: '/api/register',
    auth: 'public',
    area: 'bookings',
    access: 'write',
    data: {
      gets: ['events', 'settings', 'promoCodes', 'privacy', 'siteContent'],
      writes: ['events', 'registrations', 'tickets', 'mail', 'rateLimits', 'counters', 'holds', 'promoCodes', 'privacy'],
      deletes: ['events', 'registrations', 'tickets'],
    },
    // A priced event's registration starts a Paystack checkout: it reads the key. A checkout that cannot
    // start removes the registration again (its ticket and email guard; its hold is left to the sweeper).
    payments: 'paystack',
  },
  // What a promo or access code does for an event before the order (the hidden types it unlocks): the
  // event and the code by key, and the client's counter, so codes cannot be guessed by trying many.
  checkPromoCode: {
    method: 'POST',
    path: '/api/events/{id}/promo-code',
    auth: 'public',
    area: 'bookings',
    access: 'write',
    data: { gets: ['events', 'promoCodes'], writes: ['rateLimits'] },
  },
  // Writes the message and its notice; never reads a message back.
  contact: {
    method: 'POST',
    path: '/api/contact',
    auth: 'public',
    area: 'bookings',
    access: 'write',
    data: { gets: ['settings', 'privacy', 'siteContent'], writes: ['contacts', 'mail', 'rateLimits', 'counters', 'privacy'] },
  },
  // The ticket token is the only key an attendee needs (docs/PRODUCT-RULES.md, Tickets): it Gets the
  // ticket, then the one registration and event it points at (a waitlist offer's link: the entry, its event and
  // once claimed its registration); it can list nothing.
  getTicket: {
    method: 'GET',
    path: '/api/tickets/{token}',
    auth: 'public',
    area: 'bookings',
    access: 'read',
    reads: 'items',
    data: { gets: ['tickets', 'registrations', 'events', 'waitlist'] },
  },
  // Cancelling frees the seat and the email guard (in the event's partition) and queues the mails.
  cancelTicket: {
    method: 'POST',
    path: '/api/tickets/{token}/cancel',
    auth: 'public',
    area: 'bookings',
    access: 'write',
    data: { gets: ['tickets', 'registrations', 'events'], writes: ['registrations', 'events', 'mail', 'counters', 'tickets', 'waitlist'], deletes: ['events'], lists: ['waitlist'] },
    // A paid ticket cancelled within the event's refund policy starts its Paystack refund (docs/ARCHITECTURE.md, Refunds).
    payments: 'paystack',
  },
  // One transaction: the registration gets the new holder and a new token, the old ticket goes, the email guard
  // (in the event's partition) moves, the new holder's mail and the audit entry are put (docs/PRODUCT-RULES.md, Transfers).
  transferTicket: {
    method: 'POST',
    path: '/api/tickets/{token}/transfer',
    auth: 'public',
    area: 'bookings',
    access: 'write',
    data: { gets: ['tickets', 'registrations', 'events'], writes: ['registrations', 'tickets', 'events', 'mail', 'audit'], deletes: ['tickets', 'events'] },
  },
  // The paid order's receipt as a PDF (docs/ARCHITECTURE.md, Receipts): numbered on first use if the ticket mail
  // has not done it yet (the counter and the receipt in one transaction), with the provider's address from the site content.
  getTicketReceipt: {
    method: 'GET',
    path: '/api/tickets/{token}/receipt',
    auth: 'public',
    area: 'bookings',
    access: 'write',
    reads: 'items',
    data: { gets: ['tickets', 'registrations', 'events', 'siteContent', 'receipts'], writes: ['receipts'] },
  },
  // Not an API route: the ticket page's HTML, 200 or 404 by whether the token exists (docs/ARCHITECTURE.md, The ticket page).
  ticketPage: {
    method: 'GET',
    path: '/tickets/{token}',
    auth: 'public',
    area: 'bookings',
    access: 'read',
    reads: 'items',
    answers: 'html',
    data: { gets: ['tickets', 'registrations', 'events', 'waitlist'] },
  },
  // The waitlist (docs/ARCHITECTURE.md, Waitlist). Joining puts the entry and its email guard in one
  // transaction (with its event's waitlist counters, docs/ARCHITECTURE.md Insights), then reads the queue for the position.
  joinWaitlist: { method: 'POST', path: '/api/events/{id}/waitlist', auth: 'public', area: 'bookings', access: 'write', data: { gets: ['events', 'privacy', 'siteContent'], lists: ['waitlist'], writes: ['waitlist', 'counters', 'privacy'] } },
  // The offer link's claim is an order (the register path) whose transaction also claims the entry; a priced
  // event answers the Paystack checkout's authorizationUrl as register does.
  claimTicket: {
    method: 'POST',
    path: '/api/tickets/{token}/claim',
    auth: 'public',
    area: 'bookings',
    access: 'write',
    data: { gets: ['tickets', 'waitlist', 'events', 'promoCodes', 'settings'], writes: ['registrations', 'events', 'tickets', 'mail', 'counters', 'holds', 'waitlist'], deletes: ['waitlist'] },
    payments: 'paystack',
  },
} as const satisfies Record<string, RouteSpec>;
