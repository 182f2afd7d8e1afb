// The news-and-offers answer of every form that collects contact details (contract/privacy.ts
// consentFields), recorded yes OR no with the notice version in force, the form and the time, beside
// the record it came with (`ref`). Written right after that record's own write: a failure here is
// logged by id and never undoes the booking (a lost answer reads as no: consent is never assumed).
import { saidYes, type ConsentFields, type ConsentForm } from '../../../contract/privacy';
import { transact } from '../db/items';
import { privacyRepo } from '../db/privacy-repo';
import { log } from '../log';
import { emailHash } from './person-hash';

export async function recordConsent(email: string, input: ConsentFields, form: ConsentForm, ref: string, now: Date = new Date()): Promise<void> {
  try {
    const [hash, noticeVersion] = await Promise.all([emailHash(email), privacyRepo.noticeVersion()]);
    await transact([privacyRepo.consentPut(hash, { marketing: saidYes(input), form, noticeVersion, at: now.toISOString(), ref })]);
  } catch (error) {
    log.error('consent not recorded', { form, ref, error: (error as Error).name });
  }
}
