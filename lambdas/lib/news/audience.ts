// Who an announcement may go to (docs/PRODUCT-RULES.md, Mailing list): the people of its audience whose
// LATEST consent answer is yes (contract/privacy.ts saidYes, as recorded), never an erased or suppressed
// address (PRIVACY#SUPPRESS) and never one that unsubscribed, bounced or complained (its NEWS#SUB state).
// Each audience is read a page at a time with a cursor, so the fan-out can stop and resume anywhere.
import type { Audience } from '../../../contract/news';
import { newsRepo } from '../db/news-repo';
import { privacyRepo } from '../db/privacy-repo';
import { programmesRepo } from '../db/school/programmes-repo';
import { waitlistRepo } from '../db/waitlist-repo';
import { emailHash, isErasedAddress, normaliseEmail } from '../privacy/person-hash';

/** subscribed: read from the subscribers' list just now, so its news state needs no second read. */
export type Candidate = { email: string; name?: string; subscribed?: true };
export type Recipient = Candidate & { hash: string };
export type AudiencePage = { candidates: Candidate[]; next: string | null };

/** One page of the audience's people (not yet checked), and where the next page starts (null: the end). */
export async function audiencePage(audience: Audience, cursor: string | undefined, limit: number): Promise<AudiencePage> {
  switch (audience.kind) {
    case 'subscribers': {
      const page = await newsRepo.subscribersPage(cursor, limit);
      const wanted = page.items.filter((s) => s.status === 'subscribed' && s.email && (!audience.interest || s.interests.includes(audience.interest)));
      return { candidates: wanted.map((s) => ({ email: s.email!, ...(s.name ? { name: s.name } : {}), subscribed: true as const })), next: page.next };
    }
    case 'past-attendees': {
      const page = await newsRepo.registrationsPage(cursor, limit);
      const candidates = page.items
        .filter((r) => (!audience.eventId || r.eventId === audience.eventId) && (r.status === undefined || r.status === 'registered'))
        .flatMap((r) => [{ email: String(r.email), name: String(r.name) }, ...((r.tickets as { email?: string; name: string; cancelledAt?: string }[] | undefined) ?? []).filter((t) => t.email && !t.cancelledAt).map((t) => ({ email: t.email!, name: t.name }))]);
      return { candidates, next: page.next };
    }
    case 'learners': {
      // Programmes are few: one page per programme (the cursor is the index of the next one).
      const programmes = audience.programmeId ? [audience.programmeId] : (await programmesRepo.list()).map((p) => p.id);
      const index = cursor ? Number(cursor) : 0;
      if (index >= programmes.length) return { candidates: [], next: null };
      const roster = await programmesRepo.roster(programmes[index]);
      const candidates = roster.filter((l) => l.status === 'active' || l.status === 'overdue').map((l) => ({ email: l.email, name: l.name }));
      return { candidates, next: index + 1 < programmes.length ? String(index + 1) : null };
    }
    case 'waitlist': {
      if (!audience.eventId) return { candidates: [], next: null };
      const entries = await waitlistRepo.list(audience.eventId);
      return { candidates: entries.filter((e) => e.status === 'waiting').map((e) => ({ email: e.email, name: e.name })), next: null };
    }
  }
}

/** Is the latest of these consent answers a yes? */
function saidYesLast(consents: { marketing: boolean; at: string }[]): boolean {
  const latest = consents.reduce<(typeof consents)[number] | null>((last, c) => (!last || c.at >= last.at ? c : last), null);
  return latest?.marketing === true;
}

/** May this address receive an announcement? Its latest consent answer is yes, it is not suppressed, and its news state does not stop it. */
export async function mayReceive(hash: string, knownSubscribed = false): Promise<boolean> {
  const [consents, suppressed, subscriber] = await Promise.all([privacyRepo.consents(hash), privacyRepo.isSuppressed(hash), knownSubscribed ? null : newsRepo.subscriber(hash)]);
  if (!saidYesLast(consents) || suppressed) return false;
  return !subscriber || subscriber.status === 'subscribed';
}

/** The page's people, once each (by their email's keyed hash), not yet checked. */
export async function toRecipients(candidates: Candidate[]): Promise<Recipient[]> {
  const byHash = new Map<string, Recipient>();
  for (const candidate of candidates) {
    if (!candidate.email || isErasedAddress(candidate.email)) continue;
    const hash = await emailHash(candidate.email);
    if (!byHash.has(hash)) byHash.set(hash, { ...candidate, email: normaliseEmail(candidate.email), hash });
  }
  return [...byHash.values()];
}

/**
 * The recipients who may receive it (mayReceive's rules for a whole page): suppression and news state
 * read in batches, each person's consent answers with one Query.
 */
export async function mayReceiveAll(recipients: Recipient[]): Promise<Recipient[]> {
  const hashes = recipients.map((r) => r.hash);
  const [suppressed, states] = await Promise.all([privacyRepo.suppressedAmong(hashes), newsRepo.statesOf(recipients.filter((r) => !r.subscribed).map((r) => r.hash))]);
  const checked = await Promise.all(
    recipients.map(async (r) => {
      if (suppressed.has(r.hash)) return null;
      const state = states.get(r.hash);
      if (state && state !== 'subscribed') return null;
      return saidYesLast(await privacyRepo.consents(r.hash)) ? r : null;
    }),
  );
  return checked.filter((r): r is Recipient => r !== null);
}

/** The page's people who may receive it, once each. */
export async function eligible(candidates: Candidate[]): Promise<Recipient[]> {
  return mayReceiveAll(await toRecipients(candidates));
}

/** How many people each audience holds right now (the dashboard shows it before sending). */
export async function audienceCount(audience: Audience): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  for (;;) {
    const page = await audiencePage(audience, cursor, 200);
    count += (await eligible(page.candidates)).length;
    if (!page.next) return count;
    cursor = page.next;
  }
}
