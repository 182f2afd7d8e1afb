import { CHECK_IN_MESSAGES } from '../../contract/messages';
import { checkInInput, type CheckInResponse } from '../../contract/schemas';
import { ticketTokenOf } from '../../contract/ticket-code';
import { checkinsRepo } from '../lib/db/checkins-repo';
import { doorTime } from '../lib/door-time';
import { nowIso } from '../lib/db/items';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';

// A code that is not one of our tickets is an answer (status 'invalid'), not an error: the door shows red and scans on.
export const handler = handle({ auth: 'admin', body: checkInInput }, async ({ body, admin }) => {
  const token = ticketTokenOf(body.code);
  const at = doorTime(body.scannedAt, nowIso());
  const outcome = token ? await checkinsRepo.checkIn(token, body.eventId, admin!.username, at) : ({ status: 'invalid' } as const);
  if (outcome.status === 'event-not-found') throw notFound(CHECK_IN_MESSAGES.eventNotFound);
  if (outcome.status === 'event-over') throw conflict(CHECK_IN_MESSAGES.eventOver);
  const answer: CheckInResponse = outcome;
  return { body: answer };
});
