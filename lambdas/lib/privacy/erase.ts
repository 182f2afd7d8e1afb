// Erasing one person (docs/PRODUCT-RULES.md, People's data; issue 36): once, completely, resumably.
// 1. One conditional write claims the erasure (privacyRepo.claimErasure): of ten parallel requests one
//    does the work, the others answer at once; a claim left running by a crash is taken over after
//    CLAIM_STALE_MS by the next request, and every step below may be repeated.
// 2. The address is suppressed first, so no mail goes to it from here on (the mailer checks).
// 3. What is still to come is cancelled under its own rules: tickets for upcoming events (their policy,
//    refund included), a booked trial lesson, a place on a waitlist.
// 4. Everything found is pseudonymised or deleted as the personal-data map says (erasure-repo.ts).
import { ERASED_NAME, emailHash, erasedEmail, normaliseEmail } from './person-hash';
import { namesOf, peopleRepo, type PersonRecords } from '../db/people-repo';
import { newsRepo } from '../db/news-repo';
import { privacyRepo } from '../db/privacy-repo';
import { erasureRepo, type Stand } from '../db/erasure-repo';
import { transact, type Item } from '../db/items';
import { trialsRepo } from '../db/school/trials-repo';
import { waitlistRepo } from '../db/waitlist-repo';
import { providerNotice } from '../db/settings-repo';
import { defaultProviderEmail } from '../mail/config';
import { cancelTicketUnderPolicy } from '../ticket-cancellation';
import type { ErasureResult } from '../../../contract/privacy';

/** A claim older than this is a crashed run's: the next request finishes its work. */
export const CLAIM_STALE_MS = 2 * 60_000;

export async function erasePerson(rawEmail: string, now: Date = new Date()): Promise<ErasureResult> {
  const email = normaliseEmail(rawEmail);
  const hash = await emailHash(email);
  const at = now.toISOString();
  const claim = await privacyRepo.claimErasure(hash, at, new Date(now.getTime() - CLAIM_STALE_MS).toISOString());
  if (claim !== 'claimed') return { erased: (await privacyRepo.erasureOf(hash))?.erased ?? 0, cancelledTickets: 0, alreadyErased: true };
  await transact([privacyRepo.suppress(hash, at)]);

  const cancelledTickets = await cancelWhatIsToCome(await peopleRepo.find({ email }), email, now);
  // Read again: the cancellations changed the orders and queued mails, which are erased as well.
  const records = await peopleRepo.find({ email });
  const stand: Stand = { name: ERASED_NAME, email: erasedEmail(hash) };
  let erased = 0;
  for (const item of records.registrations) erased += await erasureRepo.order(item, email, stand);
  for (const item of records.receipts) erased += await erasureRepo.receipt(item, stand);
  for (const item of records.contacts) erased += await erasureRepo.contact(item, stand);
  for (const item of records.trials) erased += await erasureRepo.trial(item, stand);
  for (const item of records.learners) erased += await erasureRepo.learner(item, email, stand);
  for (const item of records.waitlist) erased += await erasureRepo.waitlistEntry(item, email, stand);
  for (const item of records.mails) erased += await erasureRepo.mail(item, email, stand, at);
  const names = namesOf(records, { email });
  for (const item of records.audit) erased += await erasureRepo.audit(item, email, stand, names);
  erased += await privacyRepo.deleteConsents(hash);
  erased += await privacyRepo.forgetTokensOf(hash);
  // Their subscription: email, name and interests go; the hash stays unsubscribed (and suppressed).
  if (await newsRepo.forget(hash)) erased++;
  for (const id of await privacyRepo.requestsOf(hash)) await privacyRepo.forgetRequestEmail(id);
  await privacyRepo.finishErasure(hash, at, erased);
  return { erased, cancelledTickets, alreadyErased: false };
}

/** Tickets for events still to come (under their policy), a booked trial lesson, a place on a waitlist. */
async function cancelWhatIsToCome(records: PersonRecords, email: string, now: Date): Promise<number> {
  let cancelled = 0;
  for (const order of records.registrations) {
    const buyer = sameEmail(order.email, email);
    const tickets = (order.tickets as Item[] | undefined) ?? [{ token: order.ticketToken }];
    for (const ticket of tickets) {
      if (!buyer && !sameEmail(ticket.email, email)) continue;
      if (ticket.cancelledAt || order.status === 'cancelled' || typeof ticket.token !== 'string') continue;
      // A past event answers event-over: its ticket stays, pseudonymised, as the record of the order.
      const result = await cancelTicketUnderPolicy(ticket.token, now, 'erasure');
      if (result.ok) cancelled++;
    }
  }
  const provider = records.trials.some((t) => t.status === 'booked') ? (await providerNotice(defaultProviderEmail())).to : '';
  for (const trial of records.trials) {
    if (trial.status !== 'booked' || String(trial.startsAt) <= now.toISOString()) continue;
    const booking = await trialsRepo.get(String(trial.id));
    if (booking) await trialsRepo.cancel(booking, provider, now);
  }
  for (const entry of records.waitlist) {
    if (entry.status === 'waiting' || entry.status === 'offered') await waitlistRepo.remove(String(entry.id), now);
  }
  return cancelled;
}

const sameEmail = (value: unknown, email: string) => typeof value === 'string' && normaliseEmail(value) === email;
