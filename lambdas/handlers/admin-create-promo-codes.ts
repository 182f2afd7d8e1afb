import { BOX_OFFICE_MESSAGES, promoCodeInput } from '../../contract/box-office';
import { ticketTypesOf } from '../../contract/ticket-types';
import { eventsRepo } from '../lib/db/events-repo';
import { ItemExistsError } from '../lib/db/items';
import { promoCodesRepo } from '../lib/db/promo-codes-repo';
import { badRequest, conflict } from '../lib/errors';
import { handle } from '../lib/http';

// A code names its event's ticket types: they must exist on that event, so a typo never makes a code that applies to nothing.
export const handler = handle({ auth: 'admin', body: promoCodeInput }, async ({ body }) => {
  if (body.eventId) {
    const event = await eventsRepo.get(body.eventId);
    if (!event) throw badRequest('Event not found', { eventId: 'Event not found' });
    const known = new Set(ticketTypesOf(event).map((t) => t.id));
    for (const field of ['ticketTypeIds', 'reveals'] as const) {
      if (body[field]?.some((id) => !known.has(id))) throw badRequest(BOX_OFFICE_MESSAGES.codeTypeUnknown, { [field]: BOX_OFFICE_MESSAGES.codeTypeUnknown });
    }
  }
  try {
    const code = await promoCodesRepo.create(body);
    return { status: 201, body: { success: true, message: BOX_OFFICE_MESSAGES.codeCreated, id: code.id } };
  } catch (error) {
    if (error instanceof ItemExistsError) throw conflict(BOX_OFFICE_MESSAGES.codeExists);
    throw error;
  }
});
