// What the mailer and the mail jobs read to write and queue messages: a
// registration with its ticket token and state, the registrations of one
// event, and what came in during one Lagos day. The messages are written from
// the items as they are when the mail is sent, not as they were when it was queued.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactSubmission, EventRegistration } from '../../../contract/schemas';
import { db } from './client';
import { getItem, isConditionFailed, pick, queryItemPartition, queryPartition, type Item } from './items';
import { keys } from './keys';
import { outboxRepo, type NewMail } from './outbox-repo';

// payment: the confirmation says whether the seat is paid or to be paid at the venue.
const REGISTRATION_FIELDS = ['id', 'name', 'email', 'phone', 'eventId', 'createdAt', 'payment', 'tickets'];
const CONTACT_FIELDS = ['id', 'name', 'email', 'phone', 'service', 'message', 'createdAt'];

export type RegistrationForMail = {
  registration: EventRegistration;
  ticketToken?: string;
  /** Cancelled by the attendee or the admin (the registration item stays, marked). */
  cancelled: boolean;
};

const forMail = (item: Item): RegistrationForMail => ({
  registration: pick<EventRegistration>(item, REGISTRATION_FIELDS),
  ticketToken: typeof item.ticketToken === 'string' ? item.ticketToken : undefined,
  cancelled: item.status === 'cancelled',
});

/** The UTC instants a Lagos calendar day starts and ends (Lagos is UTC+1 all year). */
export function lagosDayBounds(day: string): { from: string; to: string } {
  const from = new Date(`${day}T00:00:00+01:00`);
  return { from: from.toISOString(), to: new Date(from.getTime() + 24 * 3600_000).toISOString() };
}

async function createdOn(partition: string, day: string): Promise<Item[]> {
  const { from, to } = lagosDayBounds(day);
  const items = await queryPartition(partition, { sortKey: { op: '>=', value: from } });
  return items.filter((item) => String(item.createdAt) < to);
}

export const mailSources = {
  async registration(id: string): Promise<RegistrationForMail | null> {
    const item = await getItem(keys.registration(id));
    return item ? forMail(item) : null;
  },

  /**
   * Every registration of an event, read through its email guards: one Query
   * on the event's own partition (pk EVENT#id, sk EMAIL#…), then a Get each.
   */
  async registrationsOf(eventId: string): Promise<RegistrationForMail[]> {
    const guards = await queryItemPartition(keys.event(eventId).pk, { skPrefix: keys.emailGuard(eventId, '').sk });
    const found = await Promise.all(guards.map((guard) => getItem(keys.registration(String(guard.registrationId)))));
    return found.filter((item): item is Item => item !== null && item.eventId === eventId).map(forMail);
  },

  /** Contact messages and registrations created during one Lagos day, for the digest. */
  async receivedOn(day: string): Promise<{ contacts: ContactSubmission[]; registrations: EventRegistration[] }> {
    const [contacts, registrations] = await Promise.all([createdOn(keys.contactsPartition, day), createdOn(keys.registrationsPartition, day)]);
    return {
      contacts: contacts.map((item) => pick<ContactSubmission>(item, CONTACT_FIELDS)),
      registrations: registrations.map((item) => pick<EventRegistration>(item, REGISTRATION_FIELDS)),
    };
  },

  /**
   * Queue a mail whose id says what it is for (one reminder per registration,
   * one digest per day): false when it was queued before, so a job that runs
   * twice, or after an edit, never queues it again.
   */
  async queueOnce(mail: NewMail & { id: string }): Promise<boolean> {
    const { put } = outboxRepo.queue(mail);
    try {
      await db().send(new PutCommand(put.Put!));
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },
};
