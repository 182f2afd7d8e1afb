// An order checked against its event and code before anything is written
// (docs/PRODUCT-RULES.md, Box office): the tickets with their types, prices
// after the code and answers; or the field errors (400) and the "no room"
// answers (409) the visitor sees. Pure: the repository reads the event and
// the code, and its transaction re-checks seats, quotas and the code's uses
// atomically, so what is decided here is never trusted for capacity.
import { BOX_OFFICE_MESSAGES, type Answers, type OrderTicketInput, type PromoCode, type Question } from '../../../contract/box-office';
import { REGISTER_MESSAGES } from '../../../contract/messages';
import type { Event } from '../../../contract/schemas';
import { checkAnswers, codeAppliesTo, discounted, onSale, soldOf, ticketTypesOf, typePriceAt } from '../../../contract/ticket-types';
import { codeProblem, codeRefusal } from '../db/promo-codes-repo';

export type OrderInput = {
  name: string;
  email: string;
  tickets?: OrderTicketInput[];
  promoCode?: string;
  answers?: Answers;
};

export type PlannedTicket = { ticketTypeId: string; name: string; email?: string; price: number; answers?: Answers };

export type OrderPlan = {
  tickets: PlannedTicket[];
  /** Whole naira after the code. */
  total: number;
  /** Tickets per type id, for the quota counters. */
  perType: Record<string, number>;
  /** The quota of each type that has one, as read (the transaction's condition). */
  quotas: Record<string, number>;
  answers?: Answers;
  code: PromoCode | null;
};

export type OrderRefusal = { status: 400 | 409; message: string; errors: Record<string, string> };

const refuse = (status: 400 | 409, errors: Record<string, string>): OrderRefusal => ({ status, message: Object.values(errors)[0], errors });

/** Check an order against its event (as read) and its code (as read; null when none was given or it does not exist). */
export function planOrder(event: Event, input: OrderInput, code: PromoCode | null, now: Date, options: { atTheDoor?: boolean } = {}): OrderPlan | OrderRefusal {
  const types = ticketTypesOf(event);
  const errors: Record<string, string> = {};

  // The code first: whether it exists decides which hidden types may be chosen.
  if (input.promoCode) {
    const problem = codeProblem(code, event.id, now);
    if (problem) {
      const refusal = codeRefusal(problem);
      return refuse(refusal.status, { promoCode: refusal.message });
    }
  }
  const usable = input.promoCode ? code : null;
  const revealed = new Set(usable?.reveals ?? []);

  // No tickets listed: the buyer, one ticket of the first type on public sale (the old body).
  const firstType = types.find((t) => !t.hidden) ?? types[0];
  const wanted: OrderTicketInput[] = input.tickets ?? [{ ticketTypeId: firstType.id, name: input.name, email: input.email }];

  const tickets: PlannedTicket[] = [];
  const perType: Record<string, number> = {};
  wanted.forEach((ticket, i) => {
    const type = types.find((t) => t.id === ticket.ticketTypeId);
    if (!type) {
      errors[`tickets.${i}.ticketTypeId`] = BOX_OFFICE_MESSAGES.unknownType;
      return;
    }
    if (type.hidden && !revealed.has(type.id)) {
      errors[`tickets.${i}.ticketTypeId`] = BOX_OFFICE_MESSAGES.hiddenType;
      return;
    }
    if (!onSale(type, now)) {
      errors[`tickets.${i}.ticketTypeId`] = BOX_OFFICE_MESSAGES.salesEnded(type.name);
      return;
    }
    perType[type.id] = (perType[type.id] ?? 0) + 1;
    tickets.push({ ticketTypeId: type.id, name: ticket.name, ...(ticket.email ? { email: ticket.email } : {}), price: discounted(typePriceAt(type, now), usable, type.id) });
  });

  // A code limited to types that the order does not buy and reveals nothing it buys does nothing here.
  if (usable && usable.ticketTypeIds?.length && !tickets.some((t) => codeAppliesTo(usable, t.ticketTypeId) || revealed.has(t.ticketTypeId))) {
    errors.promoCode = BOX_OFFICE_MESSAGES.codeNotForTypes;
  }

  // Answers: the per-order questions once, the per-attendee ones on each ticket.
  // A walk-in at the door: the admin's quick form has no questions, so none is required there.
  const questions: Question[] = (event.questions ?? []).map((q) => (options.atTheDoor ? { ...q, required: false } : q));
  const perOrder = checkAnswers(
    questions.filter((q) => q.per === 'order'),
    input.answers,
    'answers',
  );
  Object.assign(errors, perOrder.errors);
  const perAttendee = questions.filter((q) => q.per === 'attendee');
  wanted.forEach((ticket, i) => {
    const checked = checkAnswers(perAttendee, ticket.answers, `tickets.${i}.answers`);
    Object.assign(errors, checked.errors);
    const planned = tickets[i];
    if (planned && Object.keys(checked.answers).length > 0) planned.answers = checked.answers;
  });
  if (Object.keys(errors).length > 0) return refuse(400, errors);

  // Room, as read: the transaction checks it again atomically.
  const quotas: Record<string, number> = {};
  for (const [typeId, count] of Object.entries(perType)) {
    const type = types.find((t) => t.id === typeId)!;
    if (type.quota === undefined) continue;
    quotas[typeId] = type.quota;
    const left = Math.max(0, type.quota - soldOf(event, typeId));
    if (count > left) return refuse(409, { tickets: left === 0 ? BOX_OFFICE_MESSAGES.typeSoldOut(type.name) : BOX_OFFICE_MESSAGES.typeNotEnough(type.name, left) });
  }
  const seatsLeft = Math.max(0, event.maxParticipants - event.seatsTaken);
  if (tickets.length > seatsLeft) return refuse(409, { tickets: seatsLeft === 0 ? REGISTER_MESSAGES.full : BOX_OFFICE_MESSAGES.notEnoughSeats(seatsLeft) });

  return {
    tickets,
    total: tickets.reduce((sum, t) => sum + t.price, 0),
    perType,
    quotas,
    ...(Object.keys(perOrder.answers).length > 0 ? { answers: perOrder.answers } : {}),
    code: usable,
  };
}

export const isRefusal = (plan: OrderPlan | OrderRefusal): plan is OrderRefusal => 'status' in plan;
