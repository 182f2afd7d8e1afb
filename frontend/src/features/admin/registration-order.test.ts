import type { Event, EventRegistration } from '../../../../contract/schemas';
import { allAnswersText, ticketsText } from './registration-order';
import { registrationCsvColumns } from './submission-columns';

const event = {
  id: 'e1',
  price: 0,
  maxParticipants: 10,
  ticketTypes: [
    { id: 'adult', name: 'Adult', price: 5000, position: 0 },
    { id: 'student', name: 'Student', price: 2000, position: 1 },
  ],
  questions: [
    { id: 'church', label: 'Church', kind: 'text', required: false, per: 'order' },
    { id: 'part', label: 'Voice part', kind: 'choice', required: true, per: 'attendee', options: ['Alto', 'Bass'] },
    { id: 'first', label: 'First time?', kind: 'yesno', required: false, per: 'attendee' },
  ],
} as unknown as Event;

const order = {
  id: 'r1',
  eventId: 'e1',
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '08031234567',
  createdAt: '2026-01-01T10:00:00Z',
  answers: { church: 'Grace Chapel' },
  promoCode: 'CHOIR10',
  total: 6300,
  tickets: [
    { id: 't1', ticketTypeId: 'adult', name: 'Ada Obi', token: 'x', price: 4500, answers: { part: 'Alto' }, checkedInAt: '2026-01-02T10:00:00Z' },
    { id: 't2', ticketTypeId: 'student', name: 'Bola Ade', token: 'y', price: 1800, answers: { part: 'Bass', first: true } },
  ],
} as unknown as EventRegistration;

test('an order lists every ticket with its type and check-in, and every answer by its question', () => {
  expect(ticketsText(order, event)).toBe('Ada Obi (Adult, checked in); Bola Ade (Student)');
  expect(allAnswersText(order, event)).toBe('Church: Grace Chapel | Ada Obi: Voice part: Alto | Bola Ade: Voice part: Bass; First time?: Yes');
});

test('the CSV carries the tickets, the code, the total and the answers; an older registration is one ticket', () => {
  const columns = registrationCsvColumns(() => 'Choir Day', () => event);
  const row = Object.fromEntries(columns.map((c) => [c.header, c.value(order)]));
  expect(row).toMatchObject({ Tickets: 'Ada Obi (Adult, checked in); Bola Ade (Student)', 'Ticket Count': 2, 'Promo Code': 'CHOIR10', 'Total (NGN)': 6300 });
  expect(row.Answers).toContain('Bola Ade: Voice part: Bass');
  const older = { ...order, tickets: undefined, answers: undefined, total: undefined, promoCode: undefined } as EventRegistration;
  expect(ticketsText(older, undefined)).toBe('Ada Obi (ticket)');
  expect(Object.fromEntries(columns.map((c) => [c.header, c.value(older)]))['Ticket Count']).toBe(1);
});
