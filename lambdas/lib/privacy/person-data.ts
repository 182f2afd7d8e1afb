// Everything held about one email, as the person and the admin see it (contract/privacy.ts PersonData).
import type { PersonData } from '../../../contract/privacy';
import { peopleRepo, phoneKey } from '../db/people-repo';
import { newsRepo } from '../db/news-repo';
import { privacyRepo } from '../db/privacy-repo';
import { emailHash, normaliseEmail } from './person-hash';
import { personView } from './person-view';

export async function personData(rawEmail: string): Promise<PersonData> {
  const email = normaliseEmail(rawEmail);
  const hash = await emailHash(email);
  const [records, consents, subscriber] = await Promise.all([peopleRepo.find({ email }), privacyRepo.consents(hash), newsRepo.subscriber(hash)]);
  const view = personView(email, records, consents);
  return subscriber ? { ...view, subscription: { status: subscriber.status, interests: subscriber.interests, ...(subscriber.confirmedAt ? { confirmedAt: subscriber.confirmedAt } : {}) } } : view;
}

/** The admin's search: an email, or a phone (its last 10 digits) whose records then name the email(s). */
export async function personByPhone(phone: string): Promise<PersonData> {
  const key = phoneKey(phone);
  return personView('', await peopleRepo.find({ phone: key }), [], key);
}
