// The stand-in an erasure writes for a person (person-hash.ts), for the retention job's pseudonymisations,
// which must write exactly what an erasure would, so counts still add up whichever came first.
import type { Stand } from '../db/erasure-repo';
import { ERASED_NAME, emailHash, erasedEmail, isErasedAddress, normaliseEmail } from './person-hash';

/** The stand-in of every address in `emails`: what an erasure of that person would write. */
export async function standsOf(emails: unknown[]): Promise<(email: string) => Stand> {
  const stands = new Map<string, Stand>();
  for (const raw of emails) {
    if (typeof raw !== 'string' || !raw) continue;
    const email = normaliseEmail(raw);
    // A stand-in already (the person was erased): it stays as it is.
    if (!stands.has(email)) stands.set(email, { name: ERASED_NAME, email: isErasedAddress(email) ? email : erasedEmail(await emailHash(email)) });
  }
  return (email) => stands.get(normaliseEmail(email)) ?? { name: ERASED_NAME, email: erasedEmail('unknown') };
}
