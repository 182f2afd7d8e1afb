// The writes of one order (docs/ARCHITECTURE.md, Registration write sequence),
// for ONE TransactWriteItems: the buyer's email guard, the event's seats and
// type counters, the code's use, the registration (the order), one TICKET#
// per attendee, then the hold (online payment) or the mails. At most 10
// tickets: 1 + 1 + 1 + 1 + 10 + 1 + 10 + 1 + counters stays far below
// DynamoDB's 100 items per transaction.
import type { StoredTicket } from '../../../contract/box-office';
import type { Event, RegistrationInput } from '../../../contract/schemas';
import { soldOf, ticketTypesOf } from '../../../contract/ticket-types';
import type { OrderInput, OrderPlan } from '../box-office/order-plan';
import { tableName } from './client';
import { registrationCounters } from './counters';
import { newId, nowIso, type Item, type TransactItem } from './items';
import { keys } from './keys';
import { outboxRepo } from './outbox-repo';
import { searchTextOf } from './pages';
import { promoCodesRepo } from './promo-codes-repo';
import type { RegisterOptions } from './order-options';
import { emailKey, holdPut, newTicketToken, ticketId, ticketMails } from './order-parts';
import { sourceOf, statsWrites } from './stats-repo';




/** The indexes of the writes whose failure says why: the buyer's guard, the event's seats and quotas, the code. */
export type OrderWriteIndex = { guard: number; seats: number; code: number | null };

export function orderWrites(
  input: RegistrationInput & OrderInput,
  plan: OrderPlan,
  event: Event,
  eventItem: Item,
  now: Date,
  opts: RegisterOptions,
  atTheDoor: boolean,
): { writes: TransactItem[]; item: Item; at: OrderWriteIndex } {
  const { eventId } = input;
  const id = opts.id ?? newId();
  const createdAt = opts.createdAt ?? nowIso();
  const TableName = tableName();
  const online = opts.payment?.mode === 'online' ? opts.payment : null;

  const tickets: StoredTicket[] = plan.tickets.map((t, i) => ({
    id: ticketId(id, i),
    ticketTypeId: t.ticketTypeId,
    name: t.name,
    ...(t.email ? { email: t.email } : {}),
    token: newTicketToken(),
    price: t.price,
    ...(t.answers ? { answers: t.answers } : {}),
    ...(opts.checkIn ? { checkedInAt: opts.checkIn.at, checkedInBy: opts.checkIn.by } : {}),
  }));

  // Mails (an online payment's wait until it is paid: payments-repo.ts applyCharge).
  const confirmation = outboxRepo.queue({ kind: 'confirmation', to: [input.email], refs: { registrationId: id, eventId } });
  const attendeeMails = online ? [] : ticketMails(id, eventId, input.email, tickets);
  const notice =
    !online && opts.notify && !opts.notify.digest
      ? outboxRepo.queue({ kind: 'registration-notification', to: [opts.notify.to], replyTo: [input.email], refs: { registrationId: id, eventId } })
      : null;

  const item: Item = {
    ...keys.registration(id),
    ...keys.registrationGsi(createdAt, id),
    id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    eventId,
    createdAt,
    status: online ? 'pending_payment' : 'registered',
    // The first ticket's token: what readers from before the box office follow (mails, the ticket page).
    ticketToken: tickets[0].token,
    tickets,
    ...(plan.answers ? { answers: plan.answers } : {}),
    ...(plan.code ? { promoCode: plan.code.id } : {}),
    total: plan.total,
    ...(online ? {} : { mail: { id: confirmation.id, status: 'queued' } }),
    ...(opts.payment ? { payment: paymentFields(id, opts.payment) } : {}),
    searchText: searchTextOf('registrations', { ...input, name: [input.name, ...tickets.map((t) => t.name)].join(' ') }),
    // Where the booking came from, for the insights (stats-repo.ts); absent = direct.
    ...(sourceOf(input) === 'direct' ? {} : { source: sourceOf(input) }),
  };

  const writes: TransactItem[] = [
    { Put: { TableName, Item: { ...keys.emailGuard(eventId, emailKey(input.email)), registrationId: id }, ConditionExpression: 'attribute_not_exists(pk)' } },
    seatsUpdate(event, eventItem, plan, now, atTheDoor, tickets.length, Boolean(opts.checkIn)),
  ];
  let code: number | null = null;
  if (plan.code) {
    code = writes.length;
    writes.push(promoCodesRepo.useItem(plan.code.id, plan.total));
  }
  writes.push({ Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } });
  for (const ticket of tickets) {
    writes.push({
      Put: { TableName, Item: { ...keys.ticket(ticket.token), registrationId: id, eventId, ticketId: ticket.id }, ConditionExpression: 'attribute_not_exists(pk)' },
    });
  }
  writes.push(online ? holdPut(id, eventId, online.holdUntil) : confirmation.put);
  writes.push(...attendeeMails.map((m) => m.put));
  if (notice) writes.push(notice.put);
  writes.push(...registrationCounters.created(), ...statsWrites.created(item));
  return { writes, item, at: { guard: 0, seats: 1, code } };
}


/**
 * Each ordered type's quota as read, at its place in the stored list: an admin's edit in between (a quota
 * cut to what is sold, a quota added, the list reordered) fails the order, which reads again, instead of
 * selling past the new quota. An event without a stored list (made before the box office) must still have none.
 */
function quotasAsRead(eventItem: Item, typeIds: string[], names: Record<string, string>, values: Record<string, unknown>): string[] {
  names['#types'] = 'ticketTypes';
  const stored = Array.isArray(eventItem.ticketTypes) ? (eventItem.ticketTypes as Item[]) : null;
  if (!stored) return ['attribute_not_exists(#types)'];
  names['#typeId'] = 'id';
  names['#quota'] = 'quota';
  return typeIds.map((typeId, i) => {
    const at = stored.findIndex((t) => t.id === typeId);
    values[`:tid${i}`] = typeId;
    const quota = stored[at]?.quota;
    if (typeof quota === 'number') values[`:tq${i}`] = quota;
    const path = `#types[${at}]`;
    return `${path}.#typeId = :tid${i} AND ${typeof quota === 'number' ? `${path}.#quota = :tq${i}` : `attribute_not_exists(${path}.#quota)`}`;
  });
}

/**
 * The event's seats and type counters go up by the order, only while the event is open (the lifecycle
 * rule, atomically: registrationClosesAt), has the seats (capacity as read, so a changed capacity makes
 * the order read again) and each type with a quota has the room (the types as read, likewise).
 */
function seatsUpdate(event: Event, eventItem: Item, plan: OrderPlan, now: Date, atTheDoor: boolean, n: number, checkIn: boolean): TransactItem {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = {
    ':zero': 0,
    ':n': n,
    ':true': true,
    ':scheduled': 'scheduled',
    ':max': event.maxParticipants,
    ':room': event.maxParticipants - n,
    ...(atTheDoor ? {} : { ':now': now.toISOString() }),
  };
  const set = ['seatsTaken = if_not_exists(seatsTaken, :zero) + :n', 'hadRegistrations = :true'];
  if (checkIn) set.push('checkedIn = if_not_exists(checkedIn, :zero) + :n');
  const conditions = [
    'attribute_exists(pk)',
    'isActive = :true',
    '(attribute_not_exists(#status) OR #status = :scheduled)',
    ...(atTheDoor ? [] : ['registrationClosesAt > :now']),
    'maxParticipants = :max',
    '(attribute_not_exists(seatsTaken) OR seatsTaken <= :room)',
    ...quotasAsRead(eventItem, Object.keys(plan.perType), names, values),
  ];
  const types = Object.entries(plan.perType);
  if (eventItem.ticketsSold && typeof eventItem.ticketsSold === 'object') {
    types.forEach(([typeId, count], i) => {
      names[`#t${i}`] = typeId;
      values[`:c${i}`] = count;
      set.push(`ticketsSold.#t${i} = if_not_exists(ticketsSold.#t${i}, :zero) + :c${i}`);
      if (plan.quotas[typeId] !== undefined) {
        values[`:q${i}`] = plan.quotas[typeId] - count;
        conditions.push(`(attribute_not_exists(ticketsSold.#t${i}) OR ticketsSold.#t${i} <= :q${i})`);
      }
    });
  } else {
    // An event stored before the box office: its counters start from what was read (every seat of its one
    // type), guarded on the seats read so nothing slips in between.
    const sold: Record<string, number> = {};
    for (const type of ticketTypesOf(event)) sold[type.id] = soldOf(event, type.id);
    for (const [typeId, count] of types) sold[typeId] = (sold[typeId] ?? 0) + count;
    set.push('ticketsSold = :sold');
    values[':sold'] = sold;
    values[':seatsRead'] = Number(eventItem.seatsTaken ?? 0);
    conditions.push('attribute_not_exists(ticketsSold)', eventItem.seatsTaken === undefined ? 'attribute_not_exists(seatsTaken)' : 'seatsTaken = :seatsRead');
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.event(event.id),
      UpdateExpression: `SET ${set.join(', ')}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

function paymentFields(id: string, payment: NonNullable<RegisterOptions['payment']>) {
  return payment.mode === 'online'
    ? { status: 'pending', amount: payment.amount, reference: id, holdExpiresAt: payment.holdUntil }
    : { status: 'venue', amount: payment.amount };
}
