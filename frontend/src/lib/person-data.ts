// Everything held about one person (docs/PRODUCT-RULES.md, People's data), as
// the privacy access page (/privacy/access/{token}) and the admin show it:
// the sections, one readable card per record, and the JSON download
// (portability). Pure: no DOM, so the shaping is tested without one.
import { LAGOS_TIME_ZONE } from '../../../contract/dates';

/** Everything held about one email: each kind a list of the records as the API gives them. */
export type PersonData = {
  email: string;
  orders: Record<string, unknown>[];
  tickets: Record<string, unknown>[];
  messages: Record<string, unknown>[];
  trialBookings: Record<string, unknown>[];
  enrolments: Record<string, unknown>[];
  waitlist: Record<string, unknown>[];
  mails: Record<string, unknown>[];
  consents: Record<string, unknown>[];
};
export type PersonDataKind = Exclude<keyof PersonData, 'email'>;

/** The sections in the order a person reads them; orders and tickets share one. */
export const PERSON_SECTIONS: { title: string; kinds: PersonDataKind[]; empty: string }[] = [
  { title: 'Orders and tickets', kinds: ['orders', 'tickets'], empty: 'No orders or tickets.' },
  { title: 'Messages', kinds: ['messages'], empty: 'No messages.' },
  { title: 'Trial bookings', kinds: ['trialBookings'], empty: 'No trial bookings.' },
  { title: 'Enrolments', kinds: ['enrolments'], empty: 'No enrolments.' },
  { title: 'Waitlist', kinds: ['waitlist'], empty: 'No waitlist entries.' },
  { title: 'Mails we sent you', kinds: ['mails'], empty: 'No mails.' },
  { title: 'Consents', kinds: ['consents'], empty: 'No consent recorded.' },
];

const KIND_NOUN: Record<PersonDataKind, string> = {
  orders: 'Order',
  tickets: 'Ticket',
  messages: 'Message',
  trialBookings: 'Trial booking',
  enrolments: 'Enrolment',
  waitlist: 'Waitlist entry',
  mails: 'Mail',
  consents: 'Consent',
};

/** Fields that name a record in its card's heading, first found wins. */
const TITLE_FIELDS = ['subject', 'eventTitle', 'programmeName', 'programmeTitle', 'title', 'service', 'form'];
/** Internal keys a person has no use for; they stay in the download. */
const HIDDEN = /^(pk|sk|gsi\d*(pk|sk)|ttl|version|searchText|emailKey|.*Hash)$/;
/** Mails: subject and date only (the body is the mail the person already has). */
const MAIL_FIELDS = ['subject', 'sentAt', 'createdAt', 'date'];

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'eventTitle' -> 'Event title', 'createdAt' -> 'Created at'. */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as text: instants in Lagos time, days as written, yes/no, lists joined; null for nothing to show. */
export function textOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
      return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: LAGOS_TIME_ZONE }).format(new Date(value));
    }
    if (ISO_DAY.test(value)) {
      return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T12:00:00Z`));
    }
    return value;
  }
  if (Array.isArray(value)) {
    const parts = value.map(textOf).filter((t): t is string => t !== null);
    return parts.length ? parts.join(', ') : null;
  }
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => {
        const t = textOf(v);
        return t === null ? null : `${labelOf(k)}: ${t}`;
      })
      .filter((t): t is string => t !== null);
    return parts.length ? parts.join('; ') : null;
  }
  return null;
}

export type RecordCard = { title: string; rows: { label: string; value: string }[] };

/** One record as a card: a heading (its subject, event or kind) and its other fields, labelled. */
export function cardOf(kind: PersonDataKind, record: Record<string, unknown>): RecordCard {
  const titleField = TITLE_FIELDS.find((f) => typeof record[f] === 'string' && record[f]);
  const title = titleField ? `${KIND_NOUN[kind]}: ${String(record[titleField])}` : KIND_NOUN[kind];
  const keys = kind === 'mails' ? MAIL_FIELDS.filter((k) => k in record && k !== titleField) : Object.keys(record).filter((k) => k !== titleField && !HIDDEN.test(k));
  const rows = keys.flatMap((key) => {
    const value = textOf(record[key]);
    return value === null ? [] : [{ label: labelOf(key), value }];
  });
  return { title, rows };
}

/** How many records in all (what the page says it holds). */
export const recordCount = (data: PersonData): number => PERSON_SECTIONS.reduce((n, s) => n + s.kinds.reduce((m, k) => m + data[k].length, 0), 0);

/** The download: exactly the data, as one JSON file named after the day. */
export function personDataFile(data: PersonData, today: string): { name: string; text: string; type: string } {
  return { name: `my-data-${today}.json`, text: JSON.stringify(data, null, 2), type: 'application/json' };
}
