import { SCHOOL_MESSAGES } from '../../contract/school';
import { recordConsent } from '../lib/privacy/consent';
import { welcomeBack } from '../lib/privacy/welcome-back';
import { trialBookingRequest } from '../../contract/school-schemas';
import { newId } from '../lib/db/items';
import { availabilityRepo } from '../lib/db/school/availability-repo';
import { trialsRepo } from '../lib/db/school/trials-repo';
import { providerNotice } from '../lib/db/settings-repo';
import { badRequest, conflict } from '../lib/errors';
import { screenSubmission } from '../lib/form-guard';
import { handle } from '../lib/http';
import { defaultProviderEmail } from '../lib/mail/config';
import { resolveSlot } from '../lib/school/slots';

// A free trial lesson in one slot (docs/PRODUCT-RULES.md, Trial lessons): the
// slot must be one the hours open now; taking it is one transaction (trials-repo.ts).
export const handler = handle({ auth: 'public', body: trialBookingRequest }, async ({ event, body }) => {
  // A bot is answered like a person, with nothing stored; the limit is the registrations' one.
  if ((await screenSubmission(event, body, 'registrations')) === 'bot') return { status: 201, body: { success: true, id: newId(), message: SCHOOL_MESSAGES.booked } };
  const resolved = resolveSlot(await availabilityRepo.get(), body.slotId, body.service, new Date());
  if ('error' in resolved) throw badRequest(resolved.error, { slotId: resolved.error });
  const { homepage: _homepage, fillMs: _fillMs, ...input } = body;
  await welcomeBack(body.email);
  const result = await trialsRepo.book(input, resolved.slot, (await providerNotice(defaultProviderEmail())).to);
  if (!result.ok) throw conflict(SCHOOL_MESSAGES.slotTaken);
  await recordConsent(body.email, body, 'trial-booking', result.id);
  return { status: 201, body: { success: true, id: result.id, message: SCHOOL_MESSAGES.booked } };
});
