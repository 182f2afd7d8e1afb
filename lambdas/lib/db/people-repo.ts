// Finding one person (docs/ARCHITECTURE.md, Access patterns: people): every item that holds their
// email (or, for the admin, their phone), across every kind the personal-data map lists
// (lambdas/lib/privacy/data-map.ts). No Scan: each kind is read with Queries of its gsi1 list (or its
// programme's or event's partition), page by page, and only the matching items are kept. Complete rather
// than clever: the erasure reads the same list and must not miss anything.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { getItem, queryItemPartition, type Item } from './items';
import { keys } from './keys';
import { TABLE } from './table-definition';

/** Who is looked for: an email (trimmed, lower case) and/or a phone (its last 10 digits). */
export type Who = { email?: string; phone?: string };

export type PersonRecords = {
  registrations: Item[];
  contacts: Item[];
  trials: Item[];
  learners: Item[];
  waitlist: Item[];
  mails: Item[];
  audit: Item[];
  /** Receipts and credit notes of the matched registrations. */
  receipts: Item[];
  /** Attendance marks of the matched learners. */
  attendance: Item[];
  /** Event and programme titles by id, to name what each record is about. */
  titles: Record<string, string>;
};

const PAGE = 250;
export const phoneKey = (phone: unknown): string => (typeof phone === 'string' ? phone : '').replace(/\D/g, '').slice(-10);
const sameEmail = (value: unknown, email: string | undefined) => Boolean(email) && typeof value === 'string' && value.trim().toLowerCase() === email;
const samePhone = (value: unknown, phone: string | undefined) => Boolean(phone) && phone!.length >= 7 && phoneKey(value) === phone;

/** A buyer, contact, booking, learner or waitlist entry: their own email or phone. */
const isTheirs = (item: Item, who: Who) => sameEmail(item.email, who.email) || samePhone(item.phone, who.phone);
/** A trial booking or a learner: theirs, or booked for a child by them as the parent or guardian. */
const isTheirLearner = (item: Item, who: Who) => isTheirs(item, who) || sameEmail(item.guardianEmail, who.email) || samePhone(item.guardianPhone, who.phone);
const isTheirOrder = (item: Item, who: Who) =>
  isTheirs(item, who) || (Array.isArray(item.tickets) && (item.tickets as Item[]).some((t) => sameEmail(t.email, who.email)));
const isTheirMail = (item: Item, who: Who) => [...((item.to as unknown[]) ?? []), ...((item.replyTo as unknown[]) ?? [])].some((address) => sameEmail(address, who.email));
/** An audit entry whose summary names them: their email, or a name on one of their records ("Present — <learner>"). */
const namesThem = (item: Item, who: Who, names: string[]) => {
  const summary = typeof item.summary === 'string' ? item.summary.toLowerCase() : '';
  return (Boolean(who.email) && summary.includes(who.email!)) || names.some((name) => summary.includes(name));
};
/** The names on their own records, lower case (three letters at least: a name, not a fragment). */
export function namesOf(records: Pick<PersonRecords, 'registrations' | 'contacts' | 'trials' | 'learners' | 'waitlist'>, who: Who): string[] {
  const own = records.registrations.filter((r) => isTheirs(r, who));
  const all = [...own, ...records.contacts, ...records.trials, ...records.learners, ...records.waitlist].map((item) => item.name);
  return [...new Set(all.filter((n): n is string => typeof n === 'string' && n.trim().length >= 3).map((n) => n.trim().toLowerCase()))];
}

/** Every item of one gsi1 partition that `keep` accepts: one Query followed page by page. */
async function matching(partition: string, keep: (item: Item) => boolean): Promise<Item[]> {
  const found: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: TABLE.gsi1.name,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey },
        ExpressionAttributeValues: { ':pk': partition },
        Limit: PAGE,
        ExclusiveStartKey: start,
      }),
    );
    found.push(...(page.Items ?? []).filter(keep));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}


export const peopleRepo = {
  async find(who: Who): Promise<PersonRecords> {
    const [registrations, contacts, trials, mailsDue, mailsSettled, programmes, events] = await Promise.all([
      matching(keys.registrationsPartition, (item) => isTheirOrder(item, who)),
      matching(keys.contactsPartition, (item) => isTheirs(item, who)),
      matching(keys.trialsPartition, (item) => isTheirLearner(item, who)),
      matching(keys.mailDuePartition, (item) => isTheirMail(item, who)),
      matching(keys.mailLogPartition, (item) => isTheirMail(item, who)),
      matching(keys.programmesPartition, () => true),
      matching(keys.eventsPartition, () => true),
    ]);
    const programmeIds = programmes.map((item) => String(item.id));
    const eventIds = events.map((item) => String(item.id));
    const titles: Record<string, string> = {};
    for (const e of events) titles[String(e.id)] = typeof e.title === 'string' ? e.title : '';
    for (const p of programmes) titles[String(p.id)] = typeof p.name === 'string' ? p.name : '';
    const learners = (await Promise.all(programmeIds.map((id) => queryItemPartition(keys.programme(id).pk, { skPrefix: keys.learnerPrefix })))).flat().filter((item) => isTheirLearner(item, who));
    const waitlist = (await Promise.all(eventIds.map((id) => matching(keys.waitlistQueue(id), (item) => isTheirs(item, who))))).flat();
    const receipts = (await Promise.all(registrations.map((r) => queryItemPartition(keys.receipt(String(r.id)).pk)))).flat();
    const attendance = await attendanceOf(learners);
    const names = namesOf({ registrations, contacts, trials, learners, waitlist }, who);
    const audit = await matching(keys.auditPartition, (item) => namesThem(item, who, names));
    // A mail both due and settled cannot be: it is on one list at a time; by id anyway.
    const mails = [...new Map([...mailsDue, ...mailsSettled].map((m) => [String(m.id), m])).values()];
    return { registrations, contacts, trials, learners, waitlist, mails, audit, receipts, attendance, titles };
  },
};

/** The marks of the learners: the meetings of their programmes (gsi1 ATTENDANCE), one Get each. */
async function attendanceOf(learners: Item[]): Promise<Item[]> {
  if (!learners.length) return [];
  const programmes = new Set(learners.map((l) => String(l.programmeId)));
  const meetings = (await matching(keys.attendancePartition, (item) => programmes.has(keys.attendanceMeetingParts(String(item.pk))?.programmeId ?? '')))
    .map((item) => keys.attendanceMeetingParts(String(item.pk))!);
  const marks: Item[] = [];
  for (const learner of learners) {
    for (const { programmeId, date } of meetings) {
      if (programmeId !== learner.programmeId) continue;
      const mark = await getItem(keys.attendanceMark(programmeId, date, String(learner.id)));
      if (mark) marks.push(mark);
    }
  }
  return marks;
}
