// The suppression list (docs/PRODUCT-RULES.md, People's data): an erased person's address, kept only as
// its keyed hash, gets no more mail until they book again. The mailer asks before every send.
import { privacyRepo } from '../db/privacy-repo';
import type { MailKind } from '../db/outbox-repo';
import { existingEmailHash, isErasedAddress } from './person-hash';

/** The person's own privacy mails: the link they asked for and the erasure's last confirmation. */
export const SUPPRESSION_EXEMPT: ReadonlySet<MailKind> = new Set<MailKind>(['privacy-access', 'privacy-erased']);

export async function isSuppressed(address: string): Promise<boolean> {
  // The stand-in address an erasure leaves is nobody's.
  if (isErasedAddress(address)) return true;
  const hash = await existingEmailHash(address);
  return hash !== null && (await privacyRepo.isSuppressed(hash));
}
