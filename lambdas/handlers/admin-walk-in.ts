import { todayInLagos } from '../../contract/dates';
import { CHECK_IN_MESSAGES, REGISTER_MESSAGES } from '../../contract/messages';
import { registrationInput, type WalkInResponse } from '../../contract/schemas';
import { checkinsRepo } from '../lib/db/checkins-repo';
import { eventsRepo } from '../lib/db/events-repo';
import { nowIso } from '../lib/db/items';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { providerNotice } from '../lib/db/settings-repo';
import { conflict, HttpError, notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { defaultProviderEmail } from '../lib/mail/config';

// Someone at the door without a registration: the same registration
// transaction as the public form (a free seat, one per email, the
// confirmation mail with the ticket), checked in within it.
export const handler = handle({ auth: 'admin', body: registrationInput }, async ({ body, params, admin }) => {
  const input = { ...body, eventId: params.id };
  // The door is open on the event's day, after its registration has closed; not once the day is over.
  const event = await eventsRepo.get(params.id);
  if (!event) throw notFound(CHECK_IN_MESSAGES.eventNotFound);
  if (event.date < todayInLagos()) throw conflict(CHECK_IN_MESSAGES.eventOver);
  const result = await registrationsRepo.create(input, new Date(), {
    notify: await providerNotice(defaultProviderEmail()),
    checkIn: { at: nowIso(), by: admin!.username },
  });
  if (!result.ok) {
    if (result.reason === 'not-found') throw notFound(CHECK_IN_MESSAGES.eventNotFound);
    if (result.reason === 'refused') throw new HttpError(result.refusal.status, result.refusal.message, result.refusal.errors);
    throw conflict(REGISTER_MESSAGES[result.reason]);
  }
  const { registration } = result;
  const answer: WalkInResponse = {
    success: true,
    message: CHECK_IN_MESSAGES.walkInDone(registration.name),
    id: registration.id,
    registration: {
      id: registration.id,
      name: registration.name,
      email: registration.email,
      phone: registration.phone,
      eventId: registration.eventId,
      status: registration.status,
      ticketToken: registration.ticketToken,
      checkedInAt: registration.checkedInAt,
      checkedInBy: registration.checkedInBy,
      ticketId: registration.tickets?.[0]?.id,
      ticketTypeId: registration.tickets?.[0]?.ticketTypeId,
    },
    counts: (await checkinsRepo.counts(params.id)) ?? { checkedIn: 1, registered: 1 },
  };
  return { status: 201, body: answer };
});
