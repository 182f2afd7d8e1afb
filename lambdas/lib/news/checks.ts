// What an announcement names must exist (docs/PRODUCT-RULES.md, Mailing list): the audience's event or
// programme, and the card's. A 400 that says which field, before anything is written or counted.
import type { Audience } from '../../../contract/news';
import { eventsRepo } from '../db/events-repo';
import { programmesRepo } from '../db/school/programmes-repo';
import { badRequest } from '../errors';

export async function checkAudience(audience: Audience): Promise<void> {
  if (audience.kind === 'waitlist' && !audience.eventId) throw badRequest('Choose the event whose waitlist receives it', { 'audience.eventId': 'Choose an event' });
  if (audience.eventId && !(await eventsRepo.get(audience.eventId))) throw badRequest('That event does not exist', { 'audience.eventId': 'That event does not exist' });
  if (audience.programmeId && !(await programmesRepo.get(audience.programmeId))) throw badRequest('That programme does not exist', { 'audience.programmeId': 'That programme does not exist' });
}

/** The card shows one thing: an event or a programme. */
export async function checkCard(card: { eventId?: string; programmeId?: string }): Promise<void> {
  if (card.eventId && card.programmeId) throw badRequest('Choose an event or a programme for the card, not both', { eventId: 'Choose an event or a programme, not both' });
  if (card.eventId && !(await eventsRepo.get(card.eventId))) throw badRequest('That event does not exist', { eventId: 'That event does not exist' });
  if (card.programmeId && !(await programmesRepo.get(card.programmeId))) throw badRequest('That programme does not exist', { programmeId: 'That programme does not exist' });
}
