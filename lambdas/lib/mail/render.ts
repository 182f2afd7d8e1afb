// Writes an outbox mail as a message, by kind, from the items it refers to as
// they are now: an event edited after registering shows its new time. A mail
// whose subject is gone (a deleted registration, a cancelled one for a
// reminder) cannot be written: `gone` says why, and the mailer fails it for good.
import type { Event } from '../../../contract/schemas';
import { ticketTypesOf } from '../../../contract/ticket-types';
import { contactsRepo } from '../db/contacts-repo';
import { eventsRepo } from '../db/events-repo';
import { mailSources, type RegistrationForMail } from '../db/mail-sources-repo';
import type { OutboxMail } from '../db/outbox-repo';
import { programmesRepo } from '../db/school/programmes-repo';
import { trialsRepo } from '../db/school/trials-repo';
import { enrolmentConfirmationMessage, enrolmentInvitationMessage, enrolmentOverdueMessage } from './messages/programme';
import { trialCancellationMessage, trialConfirmationMessage, trialNotificationMessage, trialReminderMessage } from './messages/trial';
import {
  broadcastMessage,
  cancellationMessage,
  confirmationMessage,
  contactNotificationMessage,
  dailyDigestMessage,
  registrationNotificationMessage,
  reminderMessage,
  type MailSite,
} from './messages';
import type { MailContent } from './types';
import { withReceipt } from '../receipts/mail-receipt';
import { receiptAttachment, refundCreditNote } from '../receipts/order-receipts';
import { refundMessage } from './messages/refund';
import { waitlistOfferMessage } from './messages/waitlist-offer';
import { privacyAccessMessage, privacyErasedMessage } from './messages/privacy';
import { newsConfirmationMessage } from './messages/news';
import { renderAnnouncement } from '../news/announcement-mail';
import { newsRepo } from '../db/news-repo';

export type Rendered = { content: MailContent } | { gone: string };

const gone = (reason: string): Rendered => ({ gone: reason });

async function registrationAndEvent(mail: OutboxMail): Promise<{ found: RegistrationForMail; event: Event } | Rendered> {
  const id = mail.refs.registrationId;
  const found = id ? await mailSources.registration(id) : null;
  if (!found) return gone('The registration no longer exists.');
  const event = await eventsRepo.get(found.registration.eventId);
  if (!event) return gone('The event no longer exists.');
  return { found, event };
}

export async function renderMail(mail: OutboxMail, site: MailSite, now: Date): Promise<Rendered> {
  switch (mail.kind) {
    case 'confirmation':
    case 'reminder': {
      const both = await registrationAndEvent(mail);
      if (!('found' in both)) return both;
      const { found, event } = both;
      if (found.cancelled) return gone('The registration was cancelled.');
      if (!found.ticketToken) return gone('The registration has no ticket.');
      const live = (found.registration.tickets ?? []).filter((t) => !t.cancelledAt);
      // An attendee's own ticket mail (a group order): that ticket alone, in their name.
      if (mail.refs.ticketId) {
        const own = live.find((t) => t.id === mail.refs.ticketId);
        if (!own) return gone('The ticket was cancelled.');
        const input = { site, event, attendee: { ...found.registration, id: own.id, name: own.name, email: own.email ?? found.registration.email }, ticketToken: own.token };
        return { content: mail.kind === 'confirmation' ? await confirmationMessage({ ...input, now }) : reminderMessage(input) };
      }
      const names = new Map(ticketTypesOf(event).map((t) => [t.id, t.name]));
      const tickets = live.map((t) => ({ id: t.id, name: t.name, token: t.token, typeName: names.get(t.ticketTypeId) }));
      const input = { site, event, attendee: found.registration, ticketToken: live[0]?.token ?? found.ticketToken };
      if (mail.kind !== 'confirmation') return { content: reminderMessage(input) };
      // A paid order's ticket mail carries its receipt (numbered once, whichever mail or download asks first).
      return { content: await withReceipt(await confirmationMessage({ ...input, now, tickets }), found.registration, event) };
    }
    case 'registration-notification': {
      const both = await registrationAndEvent(mail);
      if (!('found' in both)) return both;
      const { found, event } = both;
      const seats = { taken: event.seatsTaken, capacity: event.maxParticipants };
      return { content: registrationNotificationMessage({ site, event, registration: found.registration, seats }) };
    }
    case 'cancellation': {
      // A cancelled registration stays (marked); a deleted one leaves the attendee's name in the mail's data.
      const found = mail.refs.registrationId ? await mailSources.registration(mail.refs.registrationId) : null;
      const eventId = mail.refs.eventId ?? found?.registration.eventId;
      const event = eventId ? await eventsRepo.get(eventId) : null;
      if (!event) return gone('The event no longer exists.');
      const attendee = found?.registration ?? { id: mail.refs.registrationId ?? mail.id, name: mail.data?.name ?? '', email: mail.to[0] };
      return { content: cancellationMessage({ site, event, attendee }) };
    }
    case 'broadcast': {
      const both = await registrationAndEvent(mail);
      if (!('found' in both)) return both;
      const { found, event } = both;
      if (found.cancelled) return gone('The registration was cancelled.');
      const subject = mail.data?.subject;
      const body = mail.data?.body;
      if (!subject || !body) return gone('The message has no subject or text.');
      return { content: broadcastMessage({ site, event, attendee: found.registration, subject, body, ticketToken: found.ticketToken }) };
    }
    case 'contact-notification': {
      const contact = mail.refs.contactId ? await contactsRepo.get(mail.refs.contactId) : null;
      if (!contact) return gone('The contact message no longer exists.');
      return { content: contactNotificationMessage({ site, contact }) };
    }
    case 'trial-confirmation':
    case 'trial-reminder':
    case 'trial-cancellation':
    case 'trial-notification':
      return renderTrialMail(mail, site, now);
    case 'enrolment-confirmation':
    case 'enrolment-overdue':
    case 'enrolment-invitation': {
      const { programmeId, learnerId } = mail.refs;
      const learner = programmeId && learnerId ? await programmesRepo.learner(programmeId, learnerId) : null;
      const programme = programmeId ? await programmesRepo.get(programmeId) : null;
      if (!learner || !programme) return gone('The enrolment no longer exists.');
      // Paid again (or stopped) before the reminder went: it would be wrong, so it is not sent.
      if (mail.kind === 'enrolment-overdue' && learner.status !== 'overdue') return gone('The learner is no longer overdue.');
      // Paid already, or the hold ended: asking to pay would be wrong.
      if (mail.kind === 'enrolment-invitation') {
        if (learner.status !== 'pending') return gone('The enrolment is no longer awaiting payment.');
        if (!mail.data?.authorizationUrl) return gone('The invitation has no payment link.');
        return { content: enrolmentInvitationMessage({ site, learner, programme, token: learner.manageToken, authorizationUrl: mail.data.authorizationUrl }) };
      }
      const message = mail.kind === 'enrolment-overdue' ? enrolmentOverdueMessage : enrolmentConfirmationMessage;
      return { content: message({ site, learner, programme, token: learner.manageToken }) };
    }
    case 'waitlist-offer': {
      // Everything the offer says is in the mail's data (the entry is not read: the mailer's grants stay as they are).
      const event = mail.refs.eventId ? await eventsRepo.get(mail.refs.eventId) : null;
      if (!event) return gone('The event no longer exists.');
      const { name, quantity, token, offerExpiresAt } = mail.data ?? {};
      if (!name || !token || !offerExpiresAt) return gone('The offer has no link.');
      return { content: waitlistOfferMessage({ site, event, name, quantity: Number(quantity ?? 1), token, offerExpiresAt }) };
    }
    case 'privacy-access': {
      const { token, validUntil } = mail.data ?? {};
      if (!token || !validUntil) return gone('The request has no link.');
      // A link that has run out is not worth sending (the mailer was down for half an hour).
      if (Date.parse(validUntil) <= now.getTime()) return gone('The link expired before it could be sent.');
      return { content: privacyAccessMessage({ site, token, validUntil }) };
    }
    case 'news-confirmation': {
      const token = mail.data?.token;
      if (!token) return gone('The sign-up has no link.');
      return { content: newsConfirmationMessage({ site, token }) };
    }
    case 'announcement': {
      const { token, recipientHash } = mail.data ?? {};
      const announcement = mail.refs.announcementId ? await newsRepo.announcement(mail.refs.announcementId) : null;
      if (!announcement || !token || !recipientHash) return gone('The announcement no longer exists.');
      if (announcement.status === 'cancelled') return gone('The announcement was cancelled.');
      // Unsubscribed, bounced or complained since it was queued: honoured before sending.
      const state = await newsRepo.subscriber(recipientHash);
      if (state && state.status !== 'subscribed') return gone('The recipient unsubscribed.');
      return { content: await renderAnnouncement(announcement, { token, site }) };
    }
    case 'announcement-test': {
      // The admin's test send: the content travels in the mail's data (nothing was saved), marked as a test, counted nowhere.
      const { subject, body, eventId, programmeId } = mail.data ?? {};
      if (!subject || !body) return gone('The test has no text.');
      return { content: await renderAnnouncement({ subject, body, eventId, programmeId }, { test: true, site }) };
    }
    case 'privacy-erased':
      return { content: privacyErasedMessage({ site, erased: Number(mail.data?.erased ?? 0), cancelledTickets: Number(mail.data?.cancelledTickets ?? 0) }) };
    case 'refund-confirmation': {
      const both = await registrationAndEvent(mail);
      if (!('found' in both)) return both;
      const { found, event } = both;
      const { refundId, amount, at } = mail.data ?? {};
      if (!refundId || !amount || !at || !found.registration.payment) return gone('The refund has no amount.');
      // Its credit note is numbered once (CN- series), whichever send asks first; a retry attaches the same one.
      const made = await refundCreditNote(found.registration, event, { id: refundId, amount: Number(amount), at });
      const content = refundMessage({ site, event, attendee: found.registration, amount: Number(amount), creditNote: made.receipt.number });
      return { content: { ...content, attachments: [receiptAttachment(made.receipt, made.pdf)] } };
    }
    case 'digest': {
      const day = mail.data?.day;
      if (!day) return gone('The summary has no day.');
      const received = await mailSources.receivedOn(day);
      const titles = new Map<string, string>();
      for (const eventId of new Set(received.registrations.map((r) => r.eventId))) {
        titles.set(eventId, (await eventsRepo.get(eventId))?.title ?? eventId);
      }
      const registrations = received.registrations.map((registration) => ({ registration, eventTitle: titles.get(registration.eventId) ?? registration.eventId }));
      return { content: dailyDigestMessage({ site, day, contacts: received.contacts, registrations }) };
    }
  }
}

/** The trial-lesson mails: a confirmation or reminder for a time the booking no longer has is not sent. */
async function renderTrialMail(mail: OutboxMail, site: MailSite, now: Date): Promise<Rendered> {
  const found = mail.refs.trialId ? await trialsRepo.forMail(mail.refs.trialId) : null;
  if (!found) return gone('The trial booking no longer exists.');
  const { booking, token } = found;
  const stale = mail.data?.slotId !== undefined && mail.data.slotId !== booking.slotId;
  switch (mail.kind) {
    case 'trial-confirmation':
    case 'trial-reminder':
      if (booking.status === 'cancelled') return gone('The trial lesson was cancelled.');
      if (stale) return gone('The trial lesson was moved since.');
      return {
        content: mail.kind === 'trial-reminder' ? trialReminderMessage({ site, booking, token }) : trialConfirmationMessage({ site, booking, token, moved: mail.data?.change === 'rescheduled', now }),
      };
    case 'trial-cancellation':
      return { content: trialCancellationMessage({ site, booking }) };
    default: {
      const change = mail.data?.change === 'rescheduled' || mail.data?.change === 'cancelled' ? mail.data.change : 'booked';
      return { content: trialNotificationMessage({ site, booking, change, previous: mail.data?.previous }) };
    }
  }
}
