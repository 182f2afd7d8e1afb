// The box office (issue 24; docs/PRODUCT-RULES.md, Box office) through the
// real handlers: group orders across ticket types with quotas, promo and
// access codes, questions, per-ticket door and cancel, and the races that
// must end exactly (last seats, a one-use code, an expiring unpaid order).
import { addDays, todayInLagos } from '../../contract/dates';
import { getItem } from '../lib/db/items';
import { keys } from '../lib/db/keys';
import { outboxRepo } from '../lib/db/outbox-repo';
import { paymentsRepo } from '../lib/db/payments-repo';
import { promoCodesRepo } from '../lib/db/promo-codes-repo';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { runPayments } from '../lib/payments/worker';
import { call, createAdmin, eventBody, loginToken, useStore } from '../test/harness';

useStore();

let token: string;
beforeAll(async () => {
  await createAdmin();
  token = await loginToken();
});

const future = (days: number) => addDays(todayInLagos(), days);
const yesterday = () => addDays(todayInLagos(), -1);

const TYPES = [
  { id: 'adult', name: 'Adult', price: 10000 },
  { id: 'student', name: 'Student', price: 4000, quota: 20 },
  { id: 'choir', name: 'Choir member', price: 6000, hidden: true },
];
const QUESTIONS = [
  { id: 'church', label: 'Church or choir', kind: 'text', required: true, per: 'order' },
  { id: 'part', label: 'Voice part', kind: 'choice', required: true, per: 'attendee', options: ['Soprano', 'Alto', 'Tenor', 'Bass'] },
  { id: 'first', label: 'First workshop?', kind: 'yesno', required: false, per: 'attendee' },
];

async function makeEvent(overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await call('POST', '/api/admin/events', { token, body: eventBody({ date: future(10), ticketTypes: TYPES, questions: QUESTIONS, ...overrides }) });
  if (answer.status !== 201) throw new Error(`event: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}

const buyer = (n: number | string, eventId: string) => ({ name: `Buyer ${n}`, email: `buyer${n}@example.com`, phone: '08012345678', eventId });
const attendee = (name: string, ticketTypeId: string, part = 'Alto', extra: Record<string, unknown> = {}) => ({ ticketTypeId, name, answers: { part }, ...extra });
const plain = (name: string, ticketTypeId: string) => ({ ticketTypeId, name });
const order = (body: Record<string, unknown>) => call('POST', '/api/register', { body });
const eventItem = async (id: string) => (await getItem(keys.event(id)))!;
const registrationsOf = async (eventId: string) => (await registrationsRepo.list()).filter((r) => r.eventId === eventId);

describe('a group order', () => {
  it('books three attendees across types with a code and answers: one transaction, a ticket and token each, mails to the buyer and each attendee with an email', async () => {
    const eventId = await makeEvent();
    await promoCodesRepo.create({ code: 'CHOIR20', eventId, percentOff: 20, reveals: ['choir'] });
    const answer = await order({
      ...buyer(1, eventId),
      promoCode: 'choir20',
      answers: { church: 'Cathedral Choir' },
      tickets: [
        attendee('Ada Obi', 'adult', 'Soprano', { email: 'ada@example.com' }),
        attendee('Bola Ade', 'student', 'Tenor', { answers: { part: 'Tenor', first: true } }),
        attendee('Chi Eze', 'choir', 'Bass', { email: 'BUYER1@example.com' }),
      ],
    });
    expect(answer.status).toBe(201);
    // Whole naira after 20 % off each: 8000 + 3200 + 4800. No key is configured here: pay at the venue.
    expect(answer.body).toMatchObject({ success: true, id: expect.any(String), data: { total: 16000 } });
    expect(answer.body.data.tickets.map((t: { ticketTypeId: string; name: string }) => [t.ticketTypeId, t.name])).toEqual([
      ['adult', 'Ada Obi'],
      ['student', 'Bola Ade'],
      ['choir', 'Chi Eze'],
    ]);
    const stored = (await registrationsRepo.get(answer.body.id))!;
    expect(stored).toMatchObject({ total: 16000, promoCode: 'CHOIR20', answers: { church: 'Cathedral Choir' }, payment: { status: 'venue', amount: 16000 } });
    expect(stored.tickets!.map((t) => t.price)).toEqual([8000, 3200, 4800]);
    expect(stored.tickets![1].answers).toEqual({ part: 'Tenor', first: true });
    // Each ticket its own token and TICKET# item.
    const tokens = stored.tickets!.map((t) => t.token);
    expect(new Set(tokens).size).toBe(3);
    for (const t of stored.tickets!) expect(await getItem(keys.ticket(t.token))).toMatchObject({ registrationId: stored.id, ticketId: t.id });
    const event = await eventItem(eventId);
    expect(event).toMatchObject({ seatsTaken: 3, ticketsSold: { adult: 1, student: 1, choir: 1 } });
    expect((await promoCodesRepo.get('CHOIR20'))).toMatchObject({ uses: 1, revenue: 16000 });
    // The buyer's mail (listing every ticket) and Ada's own; Chi's email is the buyer's: no second mail.
    const mails = await mailsOf(stored.id);
    expect(mails.map((m) => [m.kind, m.to[0], m.refs.ticketId ?? null]).sort()).toEqual(
      [
        ['confirmation', 'buyer1@example.com', null],
        ['confirmation', 'ada@example.com', `${stored.id}-t1`],
      ].sort(),
    );
  });

  it('keeps the old body: one ticket of the first visible type for the buyer, at its price', async () => {
    const eventId = await makeEvent();
    const answer = await order({ ...buyer(2, eventId), answers: { church: 'St Mary' }, tickets: undefined });
    // The per-attendee question is required: the buyer's one ticket has no answer to it.
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'tickets.0.answers.part': 'Please answer this question' });
    const plain = await makeEvent({ questions: [] });
    const ok = await order(buyer(3, plain));
    expect(ok.status).toBe(201);
    expect(ok.body.data).toEqual({ total: 10000, tickets: [{ id: `${ok.body.id}-t1`, ticketTypeId: 'adult', name: 'Buyer 3' }] });
  });

  it('shows the public visible types with what is left, and the questions', async () => {
    const eventId = await makeEvent({ maxParticipants: 30 });
    await order({ ...buyer(4, eventId), answers: { church: 'x' }, tickets: [attendee('Dayo', 'student'), attendee('Ebi', 'student')] });
    const list = await call('GET', '/api/events/upcoming');
    const event = list.body.events.find((e: { id: string }) => e.id === eventId);
    expect(event.ticketTypes).toEqual([
      { id: 'adult', name: 'Adult', price: 10000, available: 28 },
      { id: 'student', name: 'Student', price: 4000, available: 18 },
    ]);
    expect(event.questions.map((q: { id: string }) => q.id)).toEqual(['church', 'part', 'first']);
    expect(event.ticketsSold).toBeUndefined();
  });
});

describe('bad input: a 4xx with the field, nothing stored, no seat held', () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = await makeEvent({ maxParticipants: 30, ticketTypes: [...TYPES, { id: 'early', name: 'Early', price: 3000, salesEndOn: yesterday() }, { id: 'few', name: 'Few', price: 1000, quota: 1 }] });
    await promoCodesRepo.create({ code: 'OLDCODE', eventId, percentOff: 10, validUntil: yesterday() });
    await promoCodesRepo.create({ code: 'ONCE', eventId, amountOff: 500, maxUses: 1 });
    await promoCodesRepo.create({ code: 'ELSEWHERE', eventId: 'another-event', percentOff: 10 });
    // The one use of ONCE is taken.
    expect((await order({ ...buyer('once', eventId), promoCode: 'ONCE', answers: { church: 'x' }, tickets: [attendee('Once', 'adult')] })).status).toBe(201);
  });
  const base = () => ({ ...buyer('bad', eventId), answers: { church: 'x' } });
  const cases: Array<[string, () => Record<string, unknown>, number, string]> = [
    ['an unknown type', () => ({ ...base(), tickets: [attendee('Ann', 'vip')] }), 400, 'tickets.0.ticketTypeId'],
    ['more than 10 tickets', () => ({ ...base(), tickets: Array.from({ length: 11 }, (_, i) => attendee(`P${i}`, 'adult')) }), 400, 'tickets'],
    ['no tickets at all', () => ({ ...base(), tickets: [] }), 400, 'tickets'],
    ['a quota exceeded', () => ({ ...base(), tickets: [attendee('Ann', 'few'), attendee('Ben', 'few')] }), 409, 'tickets'],
    ['a sale window closed', () => ({ ...base(), tickets: [attendee('Ann', 'early')] }), 400, 'tickets.0.ticketTypeId'],
    ['a hidden type without its code', () => ({ ...base(), tickets: [attendee('Ann', 'choir')] }), 400, 'tickets.0.ticketTypeId'],
    ['an expired code', () => ({ ...base(), promoCode: 'oldcode', tickets: [attendee('Ann', 'adult')] }), 400, 'promoCode'],
    ['a used-up code', () => ({ ...base(), promoCode: 'ONCE', tickets: [attendee('Ann', 'adult')] }), 409, 'promoCode'],
    ['an unknown code', () => ({ ...base(), promoCode: 'NOSUCH', tickets: [attendee('Ann', 'adult')] }), 400, 'promoCode'],
    ["another event's code", () => ({ ...base(), promoCode: 'ELSEWHERE', tickets: [attendee('Ann', 'adult')] }), 400, 'promoCode'],
    ['a choice not in the list', () => ({ ...base(), tickets: [attendee('Ann', 'adult', 'Baritone')] }), 400, 'tickets.0.answers.part'],
    ['a missing required answer', () => ({ ...buyer('bad', eventId), tickets: [attendee('Ann', 'adult')] }), 400, 'answers.church'],
    ['an answer to no question', () => ({ ...base(), answers: { church: 'x', shoe: '42' }, tickets: [attendee('Ann', 'adult')] }), 400, 'answers.shoe'],
    ['a yes/no answered with words', () => ({ ...base(), tickets: [attendee('Ann', 'adult', 'Alto', { answers: { part: 'Alto', first: 'maybe' } })] }), 400, 'tickets.0.answers.first'],
    ['an attendee without a name', () => ({ ...base(), tickets: [{ ticketTypeId: 'adult', name: '' }] }), 400, 'tickets.0.name'],
  ];
  it.each(cases)('%s', async (_label, body, status, field) => {
    const before = await eventItem(eventId);
    const countBefore = (await registrationsOf(eventId)).length;
    const answer = await order(body());
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(Object.keys(answer.body.errors ?? {})).toContain(field);
    const after = await eventItem(eventId);
    expect(after.seatsTaken).toBe(before.seatsTaken);
    expect(after.ticketsSold).toEqual(before.ticketsSold);
    expect((await registrationsOf(eventId)).length).toBe(countBefore);
    // The buyer's email is not taken either.
    expect(await getItem(keys.emailGuard(eventId, 'buyerbad@example.com'))).toBeNull();
    expect((await promoCodesRepo.get('ONCE'))!.uses).toBe(1);
  });

  it('refuses an event body with a price or quota that is not a whole number, a quota above capacity, or a choice without options', async () => {
    const bad = [
      { ticketTypes: [{ name: 'Adult', price: 100.5 }] },
      { ticketTypes: [{ name: 'Adult', price: 100, quota: 2.5 }] },
      { ticketTypes: [{ name: 'Adult', price: 100, quota: 31 }] },
      { questions: [{ label: 'Part', kind: 'choice', required: true, per: 'attendee', options: ['Only one'] }] },
    ];
    for (const body of bad) {
      const answer = await call('POST', '/api/admin/events', { token, body: eventBody({ date: future(10), ...body }) });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors)[0]).toMatch(/^(ticketTypes|questions)\.0\./);
    }
  });

  it('refuses removing a type that has tickets, or a quota below them (409)', async () => {
    const id = await makeEvent({ questions: [] });
    expect((await order({ ...buyer('edit', id), tickets: [plain('Ann', 'student'), plain('Ben', 'student')] })).status).toBe(201);
    const without = await call('PUT', `/api/admin/events/${id}`, { token, body: eventBody({ date: future(10), ticketTypes: [TYPES[0]] }) });
    expect(without.status).toBe(409);
    const below = await call('PUT', `/api/admin/events/${id}`, { token, body: eventBody({ date: future(10), ticketTypes: [TYPES[0], { ...TYPES[1], quota: 1 }] }) });
    expect(below.status).toBe(409);
    const fine = await call('PUT', `/api/admin/events/${id}`, { token, body: eventBody({ date: future(10), ticketTypes: [TYPES[0], { ...TYPES[1], quota: 2 }] }) });
    expect(fine.status).toBe(200);
  });
});

describe('races', () => {
  it('20 orders racing for the last 5 seats across two types with quotas: exactly 5 pass, no type over its quota', async () => {
    const eventId = await makeEvent({
      maxParticipants: 5,
      questions: [],
      ticketTypes: [
        { id: 'adult', name: 'Adult', price: 1000, quota: 3 },
        { id: 'student', name: 'Student', price: 500, quota: 3 },
      ],
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => order({ ...buyer(`race${i}`, eventId), tickets: [{ ticketTypeId: i % 2 ? 'student' : 'adult', name: `Racer ${i}` }] })),
    );
    const passed = answers.filter((a) => a.status === 201);
    expect(passed).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(15);
    const types = passed.map((a) => a.body.data.tickets[0].ticketTypeId as string);
    const adults = types.filter((t) => t === 'adult').length;
    const students = types.filter((t) => t === 'student').length;
    expect(adults).toBeLessThanOrEqual(3);
    expect(students).toBeLessThanOrEqual(3);
    const event = await eventItem(eventId);
    expect(event.seatsTaken).toBe(5);
    expect(event.ticketsSold).toEqual({ adult: adults, student: students });
    expect(await registrationsOf(eventId)).toHaveLength(5);
  });

  it('10 orders racing for a code with one use: exactly one is discounted', async () => {
    const eventId = await makeEvent({ questions: [] });
    await promoCodesRepo.create({ code: 'FIRSTONE', eventId, fixedPrice: 0, maxUses: 1 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => order({ ...buyer(`code${i}`, eventId), promoCode: 'FIRSTONE', tickets: [{ ticketTypeId: 'adult', name: `Coder ${i}` }] })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(9);
    for (const a of refused) expect(a).toMatchObject({ status: 409, body: { errors: { promoCode: 'This code has been used up' } } });
    const discounted = (await registrationsOf(eventId)).filter((r) => r.promoCode === 'FIRSTONE');
    expect(discounted).toHaveLength(1);
    expect(discounted[0].total).toBe(0);
    expect(await promoCodesRepo.get('FIRSTONE')).toMatchObject({ uses: 1 });
    expect((await eventItem(eventId)).seatsTaken).toBe(1);
  });

  it("an unpaid order's expiry gives back its seats, its type counts and its code use", async () => {
    const eventId = await makeEvent({ questions: [] });
    await promoCodesRepo.create({ code: 'HOLDME', eventId, percentOff: 50, maxUses: 1 });
    const created = await registrationsRepo.create(
      { ...buyer('hold', eventId), promoCode: 'HOLDME', tickets: [{ ticketTypeId: 'adult', name: 'Hold A' }, { ticketTypeId: 'student', name: 'Hold B' }] },
      new Date(),
      { paymentFor: async (total) => ({ mode: 'online', amount: total, holdUntil: new Date(Date.now() + 60_000).toISOString() }) },
    );
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.order.total).toBe(7000);
    expect(await eventItem(eventId)).toMatchObject({ seatsTaken: 2, ticketsSold: { adult: 1, student: 1 } });
    expect(await promoCodesRepo.get('HOLDME')).toMatchObject({ uses: 1, revenue: 7000 });
    // Two sweepers at once, after the hold: exactly one expiry.
    const runs = await Promise.all([runPayments({ now: new Date(Date.now() + 120_000), log: () => undefined }), runPayments({ now: new Date(Date.now() + 120_000), log: () => undefined })]);
    expect(runs.reduce((n, r) => n + r.expired, 0)).toBe(1);
    expect(await eventItem(eventId)).toMatchObject({ seatsTaken: 0, ticketsSold: { adult: 0, student: 0 } });
    expect(await promoCodesRepo.get('HOLDME')).toMatchObject({ uses: 0, revenue: 0 });
    expect(await getItem(keys.emailGuard(eventId, 'buyerhold@example.com'))).toBeNull();
    expect((await registrationsRepo.get(created.registration.id))!).toMatchObject({ status: 'cancelled', payment: { status: 'expired' } });
    // The code can be used again.
    expect((await order({ ...buyer('after', eventId), promoCode: 'HOLDME', tickets: [{ ticketTypeId: 'adult', name: 'After' }] })).status).toBe(201);
  });

  it('an admin lowering a quota between an order reading the event and writing it: the order reads again and is refused, never over the new quota', async () => {
    const types = [
      { id: 'adult', name: 'Adult', price: 1000 },
      { id: 'student', name: 'Student', price: 500, quota: 3 },
    ];
    const eventId = await makeEvent({ questions: [], ticketTypes: types });
    expect((await order({ ...buyer('cut0', eventId), tickets: [plain('S1', 'student'), plain('S2', 'student')] })).status).toBe(201);
    let cuts = 0;
    const created = await registrationsRepo.create({ ...buyer('cut1', eventId), tickets: [plain('S3', 'student')] }, new Date(), {
      // Runs after the order planned on quota 3 and before its transaction: the admin cuts the quota to the 2 sold.
      paymentFor: async (total) => {
        if (!cuts++) {
          const cut = await call('PUT', `/api/admin/events/${eventId}`, { token, body: eventBody({ date: future(10), questions: [], ticketTypes: [types[0], { ...types[1], quota: 2 }] }) });
          expect(cut.status).toBe(200);
        }
        return { mode: 'venue', amount: total };
      },
    });
    expect(created).toMatchObject({ ok: false });
    expect((await eventItem(eventId)).ticketsSold).toEqual({ student: 2 });
    expect(await registrationsOf(eventId)).toHaveLength(1);
  });

  it('quota cuts racing with orders: no type ends above its quota', async () => {
    const types = [
      { id: 'adult', name: 'Adult', price: 1000 },
      { id: 'student', name: 'Student', price: 500, quota: 8 },
    ];
    const eventId = await makeEvent({ questions: [], ticketTypes: types });
    const cut = (quota: number) => call('PUT', `/api/admin/events/${eventId}`, { token, body: eventBody({ date: future(10), questions: [], ticketTypes: [types[0], { ...types[1], quota }] }) });
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => order({ ...buyer(`cutrace${i}`, eventId), tickets: [plain(`R${i}`, 'student')] })),
      cut(4),
      cut(3),
    ]);
    const event = await eventItem(eventId);
    const quota = (event.ticketTypes as { id: string; quota?: number }[]).find((t) => t.id === 'student')!.quota!;
    const sold = (event.ticketsSold as Record<string, number>).student;
    expect(sold).toBeLessThanOrEqual(quota);
    expect(answers.slice(0, 8).filter((a) => a.status === 201)).toHaveLength(sold);
    expect(await registrationsOf(eventId)).toHaveLength(sold);
    expect(event.seatsTaken).toBe(sold);
  });

  it('a charge that is not the order total is flagged, never paid', async () => {
    const eventId = await makeEvent({ questions: [] });
    const created = await registrationsRepo.create(
      { ...buyer('short', eventId), tickets: [{ ticketTypeId: 'adult', name: 'S1' }, { ticketTypeId: 'adult', name: 'S2' }] },
      new Date(),
      { paymentFor: async (total) => ({ mode: 'online', amount: total, holdUntil: new Date(Date.now() + 60_000).toISOString() }) },
    );
    if (!created.ok) throw new Error('order refused');
    // One ticket's price in kobo instead of the two.
    const outcome = await paymentsRepo.applyCharge({ reference: created.registration.id, status: 'success', amount: 1_000_000, currency: 'NGN' });
    expect(outcome).toBe('refund-due');
    expect((await registrationsRepo.get(created.registration.id))!.payment).toMatchObject({ status: 'refund_due', amount: 20000 });
    const paid = await registrationsRepo.create(
      { ...buyer('exact', eventId), tickets: [{ ticketTypeId: 'adult', name: 'E1', email: 'e1@example.com' }, { ticketTypeId: 'adult', name: 'E2' }] },
      new Date(),
      { paymentFor: async (total) => ({ mode: 'online', amount: total, holdUntil: new Date(Date.now() + 60_000).toISOString() }) },
    );
    if (!paid.ok) throw new Error('order refused');
    expect(await mailsOf(paid.registration.id)).toHaveLength(0);
    expect(await paymentsRepo.applyCharge({ reference: paid.registration.id, status: 'success', amount: 2_000_000, currency: 'NGN' })).toBe('paid');
    // Paid: the buyer's mail and E1's own ticket mail.
    expect((await mailsOf(paid.registration.id)).map((m) => m.to[0]).sort()).toEqual(['buyerexact@example.com', 'e1@example.com']);
  });
});

describe('the door and cancel, per ticket', () => {
  it('lists each ticket, checks each in once, undoes one by its ticket id, and cancels one ticket of a group', async () => {
    const eventId = await makeEvent({ date: todayInLagos(), startTime: '23:59', endTime: '23:30', questions: QUESTIONS });
    const made = await order({ ...buyer('door', eventId), answers: { church: 'Choir' }, tickets: [attendee('Door One', 'adult', 'Alto'), attendee('Door Two', 'student', 'Bass')] });
    expect(made.status).toBe(201);
    const list = await call('GET', `/api/admin/events/${eventId}/attendees`, { token });
    expect(list.body.attendees.map((a: { name: string }) => a.name)).toEqual(['Door One', 'Door Two']);
    const two = list.body.attendees[1];
    expect(two).toMatchObject({ id: made.body.id, ticketId: `${made.body.id}-t2`, ticketTypeId: 'student', ticketTypeName: 'Student', buyerName: 'Buyer door', answers: { church: 'Choir', part: 'Bass' } });
    // Two phones scan ticket two at once: one check-in.
    const scans = await Promise.all([0, 1].map(() => call('POST', '/api/admin/check-ins', { token, body: { code: two.ticketToken, eventId } })));
    expect(scans.map((s) => s.body.status).sort()).toEqual(['already_checked_in', 'checked_in']);
    expect((await eventItem(eventId)).checkedIn).toBe(1);
    const after = await call('GET', `/api/admin/events/${eventId}/attendees`, { token });
    expect(after.body.attendees.map((a: { checkedInAt?: string }) => Boolean(a.checkedInAt))).toEqual([false, true]);
    expect((await call('DELETE', `/api/admin/check-ins/${two.ticketId}`, { token })).status).toBe(200);
    expect((await eventItem(eventId)).checkedIn).toBe(0);
    // Cancel ticket one: its seat and type count come back, the order and ticket two stay.
    const one = after.body.attendees[0];
    expect((await call('POST', `/api/tickets/${one.ticketToken}/cancel`)).status).toBe(200);
    expect(await eventItem(eventId)).toMatchObject({ seatsTaken: 1, ticketsSold: { adult: 0, student: 1 } });
    expect((await call('GET', `/api/tickets/${one.ticketToken}`)).body.ticket).toMatchObject({ name: 'Door One', status: 'cancelled' });
    expect((await call('GET', `/api/tickets/${two.ticketToken}`)).body.ticket).toMatchObject({ name: 'Door Two', status: 'registered' });
    expect((await call('POST', '/api/admin/check-ins', { token, body: { code: one.ticketToken, eventId } })).body.status).toBe('cancelled');
    expect((await call('POST', `/api/tickets/${one.ticketToken}/cancel`)).status).toBe(409);
    // The last live ticket cancels the order: the buyer's email is free again.
    expect((await call('POST', `/api/tickets/${two.ticketToken}/cancel`)).status).toBe(200);
    expect((await registrationsRepo.get(made.body.id))!.status).toBe('cancelled');
    expect(await eventItem(eventId)).toMatchObject({ seatsTaken: 0, ticketsSold: { adult: 0, student: 0 } });
    // A walk-in: the door's quick form asks no questions, so the required ones do not block it.
    const walkIn = await call('POST', `/api/admin/events/${eventId}/walk-ins`, { token, body: { name: 'Walk Up', email: 'walk@example.com', phone: '08031234567' } });
    expect(walkIn.status).toBe(201);
    expect(walkIn.body.registration).toMatchObject({ name: 'Walk Up', ticketTypeId: 'adult', checkedInAt: expect.any(String) });
    expect(await eventItem(eventId)).toMatchObject({ seatsTaken: 1, checkedIn: 1, ticketsSold: { adult: 1 } });
  });
});

describe('promo codes (admin)', () => {
  it('creates, lists with uses and revenue, refuses a duplicate or bad one, and deletes', async () => {
    const eventId = await makeEvent({ questions: [] });
    expect((await call('POST', '/api/admin/promo-codes', { token, body: { code: 'church-5k', eventId, amountOff: 5000, ticketTypeIds: ['adult'] } })).status).toBe(201);
    expect((await call('POST', '/api/admin/promo-codes', { token, body: { code: 'CHURCH-5K', percentOff: 10 } })).status).toBe(409);
    expect((await call('POST', '/api/admin/promo-codes', { token, body: { code: 'TWO', percentOff: 10, amountOff: 100 } })).status).toBe(400);
    expect((await call('POST', '/api/admin/promo-codes', { token, body: { code: 'NOTYPE', eventId, percentOff: 10, ticketTypeIds: ['nope'] } })).body.errors).toEqual({ ticketTypeIds: 'Unknown ticket type for this event' });
    expect((await call('POST', '/api/admin/promo-codes', { token, body: { code: 'NOTHING' } })).status).toBe(400);
    // 5000 off the adult only: 5000 + 4000.
    const made = await order({ ...buyer('promo', eventId), promoCode: 'Church-5k', tickets: [plain('P1', 'adult'), plain('P2', 'student')] });
    expect(made.body.data.total).toBe(9000);
    const list = await call('GET', '/api/admin/promo-codes', { token });
    expect(list.body.data.find((c: { id: string }) => c.id === 'CHURCH-5K')).toMatchObject({ code: 'CHURCH-5K', uses: 1, revenue: 9000, amountOff: 5000 });
    expect((await call('DELETE', '/api/admin/promo-codes/CHURCH-5K', { token })).status).toBe(200);
    expect((await call('DELETE', '/api/admin/promo-codes/CHURCH-5K', { token })).status).toBe(404);
    // Admin registrations carry the tickets and answers.
    const regs = await call('GET', `/api/admin/registrations?eventId=${eventId}`, { token });
    expect(regs.body.data.items[0].tickets.map((t: { name: string; ticketTypeId: string }) => [t.name, t.ticketTypeId])).toEqual([
      ['P1', 'adult'],
      ['P2', 'student'],
    ]);
  });
});

async function mailsOf(registrationId: string) {
  const due = await outboxRepo.due(new Date(Date.now() + 3600_000).toISOString(), 500);
  return due.filter((m) => m.refs.registrationId === registrationId && m.kind === 'confirmation');
}
