import { EVENT_MESSAGES, RESOURCE_LABELS, mutationMessage } from '../../contract/messages';
import { eventInput } from '../../contract/schemas';
import { eventsRepo } from '../lib/db/events-repo';
import { conflict, HttpError, notFound } from '../lib/errors';
import { handle } from '../lib/http';
import { removeUnusedFiles } from '../lib/media/item-files';
import { waitlistRepo } from '../lib/db/waitlist-repo';

// seatsTaken is not an input: changing maxParticipants keeps the seats already
// taken, and may not go below them (checked in the same write). A replaced
// photo's files go once the event no longer points at them.
export const handler = handle({ auth: 'admin', body: eventInput }, async ({ body, params }) => {
  const before = await eventsRepo.get(params.id);
  const result = await eventsRepo.update(params.id, body);
  if (result.ok) {
    if (before) await removeUnusedFiles(before, result.event);
    // Capacity raised (or a quota): the new seats go to the waitlist first (docs/PRODUCT-RULES.md, Waitlist).
    await waitlistRepo.offerFreed(result.event.id);
    return { body: { success: true, message: mutationMessage(RESOURCE_LABELS.events, 'updated'), id: result.event.id } };
  }
  if (result.reason === 'not-found') throw notFound(`${RESOURCE_LABELS.events} not found`);
  // A ticket type with tickets sold cannot go, nor its quota drop below them.
  if (result.reason === 'types') throw new HttpError(409, result.message, { ticketTypes: result.message });
  const taken = (await eventsRepo.get(params.id))?.seatsTaken ?? 0;
  throw conflict(EVENT_MESSAGES.belowSeats(taken));
});
