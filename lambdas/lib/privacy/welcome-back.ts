// An erased person who books again (register, contact, trial, enrolment, waitlist) is welcome back: their
// address leaves the suppression list (marked lifted) and their erasure claim is lifted, so mail reaches them again and a
// later erasure runs afresh (docs/PRODUCT-RULES.md, People's data). Lifted before the booking's own
// write, so the booking's mails, queued in its transaction, are never stopped by a stale suppression.
import { privacyRepo } from '../db/privacy-repo';
import { existingEmailHash } from './person-hash';

export async function welcomeBack(email: string): Promise<void> {
  const hash = await existingEmailHash(email);
  if (hash && (await privacyRepo.isSuppressed(hash))) await privacyRepo.welcomeBack(hash, new Date().toISOString());
}
