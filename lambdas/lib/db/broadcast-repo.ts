// The admin's message to everyone registered for an event: one `broadcast`
// mail per active registration, queued through the outbox.
import { transact } from './items';
import { mailSources } from './mail-sources-repo';
import { outboxRepo } from './outbox-repo';

/** DynamoDB's limit of items in one TransactWriteItems. */
export const MAX_TRANSACTION_ITEMS = 100;

export const broadcastRepo = {
  /**
   * Queue the message for every registration of the event that is not
   * cancelled; answers how many were queued. Each batch of 100 is one
   * transaction: a batch is queued whole or not at all.
   */
  async queue(eventId: string, message: { subject: string; body: string }): Promise<number> {
    // The event's own registrations (one Query of its partition), not every registration of every event.
    const attendees = (await mailSources.registrationsOf(eventId)).filter((r) => !r.cancelled).map((r) => r.registration);
    const puts = attendees.map(
      (r) =>
        outboxRepo.queue({
          kind: 'broadcast',
          to: [r.email],
          refs: { registrationId: r.id, eventId },
          data: { subject: message.subject, body: message.body },
        }).put,
    );
    for (let start = 0; start < puts.length; start += MAX_TRANSACTION_ITEMS) {
      const failed = await transact(puts.slice(start, start + MAX_TRANSACTION_ITEMS));
      // Every Put is of a fresh random id: a failed condition cannot happen unless ids collide.
      if (failed) throw new Error(`broadcast for event ${eventId}: a mail id was taken`);
    }
    return puts.length;
  },
};
