// An erasure asked for by the person (their link) or the admin: the erasure itself, its row in the
// requests list (the hash only: the email is what was erased) and the last mail to the address.
import { PRIVACY_MESSAGES, type ErasureResult } from '../../../contract/privacy';
import { outboxRepo } from '../db/outbox-repo';
import { privacyRepo } from '../db/privacy-repo';
import { transact } from '../db/items';
import { erasePerson } from './erase';
import { emailHash, erasedEmail, normaliseEmail } from './person-hash';

export async function eraseOnRequest(rawEmail: string, by: string, now: Date, reason?: string): Promise<{ id: string; result: ErasureResult }> {
  const email = normaliseEmail(rawEmail);
  const result = await erasePerson(email, now);
  const hash = await emailHash(email);
  const id = await privacyRepo.addRequest({
    kind: 'erasure',
    by,
    emailHash: hash,
    at: now.toISOString(),
    done: result.alreadyErased ? 'already erased' : `erased ${result.erased} records, cancelled ${result.cancelledTickets} tickets`,
    ...(reason ? { reason } : {}),
  });
  if (!result.alreadyErased) {
    // The mailer sends it despite the suppression (its kind is exempt), then leaves only the stand-in address.
    const mail = outboxRepo.queue({ kind: 'privacy-erased', to: [email], refs: {}, data: { standIn: erasedEmail(hash), erased: String(result.erased), cancelledTickets: String(result.cancelledTickets) } });
    await transact([mail.put]);
  }
  return { id, result };
}

export const erasedMessage = (by: 'person' | 'admin') => (by === 'person' ? PRIVACY_MESSAGES.erased : PRIVACY_MESSAGES.adminErased);

export async function erasedAlready(hash: string): Promise<ErasureResult> {
  return { erased: (await privacyRepo.erasureOf(hash))?.erased ?? 0, cancelledTickets: 0, alreadyErased: true };
}
