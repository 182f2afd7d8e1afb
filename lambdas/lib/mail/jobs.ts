// The scheduled mail jobs. Each only queues mails, with ids that say what they
// are for, so running a job twice (a retried schedule, a restarted local
// stack) or after an event was edited queues nothing new; the mailer sends them.
//   reminders: 09:00 Lagos, one mail per live registration for tomorrow's events and per trial lesson booked for tomorrow
//   digest:    18:00 Lagos, the provider's summary of the day, when they chose it
import { addDays, todayInLagos } from '../../../contract/dates';
import { eventsRepo } from '../db/events-repo';
import { mailSources } from '../db/mail-sources-repo';
import { trialsRepo } from '../db/school/trials-repo';
import { lagosInstant, learnerRecipients } from '../../../contract/school';
import { providerNotice } from '../db/settings-repo';
import { defaultProviderEmail } from './config';

export const REMINDER_HOUR = 9;
export const DIGEST_HOUR = 18;

export const reminderMailId = (registrationId: string) => `reminder-${registrationId}`;
/** One per booking and lesson time: a lesson moved to another day gets its own reminder. */
export const trialReminderMailId = (bookingId: string, slotId: string) => `trial-reminder-${bookingId}-${slotId}`;
export const digestMailId = (day: string) => `digest-${day}`;

/** Queue the day-before reminders for the events of the Lagos day after `now`. Returns how many were new. */
export async function queueReminders(now: Date = new Date()): Promise<number> {
  const tomorrow = addDays(todayInLagos(now), 1);
  // A cancelled event's registrants were told it is off: no reminder (archived ones are not listed).
  const events = (await eventsRepo.listUpcoming(tomorrow)).filter((event) => event.date === tomorrow && event.isActive && event.status !== 'cancelled');
  let queued = 0;
  for (const event of events) {
    for (const { registration, cancelled } of await mailSources.registrationsOf(event.id)) {
      if (cancelled) continue;
      const mail = { id: reminderMailId(registration.id), kind: 'reminder' as const, to: [registration.email], refs: { registrationId: registration.id, eventId: event.id } };
      if (await mailSources.queueOnce(mail)) queued++;
    }
  }
  // Tomorrow's trial lessons (one Query of TRIALS by start time).
  const trials = await trialsRepo.startingBetween(lagosInstant(tomorrow, '00:00').toISOString(), lagosInstant(addDays(tomorrow, 1), '00:00').toISOString());
  for (const booking of trials.filter((b) => b.status === 'booked')) {
    const id = trialReminderMailId(booking.id, booking.slotId);
    if (await mailSources.queueOnce({ id, kind: 'trial-reminder', to: learnerRecipients(booking), refs: { trialId: booking.id }, data: { slotId: booking.slotId } })) queued++;
  }
  return queued;
}

/**
 * Queue the provider's summary of the Lagos day of `now`, when they read a
 * digest and something came in. True when it was queued by this call.
 */
export async function queueDigest(now: Date = new Date()): Promise<boolean> {
  const notice = await providerNotice(defaultProviderEmail());
  if (!notice.digest) return false;
  const day = todayInLagos(now);
  const received = await mailSources.receivedOn(day);
  if (received.contacts.length === 0 && received.registrations.length === 0) return false;
  return mailSources.queueOnce({ id: digestMailId(day), kind: 'digest', to: [notice.to], refs: {}, data: { day } });
}
