// What the person (and the admin) sees of one email: the items people-repo found, shaped as the
// contract's PersonData (issue 36). Read only: nothing here writes.
import { MAIL_SUBJECTS, type PersonData, type PersonOrder, type PersonTicket } from '../../../contract/privacy';
import type { Item } from '../db/items';
import { phoneKey, type PersonRecords } from '../db/people-repo';
import type { ConsentRecord } from '../db/privacy-repo';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const opt = <T>(v: unknown) => (v === undefined || v === null ? undefined : (v as T));

/** `phone` (its last 10 digits): the admin's search by phone, where a buyer is known by their phone. */
export function personView(email: string, records: PersonRecords, consents: ConsentRecord[], phone?: string): PersonData {
  const mine = (value: unknown) => typeof value === 'string' && value.trim().toLowerCase() === email;
  const orders: PersonOrder[] = [];
  const tickets: PersonTicket[] = [];
  for (const r of records.registrations) {
    const buyer = mine(r.email) || (phone !== undefined && phoneKey(r.phone) === phone);
    const payment = r.payment as Item | undefined;
    orders.push({
      id: str(r.id),
      eventId: str(r.eventId),
      eventTitle: records.titles[str(r.eventId)] || undefined,
      createdAt: str(r.createdAt),
      status: str(r.status) || 'registered',
      role: buyer ? 'buyer' : 'attendee',
      name: str(r.name),
      email: buyer ? str(r.email) : '',
      phone: buyer ? str(r.phone) : '',
      total: opt<number>(r.total),
      payment: payment ? { status: opt(payment.status), amount: opt(payment.amount), reference: opt(payment.reference) } : undefined,
      answers: buyer ? opt(r.answers) : undefined,
    });
    for (const t of (r.tickets as Item[] | undefined) ?? []) {
      // The buyer sees every ticket of their order; an attendee only their own.
      if (!buyer && !mine(t.email)) continue;
      tickets.push({ orderId: str(r.id), eventId: str(r.eventId), eventTitle: records.titles[str(r.eventId)] || undefined, ticketId: str(t.id), name: str(t.name), email: opt(t.email), answers: opt(t.answers), cancelledAt: opt(t.cancelledAt), checkedInAt: opt(t.checkedInAt) });
    }
  }
  const attendance = new Map<string, string[]>();
  for (const mark of records.attendance) attendance.set(str(mark.learnerId), [...(attendance.get(str(mark.learnerId)) ?? []), str(mark.date)]);
  return {
    email,
    orders,
    tickets,
    messages: records.contacts.map((c) => ({ id: str(c.id), createdAt: str(c.createdAt), name: str(c.name), email: str(c.email), phone: str(c.phone), service: opt(c.service), message: str(c.message) })),
    trialBookings: records.trials.map((t) => ({ id: str(t.id), startsAt: str(t.startsAt), service: str(t.service), status: str(t.status), name: str(t.name), email: str(t.email), phone: str(t.phone), age: opt(t.age), guardianName: opt(t.guardianName), guardianEmail: opt(t.guardianEmail), guardianPhone: opt(t.guardianPhone), guardianConfirmed: opt(t.guardianConfirmed), note: opt(t.note) })),
    enrolments: records.learners.map((l) => ({ id: str(l.id), programmeId: str(l.programmeId), programmeName: records.titles[str(l.programmeId)] || undefined, createdAt: str(l.createdAt), status: str(l.status), name: str(l.name), email: str(l.email), phone: str(l.phone), age: opt(l.age), guardianName: opt(l.guardianName), guardianEmail: opt(l.guardianEmail), guardianPhone: opt(l.guardianPhone), guardianConfirmed: opt(l.guardianConfirmed), paidThrough: opt(l.paidThrough), attendance: (attendance.get(str(l.id)) ?? []).sort() })),
    waitlist: records.waitlist.map((w) => ({ id: str(w.id), eventId: str(w.eventId), eventTitle: records.titles[str(w.eventId)] || undefined, createdAt: str(w.createdAt), status: str(w.status), name: str(w.name), email: str(w.email), phone: str(w.phone), quantity: Number(w.quantity ?? 1) })),
    mails: records.mails.map((m) => ({ id: str(m.id), kind: str(m.kind), subject: MAIL_SUBJECTS[str(m.kind)] ?? 'A mail from us', status: str(m.status), createdAt: str(m.createdAt), sentAt: opt<string>(m.sentAt) })).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    consents: consents.map((c) => ({ marketing: c.marketing, form: c.form, noticeVersion: c.noticeVersion, at: c.at })),
  };
}
