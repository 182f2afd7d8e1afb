// Subscribers written straight into the table with batch writes, for the 2,000-recipient test and the bench
// (never a deployed table): each with its news state and consent answers, optionally suppressed. Going
// through the sign-up and its click would measure those, not the fan-out and the mailer.
import { putMany } from '../db/items';
import { keys } from '../db/keys';
import { emailHash } from '../privacy/person-hash';

export type SeedSubscriber = { email: string; status?: string; consents: boolean[]; suppressed?: boolean; interests?: string[] };

export async function seedSubscribers(people: SeedSubscriber[], parallel = 8): Promise<void> {
  const items: Record<string, unknown>[] = [];
  for (const person of people) {
    const hash = await emailHash(person.email);
    const status = person.status ?? 'subscribed';
    items.push({ ...keys.newsSubscriber(hash), ...keys.newsSubscriberGsi(hash), emailHash: hash, status, email: person.email, interests: person.interests ?? ['events'] });
    person.consents.forEach((marketing, i) => {
      const at = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
      items.push({ ...keys.consent(hash, at, `c${i}`), marketing, form: 'subscribe', noticeVersion: 0, at });
    });
    if (person.suppressed) items.push({ ...keys.suppression(hash), at: '2026-02-01T00:00:00.000Z' });
  }
  await putMany(items, parallel);
}
