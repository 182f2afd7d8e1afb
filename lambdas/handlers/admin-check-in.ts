import { CHECK_IN_MESSAGES } from '../../contract/messages';
import { checkInInput, type CheckInResponse } from '../../contract/schemas';
import { ticketTokenOf } from '../../contract/ticket-code';
import { checkinsRepo } from '../lib/db/checkins-repo';
import { nowIso } from '../lib/db/items';
import { conflict, notFound } from '../lib/errors';
import { handle } from '../lib/http';

/** How old an offline scan may be and still set the check-in time: a phone offline all day, not a wrong clock. */
const MAX_SCAN_AGE_MS = 24 * 60 * 60 * 1000;

/** The scan's own time when it is plausible (not in the future, not older than a day); the server's time otherwise. */
function scanTime(scannedAt: string | undefined, now: string): string {
  if (!scannedAt) return now;
  const at = Date.parse(scannedAt);
  const server = Date.parse(now);
  return at <= server && server - at <= MAX_SCAN_AGE_MS ? new Date(at).toISOString() : now;
}

// A code that is not one of our tickets is an answer (status 'invalid'), not an error: the door shows red and scans on.
export const handler = handle({ auth: 'admin', body: checkInInput }, async ({ body, admin }) => {
  const token = ticketTokenOf(body.code);
  const at = scanTime(body.scannedAt, nowIso());
  const outcome = token ? await checkinsRepo.checkIn(token, body.eventId, admin!.username, at) : ({ status: 'invalid' } as const);
  if (outcome.status === 'event-not-found') throw notFound(CHECK_IN_MESSAGES.eventNotFound);
  if (outcome.status === 'event-over') throw conflict(CHECK_IN_MESSAGES.eventOver);
  const answer: CheckInResponse = outcome;
  return { body: answer };
});
