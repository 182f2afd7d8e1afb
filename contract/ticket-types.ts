// The box office's rules as plain functions (no zod: the public read Lambdas
// and any page may use them): an event's ticket types (an event stored before
// types existed has one, carrying its price), what each costs now, what is
// still on sale, what a code takes off, and whether answers fit the questions.
// The shapes are in box-office.ts; docs/PRODUCT-RULES.md, Box office.
import type { AnswerValue, Answers, PromoCode, PublicTicketType, Question, TicketType } from './box-office';
import { lagosInstant } from './event-lifecycle';

/** The one type of an event stored before ticket types existed (and of an event saved without any). */
export const DEFAULT_TICKET_TYPE_ID = 'general';
export const DEFAULT_TICKET_TYPE_NAME = 'General admission';
export const MAX_TICKETS_PER_ORDER = 10;
export const QUESTION_KINDS = ['text', 'longtext', 'choice', 'yesno'] as const;
export const QUESTION_SCOPES = ['order', 'attendee'] as const;

/** What these rules read of an event (stored item or entity). */
export type BoxOfficeEvent = {
  price?: number | string;
  earlyBirdPrice?: number;
  earlyBirdEndsOn?: string;
  maxParticipants: number;
  seatsTaken?: number;
  ticketTypes?: TicketType[];
  /** Tickets taken per type (held or sold), by type id; absent on events stored before types existed. */
  ticketsSold?: Record<string, number>;
};

/** The event's ticket types in their order; the default one for an event stored without any. */
export function ticketTypesOf(event: BoxOfficeEvent): TicketType[] {
  if (Array.isArray(event.ticketTypes) && event.ticketTypes.length > 0) return [...event.ticketTypes].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const price = typeof event.price === 'number' ? event.price : Number(event.price ?? 0) || 0;
  return [
    {
      id: DEFAULT_TICKET_TYPE_ID,
      name: DEFAULT_TICKET_TYPE_NAME,
      price,
      position: 0,
      ...(typeof event.earlyBirdPrice === 'number' && event.earlyBirdEndsOn ? { earlyBirdPrice: event.earlyBirdPrice, earlyBirdEndsOn: event.earlyBirdEndsOn } : {}),
    },
  ];
}

/** Tickets of this type taken so far. An event stored before types existed: every seat is of its one type. */
export function soldOf(event: BoxOfficeEvent, typeId: string): number {
  if (event.ticketsSold && typeof event.ticketsSold[typeId] === 'number') return event.ticketsSold[typeId];
  if (!event.ticketsSold && typeId === DEFAULT_TICKET_TYPE_ID) return Number(event.seatsTaken ?? 0);
  return 0;
}

/** The type's price at `now` in whole naira: the early-bird price through the end of its last Lagos day. */
export function typePriceAt(type: Pick<TicketType, 'price' | 'earlyBirdPrice' | 'earlyBirdEndsOn'>, now: Date): number {
  if (typeof type.earlyBirdPrice === 'number' && type.earlyBirdEndsOn && now < lagosInstant(type.earlyBirdEndsOn, 24 * 60)) return type.earlyBirdPrice;
  return type.price;
}

/** Is the type still on sale at `now` (through the end of its last day of sale)? */
export function onSale(type: Pick<TicketType, 'salesEndOn'>, now: Date): boolean {
  return !type.salesEndOn || now < lagosInstant(type.salesEndOn, 24 * 60);
}

/** Seats of this type that can still be ordered: its quota's room and the event's, 0 once its sale ended. */
export function availableOf(event: BoxOfficeEvent, type: TicketType, now: Date): number {
  if (!onSale(type, now)) return 0;
  const eventRoom = Math.max(0, event.maxParticipants - Number(event.seatsTaken ?? 0));
  const typeRoom = type.quota === undefined ? eventRoom : Math.max(0, type.quota - soldOf(event, type.id));
  return Math.min(eventRoom, typeRoom);
}

/** One type as a visitor sees it: its price and what is left. */
const publicTicketType = (event: BoxOfficeEvent, type: TicketType, now: Date): PublicTicketType => ({
  id: type.id,
  name: type.name,
  price: type.price,
  available: availableOf(event, type, now),
  ...(type.earlyBirdPrice !== undefined && type.earlyBirdEndsOn ? { earlyBirdPrice: type.earlyBirdPrice, earlyBirdEndsOn: type.earlyBirdEndsOn } : {}),
  ...(type.salesEndOn ? { salesEndOn: type.salesEndOn } : {}),
});

/** The public lists' types: visible ones only, with what is left. */
export function publicTicketTypes(event: BoxOfficeEvent, now: Date): PublicTicketType[] {
  return ticketTypesOf(event)
    .filter((type) => !type.hidden)
    .map((type) => publicTicketType(event, type, now));
}

/** The hidden types an access code lets the buyer choose (its `reveals`), as the public lists show types. */
export function revealedTicketTypes(event: BoxOfficeEvent, reveals: readonly string[] = [], now: Date): PublicTicketType[] {
  return ticketTypesOf(event)
    .filter((type) => type.hidden && reveals.includes(type.id))
    .map((type) => publicTicketType(event, type, now));
}

/** What a code does to prices (the stored code's terms). */
export type CodeTerms = Pick<PromoCode, 'percentOff' | 'amountOff' | 'fixedPrice' | 'ticketTypeIds' | 'eventId'>;

/** Does the code apply to a ticket of this type? (Its event was checked before.) */
export function codeAppliesTo(code: CodeTerms, typeId: string): boolean {
  return !code.ticketTypeIds || code.ticketTypeIds.length === 0 || code.ticketTypeIds.includes(typeId);
}

/** One ticket's price in whole naira after the code: percent rounded to the naira, never below 0. */
export function discounted(price: number, code: CodeTerms | null, typeId: string): number {
  if (!code || !codeAppliesTo(code, typeId)) return price;
  if (code.fixedPrice !== undefined) return Math.min(price, code.fixedPrice);
  if (code.percentOff !== undefined) return Math.max(0, Math.round((price * (100 - code.percentOff)) / 100));
  if (code.amountOff !== undefined) return Math.max(0, price - code.amountOff);
  return price;
}

/** The longest answer per kind (the schema caps every answer at the longest). */
export const ANSWER_LIMITS = { text: 300, longtext: 2000 } as const;

export const ANSWER_MESSAGES = {
  required: 'Please answer this question',
  choice: 'Choose one of the options',
  yesNo: 'Answer yes or no',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  unknown: 'Unknown question',
} as const;

/** One answer checked against its question: the cleaned value, or the field's message. */
function checkAnswer(question: Question, value: AnswerValue | undefined): { value?: AnswerValue; error?: string } {
  const empty = value === undefined || (typeof value === 'string' && value.trim() === '');
  if (empty) return question.required ? { error: ANSWER_MESSAGES.required } : {};
  if (question.kind === 'yesno') {
    if (typeof value === 'boolean') return { value };
    const text = String(value).trim().toLowerCase();
    if (text === 'yes' || text === 'true') return { value: true };
    if (text === 'no' || text === 'false') return { value: false };
    return { error: ANSWER_MESSAGES.yesNo };
  }
  if (typeof value !== 'string') return { error: question.kind === 'choice' ? ANSWER_MESSAGES.choice : ANSWER_MESSAGES.required };
  const text = value.trim();
  if (question.kind === 'choice') return question.options?.includes(text) ? { value: text } : { error: ANSWER_MESSAGES.choice };
  if (text.length > ANSWER_LIMITS[question.kind]) return { error: ANSWER_MESSAGES.tooLong(ANSWER_LIMITS[question.kind]) };
  return { value: text };
}

/** Check one set of answers (the order's, or one attendee's) against the questions asked at that level; errors keyed `${prefix}.${questionId}`. */
export function checkAnswers(questions: Question[], answers: Answers | undefined, prefix: string): { answers: Answers; errors: Record<string, string> } {
  const cleaned: Answers = {};
  const errors: Record<string, string> = {};
  const given = answers ?? {};
  for (const id of Object.keys(given)) {
    if (!questions.some((q) => q.id === id)) errors[`${prefix}.${id}`] = ANSWER_MESSAGES.unknown;
  }
  for (const question of questions) {
    const result = checkAnswer(question, given[question.id]);
    if (result.error) errors[`${prefix}.${question.id}`] = result.error;
    else if (result.value !== undefined) cleaned[question.id] = result.value;
  }
  return { answers: cleaned, errors };
}
