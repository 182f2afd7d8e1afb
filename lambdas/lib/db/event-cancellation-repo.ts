// Cancelling an event: the event is marked cancelled (registration closes at
// once, contract/event-lifecycle.ts) and every registrant who has not cancelled
// is told through the outbox. Each mail's id names the event and registration,
// and queueing it is one conditional Put: cancelling again (after a crash half
// way, or a double click) queues only the mails that are missing, never twice.
import { formatClockTime } from '../../../contract/clock-time';
import { formatLongDay } from '../../../contract/dates';
import { EVENT_MESSAGES } from '../../../contract/messages';
import type { Event } from '../../../contract/schemas';
import { eventsRepo } from './events-repo';
import { mailSources } from './mail-sources-repo';

export type CancelEventResult = { ok: true; event: Event; queued: number } | { ok: false; reason: 'not-found' | 'archived' };

export const cancellationMailId = (eventId: string, registrationId: string) => `event-cancelled-${eventId}-${registrationId}`;

export const eventCancellationRepo = {
  async cancel(eventId: string): Promise<CancelEventResult> {
    const result = await eventsRepo.setStatus(eventId, 'cancelled');
    if (!result.ok) return result;
    const { event } = result;
    const when = `${formatLongDay(event.date)}, ${formatClockTime(event.startTime)}`;
    const registrants = (await mailSources.registrationsOf(eventId)).filter((r) => !r.cancelled).map((r) => r.registration);
    let queued = 0;
    for (const registration of registrants) {
      const fresh = await mailSources.queueOnce({
        id: cancellationMailId(eventId, registration.id),
        kind: 'broadcast',
        to: [registration.email],
        refs: { registrationId: registration.id, eventId },
        data: { subject: EVENT_MESSAGES.cancelSubject(event.title), body: EVENT_MESSAGES.cancelBody(event.title, when) },
      });
      if (fresh) queued++;
    }
    return { ok: true, event, queued };
  },
};
