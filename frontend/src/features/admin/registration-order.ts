// What the admin sees of an order (issue 24): its tickets (type, attendee, checked in) and the
// answers, labelled by the event's ticket types and questions; shared by the Forms table and the
// CSV export. A registration made before the box office is one ticket: the buyer's.
import type { Answers, Question } from '../../../../contract/box-office';
import type { Event, EventRegistration } from '../../../../contract/schemas';
import { ticketTypesOf } from '../../../../contract/ticket-types';

export type OrderLine = { key: string; name: string; typeName?: string; checkedInAt?: string; answers?: Answers };
type EventLabels = Pick<Event, 'price' | 'maxParticipants' | 'ticketTypes' | 'questions'> | undefined;

export function orderLines(r: EventRegistration, event: EventLabels): OrderLine[] {
  const types = event ? ticketTypesOf(event) : [];
  const typeName = (id: string) => types.find((t) => t.id === id)?.name ?? id;
  if (!r.tickets?.length) return [{ key: r.id, name: r.name, checkedInAt: r.checkedInAt }];
  return r.tickets.map((t) => ({ key: t.id, name: t.name, typeName: typeName(t.ticketTypeId), checkedInAt: t.checkedInAt, answers: t.answers }));
}

/** 'Voice part: Alto; First workshop?: Yes' in the questions' order (unknown ids last, by id). */
export function answersText(questions: readonly Question[] | undefined, answers: Answers | undefined): string {
  if (!answers) return '';
  const label = new Map((questions ?? []).map((q) => [q.id, q.label]));
  const order = (questions ?? []).map((q) => q.id);
  const ids = Object.keys(answers).sort((a, b) => (order.indexOf(a) + 1 || 999) - (order.indexOf(b) + 1 || 999));
  return ids.map((id) => `${label.get(id) ?? id}: ${typeof answers[id] === 'boolean' ? (answers[id] ? 'Yes' : 'No') : String(answers[id])}`).join('; ');
}

/** 'Ada Obi (Adult, checked in); Bola Ade (Student)'. */
export function ticketsText(r: EventRegistration, event: EventLabels): string {
  return orderLines(r, event)
    .map((l) => `${l.name} (${[l.typeName, l.checkedInAt ? 'checked in' : ''].filter(Boolean).join(', ') || 'ticket'})`)
    .join('; ');
}

/** The order's answers, then each attendee's: 'Church: Grace | Bola Ade: Voice part: Alto'. */
export function allAnswersText(r: EventRegistration, event: EventLabels): string {
  const parts = [answersText(event?.questions, r.answers)];
  for (const l of orderLines(r, event)) {
    const text = answersText(event?.questions, l.answers);
    if (text) parts.push(`${l.name}: ${text}`);
  }
  return parts.filter(Boolean).join(' | ');
}
