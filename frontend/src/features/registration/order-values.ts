// The group order form's values (issue 24, docs/PRODUCT-RULES.md, Box office): how many
// tickets of each type, one attendee per ticket, the answers and the code, and how they
// become the register route's body. Field names follow the body's paths (tickets.0.name,
// answers.<question id>, tickets.1.answers.<question id>) so the server's 400 `errors`
// land on the field they are about.
import { setIn, type FormikErrors } from 'formik';
import { BOX_OFFICE_MESSAGES, type Answers, type PublicTicketType, type Question } from '../../../../contract/box-office';
import { MESSAGES } from '../../../../contract/messages';
import { ANSWER_MESSAGES, MAX_TICKETS_PER_ORDER } from '../../../../contract/ticket-types';

/** Answers as the form holds them: text, a choice, or 'yes' / 'no' ('' = not answered). */
export type AnswerTexts = Record<string, string>;
export type AttendeeValues = { ticketTypeId: string; name: string; email: string; answers: AnswerTexts };
export type OrderValues = {
  name: string;
  email: string;
  phone: string;
  /** The honeypot (components/honeypot-field.tsx), empty for a person. */
  homepage: string;
  promoCode: string;
  /** Per type id, how many ('0'..'10', a select's value). */
  quantities: Record<string, string>;
  tickets: AttendeeValues[];
  answers: AnswerTexts;
  /** The unticked news choice (components/consent-field.tsx). */
  marketingConsent: boolean;
};

export const emptyAttendee = (ticketTypeId: string): AttendeeValues => ({ ticketTypeId, name: '', email: '', answers: {} });

/** A type the visitor can still pick (visible and not sold out). */
export const canOrder = (type: PublicTicketType) => type.available > 0;

/** The first form: one ticket of the first type on sale (the usual case: one person booking themselves). */
export function initialOrderValues(types: PublicTicketType[]): OrderValues {
  const first = types.find(canOrder);
  const quantities = Object.fromEntries(types.map((t) => [t.id, t === first ? '1' : '0']));
  return { name: '', email: '', phone: '', homepage: '', promoCode: '', quantities, tickets: first ? [emptyAttendee(first.id)] : [], answers: {}, marketingConsent: false };
}

/**
 * The attendees for new quantities, in the types' order: each type keeps the attendees already
 * typed for it (first ones first), so changing a number never loses a name typed elsewhere.
 */
export function resizeTickets(types: PublicTicketType[], quantities: Record<string, string>, tickets: AttendeeValues[]): AttendeeValues[] {
  return types.flatMap((type) => {
    const count = Number(quantities[type.id] ?? 0) || 0;
    const kept = tickets.filter((t) => t.ticketTypeId === type.id).slice(0, count);
    return [...kept, ...Array.from({ length: count - kept.length }, () => emptyAttendee(type.id))];
  });
}

export const ticketCount = (quantities: Record<string, string>) => Object.values(quantities).reduce((sum, n) => sum + (Number(n) || 0), 0);

/** The form's answers as the API takes them: empty ones left out, yes/no as booleans. */
export function answersOf(questions: Question[], texts: AnswerTexts): Answers | undefined {
  const answers: Answers = {};
  for (const q of questions) {
    const text = (texts[q.id] ?? '').trim();
    if (text === '') continue;
    answers[q.id] = q.kind === 'yesno' ? text === 'yes' : text;
  }
  return Object.keys(answers).length > 0 ? answers : undefined;
}

/** The register route's order fields (the buyer's name, email and phone are sent as before). */
export function orderBody(values: OrderValues, questions: Question[]) {
  const perOrder = questions.filter((q) => q.per === 'order');
  const perAttendee = questions.filter((q) => q.per === 'attendee');
  return {
    tickets: values.tickets.map((t, i) => ({
      ticketTypeId: t.ticketTypeId,
      // The first ticket is the buyer's own unless another name is given.
      name: t.name.trim() || (i === 0 ? values.name.trim() : ''),
      ...(t.email.trim() ? { email: t.email.trim() } : {}),
      ...(answersOf(perAttendee, t.answers) ? { answers: answersOf(perAttendee, t.answers) } : {}),
    })),
    ...(values.promoCode.trim() ? { promoCode: values.promoCode.trim() } : {}),
    ...(answersOf(perOrder, values.answers) ? { answers: answersOf(perOrder, values.answers) } : {}),
  };
}

/** The contract's own words, so the browser and the server say the same thing. */
export const ORDER_MESSAGES = {
  noTickets: BOX_OFFICE_MESSAGES.noTickets,
  tooManyTickets: BOX_OFFICE_MESSAGES.tooManyTickets,
  attendeeName: MESSAGES.name,
  required: ANSWER_MESSAGES.required,
} as const;

/** Formik's setIn, typed: a message at a dotted path of the errors. */
const put = <V>(errors: FormikErrors<V>, path: string, message: string): FormikErrors<V> => setIn(errors, path, message) as FormikErrors<V>;

/** What the browser can tell before sending: a count of 1-10, a name per ticket, required answers. */
export function orderErrors(values: OrderValues, questions: Question[]): FormikErrors<OrderValues> {
  let errors: FormikErrors<OrderValues> = {};
  const count = values.tickets.length;
  if (count === 0) errors = put(errors, 'quantities', ORDER_MESSAGES.noTickets);
  if (count > MAX_TICKETS_PER_ORDER) errors = put(errors, 'quantities', ORDER_MESSAGES.tooManyTickets);
  const missing = (texts: AnswerTexts, q: Question) => q.required && (texts[q.id] ?? '').trim() === '';
  for (const q of questions.filter((q) => q.per === 'order')) {
    if (missing(values.answers, q)) errors = put(errors, `answers.${q.id}`, ORDER_MESSAGES.required);
  }
  values.tickets.forEach((t, i) => {
    const name = t.name.trim() || (i === 0 ? values.name.trim() : '');
    if (name.length < 2) errors = put(errors, `tickets.${i}.name`, ORDER_MESSAGES.attendeeName);
    for (const q of questions.filter((q) => q.per === 'attendee')) {
      if (missing(t.answers, q)) errors = put(errors, `tickets.${i}.answers.${q.id}`, ORDER_MESSAGES.required);
    }
  });
  return errors;
}

/** The server's `errors` ({ 'tickets.0.name': '…' }) as Formik's nested errors, on the form's own paths. */
export function nestErrors<Values>(flat: Record<string, string>): FormikErrors<Values> {
  let nested: FormikErrors<Values> = {};
  for (const [path, message] of Object.entries(flat)) {
    // A message about the ticket list as a whole belongs to the quantity chooser.
    const target = path === 'tickets' || /^tickets\.\d+\.ticketTypeId$/.test(path) ? 'quantities' : path;
    nested = put(nested, target, message);
  }
  return nested;
}

/** A clearly labelled estimate before the server's word: each ticket at its type's price now, before any code. */
export function estimateTotal(types: PublicTicketType[], quantities: Record<string, string>, priceNow: (type: PublicTicketType) => number): number {
  return types.reduce((sum, t) => sum + (Number(quantities[t.id]) || 0) * priceNow(t), 0);
}
