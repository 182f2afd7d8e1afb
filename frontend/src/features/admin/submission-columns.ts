// What the admin sees of contact messages and registrations, shared by the
// tables and the CSV export so both say the same thing.
import { formatShortDate } from '../../../../contract/dates';
import { PAYMENT_MESSAGES } from '../../../../contract/messages';
import { SERVICE_OPTIONS, type ContactSubmission, type Event, type EventRegistration } from '../../../../contract/schemas';
import { allAnswersText, ticketsText } from './registration-order';
import type { CsvColumn } from './csv';

export function serviceLabel(service: string | undefined): string {
  if (!service) return 'General';
  return SERVICE_OPTIONS.find((o) => o.value === service)?.label ?? service;
}

export const contactCsvColumns: CsvColumn<ContactSubmission>[] = [
  { header: 'Name', value: (c) => c.name },
  { header: 'Email', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Service', value: (c) => serviceLabel(c.service) },
  { header: 'Message', value: (c) => c.message },
  { header: 'Date', value: (c) => formatShortDate(c.createdAt) },
  { header: 'Submitted At', value: (c) => c.createdAt },
];

export function registrationCsvColumns(eventTitle: (id: string) => string | undefined, eventOf: (id: string) => Event | undefined = () => undefined): CsvColumn<EventRegistration>[] {
  return [
    { header: 'Name', value: (r) => r.name },
    { header: 'Email', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'Event ID', value: (r) => r.eventId },
    { header: 'Event', value: (r) => eventTitle(r.eventId) },
    { header: 'Date', value: (r) => formatShortDate(r.createdAt) },
    { header: 'Registered At', value: (r) => r.createdAt },
    { header: 'Status', value: (r) => (r.status === 'cancelled' ? 'Cancelled' : r.status === 'pending_payment' ? 'Awaiting payment' : 'Registered') },
    { header: 'Cancelled At', value: (r) => r.cancelledAt },
    // Payments: whole naira as a number, so a spreadsheet can sum it.
    { header: 'Amount (NGN)', value: (r) => r.payment?.amount ?? 0 },
    { header: 'Payment Status', value: (r) => (r.payment ? PAYMENT_MESSAGES.labels[r.payment.status] : 'Free') },
    { header: 'Payment Reference', value: (r) => r.payment?.reference },
    { header: 'Payment Method', value: (r) => r.payment?.method },
    { header: 'Paid At', value: (r) => r.payment?.paidAt },
    { header: 'Payment Recorded By', value: (r) => r.payment?.markedBy },
    { header: 'Payment Flag', value: (r) => r.payment?.flag },
    // The box office (issue 24): every ticket of the order, the code and the answers.
    { header: 'Tickets', value: (r) => ticketsText(r, eventOf(r.eventId)) },
    { header: 'Ticket Count', value: (r) => r.tickets?.length ?? 1 },
    { header: 'Promo Code', value: (r) => r.promoCode },
    { header: 'Total (NGN)', value: (r) => r.total ?? r.payment?.amount ?? 0 },
    { header: 'Answers', value: (r) => allAnswersText(r, eventOf(r.eventId)) },
  ];
}
