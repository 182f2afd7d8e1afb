import { promoCodeCheckInput, type PromoCodeCheck } from '../../contract/box-office';
import { isListed, registrationState } from '../../contract/event-lifecycle';
import { REGISTER_MESSAGES } from '../../contract/messages';
import { revealedTicketTypes } from '../../contract/ticket-types';
import { eventsRepo } from '../lib/db/events-repo';
import { codeProblem, codeRefusal, promoCodesRepo } from '../lib/db/promo-codes-repo';
import { HttpError, notFound } from '../lib/errors';
import { screenAttempt } from '../lib/form-guard';
import { handle } from '../lib/http';

// The registration form's "Apply" (docs/PRODUCT-RULES.md, Box office): what a code does for this
// event, and the hidden ticket types an access code unlocks, so the form can offer them. Nothing is
// taken: the order checks the code again and counts its use in its own transaction.
export const handler = handle({ auth: 'public', body: promoCodeCheckInput }, async ({ event: request, params, body }) => {
  await screenAttempt(request, 'codes');
  const now = new Date();
  const event = await eventsRepo.get(params.id);
  if (!event || !isListed(event)) throw notFound(REGISTER_MESSAGES.notFound);
  const state = registrationState(event, Number(event.seatsTaken ?? 0), now);
  if (state !== 'open') throw new HttpError(409, REGISTER_MESSAGES[state === 'archived' ? 'closed' : state]);

  const code = await promoCodesRepo.get(body.promoCode);
  const problem = codeProblem(code, event.id, now);
  if (problem || !code) {
    const { status, message } = codeRefusal(problem ?? 'unknown');
    throw new HttpError(status, message, { promoCode: message });
  }
  const data: PromoCodeCheck = {
    code: code.id,
    ...(code.percentOff !== undefined ? { percentOff: code.percentOff } : {}),
    ...(code.amountOff !== undefined ? { amountOff: code.amountOff } : {}),
    ...(code.fixedPrice !== undefined ? { fixedPrice: code.fixedPrice } : {}),
    ...(code.ticketTypeIds?.length ? { ticketTypeIds: code.ticketTypeIds } : {}),
    revealed: revealedTicketTypes(event, code.reveals, now),
  };
  return { status: 200, body: { success: true, data } };
});
