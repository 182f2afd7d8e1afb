// GET /api/admin/stats through the wrapper: the period rule, and the booking
// source the register body carries (docs/ARCHITECTURE.md, Insights).
import { addDays, todayInLagos } from '../../contract/dates';
import { STATS_MESSAGES } from '../../contract/stats';
import { promoCodesRepo } from '../lib/db/promo-codes-repo';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { call, createAdmin, eventBody, loginToken, useStore } from '../test/harness';

useStore();

let token: string;
beforeAll(async () => {
  await createAdmin();
  token = await loginToken();
});

const stats = (query = '') => call('GET', `/api/admin/stats${query}`, { token });
const today = todayInLagos();

describe('GET /api/admin/stats', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/stats')).status).toBe(401);
  });

  it('answers the last 30 Lagos days by default, every day present', async () => {
    const answer = await stats();
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const { data } = answer.body;
    expect(data.from).toBe(addDays(today, -29));
    expect(data.to).toBe(today);
    expect(data.revenue).toHaveLength(30);
    expect(data.registrations).toHaveLength(30);
    expect(data.registrations[29]).toEqual({ day: today, count: 0 });
    expect(data.sources).toEqual({ direct: 0, whatsapp: 0, code: 0 });
  });

  it('accepts 366 days apart and refuses 367, bad days and a reversed period with a 400 and a message', async () => {
    expect((await stats(`?from=2024-01-01&to=2024-12-31`)).body.data.revenue).toHaveLength(366);
    expect((await stats(`?from=2024-01-01&to=2025-01-01`)).status).toBe(200);
    const cases: [string, string, string][] = [
      ['?from=2024-01-01&to=2025-01-02', STATS_MESSAGES.tooLong, 'from'],
      ['?from=2025-02-30&to=2025-03-01', STATS_MESSAGES.badDay('from'), 'from'],
      ['?from=yesterday', STATS_MESSAGES.badDay('from'), 'from'],
      ['?to=2025-13-01', STATS_MESSAGES.badDay('to'), 'to'],
      ['?from=2025-03-02&to=2025-03-01', STATS_MESSAGES.order, 'from'],
    ];
    for (const [query, message, field] of cases) {
      const answer = await stats(query);
      expect({ query, status: answer.status, message: answer.body.message }).toEqual({ query, status: 400, message });
      expect(answer.body.errors).toEqual({ [field]: message });
    }
  });

  it('counts where bookings came from, as the register body says; an unknown source is a 400 that stores nothing', async () => {
    const created = await call('POST', '/api/admin/events', { token, body: eventBody({ date: addDays(today, 5), price: 0 }) });
    const eventId = created.body.id as string;
    const person = (n: number) => ({ name: `Guest ${n}`, email: `guest${n}@example.com`, phone: '08012345678', eventId });
    expect((await call('POST', '/api/register', { body: { ...person(1), source: 'whatsapp' } })).status).toBe(201);
    expect((await call('POST', '/api/register', { body: { ...person(2), source: 'direct' } })).status).toBe(201);
    expect((await call('POST', '/api/register', { body: person(3) })).status).toBe(201);
    const refused = await call('POST', '/api/register', { body: { ...person(4), source: 'facebook' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.source).toBe(STATS_MESSAGES.badSource);

    const { data } = (await stats(`?from=${today}&to=${today}`)).body;
    expect(data.sources).toEqual({ direct: 2, whatsapp: 1, code: 0 });
    expect(data.registrations).toEqual([{ day: today, count: 3 }]);
    expect(data.events).toContainEqual(expect.objectContaining({ id: eventId, seatsTaken: 3, capacity: 30, revenue: 0, checkedIn: 0 }));
    const stored = await registrationsRepo.list();
    // Stored only when not direct (absent = direct).
    expect(stored.map((r) => r.source ?? 'absent').sort()).toEqual(['absent', 'absent', 'whatsapp']);
  });

  it("per event: tickets sold by type and the event's codes with their uses and revenue, from the counters the orders keep", async () => {
    const ticketTypes = [
      { id: 'adult', name: 'Adult', price: 10000 },
      { id: 'student', name: 'Student', price: 4000, quota: 5 },
    ];
    const created = await call('POST', '/api/admin/events', { token, body: eventBody({ date: addDays(today, 6), ticketTypes }) });
    const eventId = created.body.id as string;
    await promoCodesRepo.create({ code: 'SALES10', eventId, percentOff: 10 });
    await promoCodesRepo.create({ code: 'EVERYWHERE', amountOff: 1000 });
    const buyer = (n: number) => ({ name: `Buyer ${n}`, email: `sales${n}@example.com`, phone: '08012345678', eventId });
    const orders = await Promise.all([
      call('POST', '/api/register', { body: { ...buyer(1), promoCode: 'SALES10', tickets: [{ ticketTypeId: 'adult', name: 'A1' }, { ticketTypeId: 'student', name: 'S1' }] } }),
      call('POST', '/api/register', { body: { ...buyer(2), tickets: [{ ticketTypeId: 'student', name: 'S2' }, { ticketTypeId: 'student', name: 'S3' }] } }),
      call('POST', '/api/register', { body: { ...buyer(3), promoCode: 'EVERYWHERE', tickets: [{ ticketTypeId: 'adult', name: 'A2' }] } }),
    ]);
    expect(orders.map((o) => o.status)).toEqual([201, 201, 201]);

    const row = (await stats()).body.data.events.find((e: { id: string }) => e.id === eventId);
    expect(row.types).toEqual([
      { id: 'adult', name: 'Adult', sold: 2 },
      { id: 'student', name: 'Student', sold: 3, quota: 5 },
    ]);
    // A code limited to the event is its own; a code for every event is not split per event.
    expect(row.codes).toEqual([{ code: 'SALES10', uses: 1, revenue: 12600 }]);
    expect(row.seatsTaken).toBe(5);
  });
});
