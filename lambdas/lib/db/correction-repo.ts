// The person's own corrections (issue 36: the right to rectification; docs/PRODUCT-RULES.md, People's
// data): a new name or phone written onto the records where they are the person named — an order they
// bought (and its tickets in their name), a ticket given to them, a contact message, a place on a
// waitlist; a new phone also onto the trial lessons and programme places they booked. A learner's
// name stays (the learner may be a child the person booked for: the provider corrects it), and so do
// the mails already sent and the receipts already issued (records of what was sent and paid).
import type { PrivacyCorrectInput } from '../../../contract/privacy';
import { emailKey } from './order-parts';
import { searchTextOf } from './pages';
import { keyOf, rewrite } from './rewrite';
import type { Item } from './items';
import type { PersonRecords } from './people-repo';

const same = (value: unknown, email: string) => typeof value === 'string' && emailKey(value) === email;

/** An order: the buyer's name and phone when it is theirs, and the tickets that are theirs by email (or the buyer's own, unnamed by email). */
async function order(item: Item, email: string, change: PrivacyCorrectInput): Promise<number> {
  const buyer = same(item.email, email);
  const tickets = (item.tickets as Item[] | undefined)?.map((t) => {
    const theirs = same(t.email, email) || (buyer && !t.email && t.name === item.name);
    return theirs && change.name ? { ...t, name: change.name } : t;
  });
  const set: Item = {};
  if (buyer) Object.assign(set, change.name ? { name: change.name } : {}, change.phone ? { phone: change.phone } : {});
  if (tickets) set.tickets = tickets;
  const after = { ...item, ...set };
  const names = [after.name, ...((after.tickets as Item[] | undefined) ?? []).map((t) => t.name)].join(' ');
  set.searchText = searchTextOf('registrations', { ...after, name: names });
  return (await rewrite(keyOf(item), set)) ? 1 : 0;
}

const fields = (change: PrivacyCorrectInput, withName: boolean): Item => ({
  ...(withName && change.name ? { name: change.name } : {}),
  ...(change.phone ? { phone: change.phone } : {}),
});

/** Writes the change onto every record of the person that carries it; the count of records changed. */
export async function correctPerson(records: PersonRecords, email: string, change: PrivacyCorrectInput): Promise<number> {
  let changed = 0;
  for (const item of records.registrations) changed += await order(item, email, change);
  for (const item of records.contacts) {
    const set = fields(change, true);
    changed += (await rewrite(keyOf(item), { ...set, searchText: searchTextOf('contacts', { ...item, ...set }) })) ? 1 : 0;
  }
  for (const item of records.waitlist) changed += (await rewrite(keyOf(item), fields(change, true))) ? 1 : 0;
  if (change.phone) {
    for (const item of [...records.trials, ...records.learners]) changed += (await rewrite(keyOf(item), fields(change, false))) ? 1 : 0;
  }
  return changed;
}
