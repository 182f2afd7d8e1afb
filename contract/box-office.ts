// The box office (issue 24): ticket types, questions, group orders and promo
// codes. The shapes, in short:
//   - An event has `ticketTypes` (ticketTypeInput: id?, name, whole-naira price,
//     earlyBirdPrice?/earlyBirdEndsOn?, quota?, salesEndOn?, hidden?; stored as
//     TicketType with id and position) and `questions` (questionInput: id?,
//     label, kind text|longtext|choice|yesno, required, per order|attendee,
//     options? for a choice). An event stored without ticketTypes has one type,
//     DEFAULT_TICKET_TYPE_ID, carrying its price (contract/ticket-types.ts).
//   - The public lists give per event `ticketTypes: PublicTicketType[]`
//     ({ id, name, price, available }, visible types only) and `questions`.
//   - POST /api/register: the old body (the buyer; one ticket of the first
//     type) plus `tickets` (1-10 of { ticketTypeId, name, email?, answers? }),
//     `promoCode` and `answers` ({ [questionId]: string | boolean }); it answers
//     RegisterResponse ({ success, id, message, data: { total, tickets, authorizationUrl? } }).
//   - Promo and access codes: promoCodeInput (admin), PromoCode (the list item, with uses and revenue).
// Imports only zod and the contract's own plain modules (schemas.ts imports this file).
import * as z from 'zod';
import { LIMITS } from './constants';
import { toLagosDay } from './dates';
import { MESSAGES } from './messages';
import { ANSWER_LIMITS, ANSWER_MESSAGES, DEFAULT_TICKET_TYPE_ID, DEFAULT_TICKET_TYPE_NAME, MAX_TICKETS_PER_ORDER, QUESTION_KINDS, QUESTION_SCOPES } from './ticket-types';

export { ANSWER_LIMITS, ANSWER_MESSAGES, DEFAULT_TICKET_TYPE_ID, DEFAULT_TICKET_TYPE_NAME, MAX_TICKETS_PER_ORDER, QUESTION_KINDS, QUESTION_SCOPES };

/** What the box office says to the visitor and the admin, next to the field it is about. */
export const BOX_OFFICE_MESSAGES = {
  unknownType: 'Choose a ticket type from the list',
  tooManyTickets: `At most ${MAX_TICKETS_PER_ORDER} tickets per order`,
  noTickets: 'Choose at least one ticket',
  typeSoldOut: (name: string) => `Sorry, no "${name}" tickets are left.`,
  typeNotEnough: (name: string, left: number) => `Only ${left} "${name}" ticket${left === 1 ? ' is' : 's are'} left.`,
  notEnoughSeats: (left: number) => `Only ${left} seat${left === 1 ? ' is' : 's are'} left for this event.`,
  salesEnded: (name: string) => `Sales of "${name}" tickets have ended.`,
  hiddenType: 'This ticket type needs an access code',
  unknownCode: 'This code is not valid',
  codeExpired: 'This code has expired',
  codeUsedUp: 'This code has been used up',
  codeNotForEvent: 'This code is not valid for this event',
  codeNotForTypes: 'This code does not apply to the tickets chosen',
  /** The answers' messages (checkAnswers). */
  answers: ANSWER_MESSAGES,
  typeName: 'Give the ticket type a name',
  duplicateTypeName: 'Two ticket types have the same name',
  quota: 'Enter a whole number of at least 1, or leave empty',
  quotasOverCapacity: 'A quota cannot be above the event capacity',
  oneTypeAtLeast: 'An event needs at least one ticket type',
  typeIdInUse: 'A ticket type that has tickets cannot be removed; hide it instead',
  quotaBelowSold: (sold: number) => `Quota cannot be below the ${sold} ticket${sold === 1 ? '' : 's'} already sold.`,
  questionLabel: 'Write the question',
  choiceOptions: 'Give a choice question 2 to 20 options',
  optionsOnlyForChoice: 'Only a choice question has options',
  code: 'A code is 3 to 40 letters, digits, dashes or underscores',
  codeExists: 'A code with that name already exists',
  codeRemoved: 'Promo code deleted',
  codeCreated: 'Promo code created',
  codeNotFound: 'Promo code not found',
  oneDiscount: 'Choose one of percent off, amount off or fixed price',
  percentOff: 'Enter a whole percentage from 1 to 100',
  amountOff: 'Enter whole naira above 0',
  codeDoesNothing: 'A code gives a discount or reveals a hidden ticket type (or both)',
  maxUses: 'Enter a whole number of at least 1, or leave empty',
  codeTypeUnknown: 'Unknown ticket type for this event',
  typesNeedEvent: 'Choose the event these ticket types belong to',
} as const;

// ---------- Small parts ----------

const nullToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);
const numberFromText = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

/** A ticket type's or question's id: short, safe in an attribute name and a path. */
export const BOX_OFFICE_ID = /^[A-Za-z0-9_-]{1,40}$/;
const boxOfficeId = z.string().trim().regex(BOX_OFFICE_ID, 'Invalid id');
const optionalId = z.preprocess(nullToUndefined, boxOfficeId.optional());

const wholeNaira = z.preprocess(
  (v) => numberFromText(nullToUndefined(v)),
  z
    .number({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.price) })
    .int(MESSAGES.price)
    .min(0, MESSAGES.price)
    .max(LIMITS.naira, MESSAGES.price),
);
const optionalNaira = z.preprocess(nullToUndefined, wholeNaira.optional());

const lagosDayField = z.unknown().transform((value, ctx) => {
  const day = toLagosDay(value);
  if (day) return day;
  ctx.addIssue({ code: 'custom', message: MESSAGES.date });
  return z.NEVER;
});
const optionalDay = z.preprocess(nullToUndefined, lagosDayField.optional());

const optionalCount = (message: string) =>
  z.preprocess((v) => numberFromText(nullToUndefined(v)), z.number({ error: message }).int(message).min(1, message).max(100000, message).optional());

// ---------- Ticket types ----------

/** One ticket type as the admin edits it (POST/PUT /api/admin/events, `ticketTypes`). */
export const ticketTypeInput = z
  .object({
    /** Absent for a new type: the server gives it one. Keep it when editing: tickets point at it. */
    id: optionalId,
    name: z.string({ error: BOX_OFFICE_MESSAGES.typeName }).trim().min(1, BOX_OFFICE_MESSAGES.typeName).max(LIMITS.short, MESSAGES.tooLong(LIMITS.short)),
    /** Whole naira, 0 = free. */
    price: wholeNaira,
    earlyBirdPrice: optionalNaira,
    /** Last Lagos day of the early-bird price (through its end). */
    earlyBirdEndsOn: optionalDay,
    /** At most this many of this type; absent: only the event's capacity limits it. */
    quota: optionalCount(BOX_OFFICE_MESSAGES.quota),
    /** Last Lagos day this type is on sale (through its end); absent: until registration closes. */
    salesEndOn: optionalDay,
    /** Not listed publicly; sold only with an access code that reveals it. */
    hidden: z.preprocess(nullToUndefined, z.boolean().optional()),
  })
  .superRefine((type, ctx) => {
    if (type.earlyBirdPrice !== undefined && type.earlyBirdEndsOn === undefined) ctx.addIssue({ code: 'custom', path: ['earlyBirdEndsOn'], message: MESSAGES.earlyBirdEnds });
    if (type.earlyBirdEndsOn !== undefined && type.earlyBirdPrice === undefined) ctx.addIssue({ code: 'custom', path: ['earlyBirdPrice'], message: MESSAGES.earlyBirdPrice });
    if (type.earlyBirdPrice !== undefined && type.earlyBirdPrice >= type.price) ctx.addIssue({ code: 'custom', path: ['earlyBirdPrice'], message: MESSAGES.earlyBirdPrice });
  });
export type TicketTypeInput = z.infer<typeof ticketTypeInput>;

/**
 * A ticket type as the API answers it: always an id. Stored (admin): with `position` (smallest first).
 * Public lists: visible types only, with `available` (PublicTicketType), so one Event type serves both.
 */
export type TicketType = Omit<TicketTypeInput, 'id'> & { id: string; position?: number; available?: number };

/** What the public lists show of a visible type: `price` is the full price in whole naira, `available` the seats of this type still on sale. */
export type PublicTicketType = {
  id: string;
  name: string;
  price: number;
  available: number;
  earlyBirdPrice?: number;
  earlyBirdEndsOn?: string;
  salesEndOn?: string;
};

// ---------- Questions ----------

export type QuestionKind = (typeof QUESTION_KINDS)[number];
export type QuestionScope = (typeof QUESTION_SCOPES)[number];

export const questionInput = z
  .object({
    id: optionalId,
    label: z.string({ error: BOX_OFFICE_MESSAGES.questionLabel }).trim().min(1, BOX_OFFICE_MESSAGES.questionLabel).max(LIMITS.short, MESSAGES.tooLong(LIMITS.short)),
    kind: z.enum(QUESTION_KINDS, { error: 'Choose the kind of answer' }),
    required: z.preprocess(nullToUndefined, z.boolean().default(false)),
    /** Asked once per order (the buyer) or once per ticket (each attendee). */
    per: z.preprocess(nullToUndefined, z.enum(QUESTION_SCOPES, { error: 'Choose per order or per attendee' }).default('order')),
    options: z.preprocess(nullToUndefined, z.array(z.string().trim().min(1, MESSAGES.required).max(LIMITS.short, MESSAGES.tooLong(LIMITS.short))).optional()),
  })
  .superRefine((q, ctx) => {
    if (q.kind === 'choice' && (!q.options || q.options.length < 2 || q.options.length > 20 || new Set(q.options).size !== q.options.length)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: BOX_OFFICE_MESSAGES.choiceOptions });
    }
    if (q.kind !== 'choice' && q.options && q.options.length > 0) ctx.addIssue({ code: 'custom', path: ['options'], message: BOX_OFFICE_MESSAGES.optionsOnlyForChoice });
  });
export type QuestionInput = z.infer<typeof questionInput>;
/** A stored question (and what the public lists show of it). */
export type Question = { id: string; label: string; kind: QuestionKind; required: boolean; per: QuestionScope; options?: string[] };

/** The event body's box-office part: at most 20 types and 30 questions. */
export const eventBoxOfficeFields = {
  ticketTypes: z.preprocess(nullToUndefined, z.array(ticketTypeInput).min(1, BOX_OFFICE_MESSAGES.oneTypeAtLeast).max(20, 'At most 20 ticket types').optional()),
  questions: z.preprocess(nullToUndefined, z.array(questionInput).max(30, 'At most 30 questions').optional()),
};

// ---------- Orders (POST /api/register) ----------

/** An answer: text for text/longtext/choice, true/false for yes/no. Checked against the event's questions by checkAnswers (contract/ticket-types.ts). */
export const answerValue = z.union([z.string().max(ANSWER_LIMITS.longtext, ANSWER_MESSAGES.tooLong(ANSWER_LIMITS.longtext)), z.boolean()]);
export type AnswerValue = z.infer<typeof answerValue>;
export const answersInput = z.record(z.string().max(40), answerValue, { error: 'Answers must be an object of question id to answer' });
export type Answers = Record<string, AnswerValue>;

/** One ticket of an order: its type and who it is for. */
export const orderTicketInput = z.object({
  ticketTypeId: z.string({ error: BOX_OFFICE_MESSAGES.unknownType }).trim().min(1, BOX_OFFICE_MESSAGES.unknownType).max(40, BOX_OFFICE_MESSAGES.unknownType),
  name: z.string({ error: MESSAGES.name }).trim().min(2, MESSAGES.name).max(LIMITS.name, MESSAGES.tooLong(LIMITS.name)),
  email: z.preprocess(
    nullToUndefined,
    z.string({ error: MESSAGES.email }).trim().max(LIMITS.email, MESSAGES.tooLong(LIMITS.email)).email(MESSAGES.email).optional(),
  ),
  /** This attendee's answers to the per-attendee questions. */
  answers: z.preprocess(nullToUndefined, answersInput.optional()),
});
export type OrderTicketInput = z.infer<typeof orderTicketInput>;

/** What POST /api/register accepts beside the buyer's name, email, phone and eventId. */
export const orderFields = {
  tickets: z.preprocess(
    nullToUndefined,
    z
      .array(orderTicketInput, { error: BOX_OFFICE_MESSAGES.noTickets })
      .min(1, BOX_OFFICE_MESSAGES.noTickets)
      .max(MAX_TICKETS_PER_ORDER, BOX_OFFICE_MESSAGES.tooManyTickets)
      .optional(),
  ),
  promoCode: z.preprocess(nullToUndefined, z.string().trim().max(40, BOX_OFFICE_MESSAGES.unknownCode).optional()),
  /** Answers to the per-order questions. */
  answers: z.preprocess(nullToUndefined, answersInput.optional()),
};

/** One ticket of an order, as the register answer and the admin list show it. */
export type OrderTicket = { id: string; ticketTypeId: string; name: string };
/** A ticket as the registration stores it (admin registrations, the door list). */
export type StoredTicket = OrderTicket & {
  email?: string;
  /** Its own QR code's token (TICKET#<token>). */
  token: string;
  /** Whole naira charged for this ticket after the code. */
  price: number;
  answers?: Answers;
  checkedInAt?: string;
  checkedInBy?: string;
  /** This ticket alone was cancelled (its seat given back); the order stays. */
  cancelledAt?: string;
};
/** The register answer's data: `total` in whole naira after the code. */
export type OrderResult = { total: number; tickets: OrderTicket[]; authorizationUrl?: string };

// ---------- Promo and access codes ----------

/** Codes are matched without regard to case: stored in upper case. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;

export const promoCodeInput = z
  .object({
    code: z
      .string({ error: BOX_OFFICE_MESSAGES.code })
      .transform(normaliseCode)
      .refine((c) => PROMO_CODE_PATTERN.test(c), BOX_OFFICE_MESSAGES.code),
    /** Only for this event; absent: any event. */
    eventId: z.preprocess(nullToUndefined, z.string().trim().max(LIMITS.id).regex(/^[A-Za-z0-9_-]+$/, 'Unknown event').optional()),
    /** Only for these ticket types (of eventId); absent: every type. */
    ticketTypeIds: z.preprocess(nullToUndefined, z.array(boxOfficeId).max(20).optional()),
    percentOff: z.preprocess(
      (v) => numberFromText(nullToUndefined(v)),
      z.number({ error: BOX_OFFICE_MESSAGES.percentOff }).int(BOX_OFFICE_MESSAGES.percentOff).min(1, BOX_OFFICE_MESSAGES.percentOff).max(100, BOX_OFFICE_MESSAGES.percentOff).optional(),
    ),
    amountOff: z.preprocess(
      (v) => numberFromText(nullToUndefined(v)),
      z.number({ error: BOX_OFFICE_MESSAGES.amountOff }).int(BOX_OFFICE_MESSAGES.amountOff).min(1, BOX_OFFICE_MESSAGES.amountOff).max(LIMITS.naira, BOX_OFFICE_MESSAGES.amountOff).optional(),
    ),
    /** Each ticket it applies to costs exactly this (whole naira, 0 = free). */
    fixedPrice: optionalNaira,
    /** Orders that may use it; absent: unlimited. */
    maxUses: optionalCount(BOX_OFFICE_MESSAGES.maxUses),
    /** Last Lagos day it is valid (through its end). */
    validUntil: optionalDay,
    /** Hidden ticket types of eventId this code lets the buyer choose (an access code). */
    reveals: z.preprocess(nullToUndefined, z.array(boxOfficeId).max(20).optional()),
  })
  .superRefine((c, ctx) => {
    const discounts = [c.percentOff, c.amountOff, c.fixedPrice].filter((v) => v !== undefined).length;
    if (discounts > 1) ctx.addIssue({ code: 'custom', path: ['percentOff'], message: BOX_OFFICE_MESSAGES.oneDiscount });
    if (discounts === 0 && !c.reveals?.length) ctx.addIssue({ code: 'custom', path: ['reveals'], message: BOX_OFFICE_MESSAGES.codeDoesNothing });
    if (!c.eventId && (c.ticketTypeIds?.length || c.reveals?.length)) ctx.addIssue({ code: 'custom', path: ['eventId'], message: BOX_OFFICE_MESSAGES.typesNeedEvent });
  });
export type PromoCodeInput = z.infer<typeof promoCodeInput>;

/**
 * POST /api/events/{id}/promo-code: what a code the buyer typed does for this event, before the
 * order (the order checks it again). `promoCode` is the form's field, so a 400's message lands on it.
 */
export const promoCodeCheckInput = z.object({
  promoCode: z
    .string({ error: BOX_OFFICE_MESSAGES.unknownCode })
    .transform(normaliseCode)
    .refine((c) => PROMO_CODE_PATTERN.test(c), BOX_OFFICE_MESSAGES.unknownCode),
});
export type PromoCodeCheckInput = z.input<typeof promoCodeCheckInput>;
/** The code's terms for this event and the hidden types it unlocks (empty for a plain promo code). */
export type PromoCodeCheck = Pick<PromoCode, 'percentOff' | 'amountOff' | 'fixedPrice' | 'ticketTypeIds'> & { code: string; revealed: PublicTicketType[] };
export type PromoCodeCheckResponse = { success: true; data: PromoCodeCheck };

/** One code on the admin's list: `id` is the code itself (upper case); `uses` = orders holding or having used it; `revenue` = their totals in whole naira. */
export type PromoCode = PromoCodeInput & { id: string; createdAt: string; uses: number; revenue: number };
