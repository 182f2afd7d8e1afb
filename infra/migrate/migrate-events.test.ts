// The migration against a real local store: old free-text events become whole
// naira and 'HH:mm'; what it cannot read is reported and left untouched.
import { addDays, todayInLagos } from '../../contract/dates';
import { checkinsRepo } from '../../lambdas/lib/db/checkins-repo';
import { eventsRepo } from '../../lambdas/lib/db/events-repo';
import { listUpcomingEvents } from '../../lambdas/lib/db/public-events';
import { ticketsRepo } from '../../lambdas/lib/db/tickets-repo';
import { getItem, putNew } from '../../lambdas/lib/db/items';
import { keys } from '../../lambdas/lib/db/keys';
import { registrationsRepo } from '../../lambdas/lib/db/registrations-repo';
import { useStore } from '../../lambdas/test/harness';
import { clockTime, convertEvent, wholeNaira } from './event-shapes';
import { formatReport, migrateEvents } from './migrate-events';

describe('conversion rules (refuse to guess)', () => {
  test.each([
    ['₦15,000', 15000],
    ['15000 per person', 15000],
    ['₦15,000 per person', 15000],
    ['NGN 2,500', 2500],
    ['Free', 0],
    [12000, 12000],
    ['fifteen thousand', null],
    ['Contact us', null],
    ['₦15,000 - ₦20,000', null],
    ['₦15,000 or ₦10,000 for students', null],
    ['NGN 2,500.50', null],
    ['1,50', null],
    ['Free (donations ₦1,000)', null],
    [-5, null],
  ])('price %p -> %p', (text, amount) => {
    expect(wholeNaira(text)).toBe(amount);
  });

  test.each([
    ['10:00 AM', '10:00'],
    ['4:00 PM', '16:00'],
    ['4pm', '16:00'],
    ['14:00', '14:00'],
    ['12:30 AM', '00:30'],
    ['10', null],
    ['noon', null],
    ['25:00', null],
  ])('time %p -> %p', (text, time) => {
    expect(clockTime(text)).toBe(time);
  });

  test('one unreadable field refuses the whole item, naming every problem', () => {
    const result = convertEvent({ id: 'e1', date: '2030-01-01', price: 'TBC', startTime: '10:00 AM', endTime: 'late', maxParticipants: 5 }, false);
    expect(result).toEqual({ ok: false, id: 'e1', problems: ['price "TBC" is not one whole naira amount', 'endTime "late" is not a clear time of day'] });
  });
});

describe('npm run migrate', () => {
  useStore();
  const legacy = (id: string, fields: Record<string, unknown>) =>
    putNew(
      {
        ...keys.event(id),
        ...keys.eventGsi(typeof fields.date === 'string' ? fields.date : '2030-03-01', id),
        id,
        createdAt: '2024-01-01T00:00:00.000Z',
        title: `Legacy ${id}`,
        description: 'Old shape',
        date: '2030-03-01',
        location: 'Hall',
        address: 'Lagos',
        maxParticipants: 10,
        isActive: true,
        seatsTaken: 0,
        ...fields,
      },
      'Event',
    );

  test('converts what it can read, reports and keeps what it cannot, and is idempotent', async () => {
    await legacy('old-ok', { price: '₦15,000 per person', startTime: '10:00 AM', endTime: '4:00 PM' });
    await legacy('old-bad', { price: 'fifteen thousand', startTime: '10', endTime: '4:00 PM' });
    // Already in the new shape (created through the repository today).
    const fresh = await eventsRepo.create({
      title: 'New',
      description: 'New shape',
      date: addDays(todayInLagos(), 10),
      startTime: '09:00',
      endTime: '12:00',
      location: 'Hall',
      address: 'Lagos',
      price: 0,
      maxParticipants: 5,
      isActive: true,
    });

    const report = await migrateEvents();
    // The fresh event has no ticket types yet either: it gains its one type (the box office), nothing else.
    expect(report.converted.sort()).toEqual(['old-ok', fresh.id].sort());
    expect(report.unchanged).toEqual([]);
    expect(await getItem(keys.event(fresh.id))).toMatchObject({ price: 0, ticketTypes: [{ id: 'general', price: 0 }], ticketsSold: {} });
    expect(report.refused).toEqual([{ id: 'old-bad', problems: ['price "fifteen thousand" is not one whole naira amount', 'startTime "10" is not a clear time of day'] }]);
    expect(formatReport(report)).toContain('old-bad: price "fifteen thousand" is not one whole naira amount');

    expect(await getItem(keys.event('old-ok'))).toMatchObject({
      price: 15000,
      startTime: '10:00',
      endTime: '16:00',
      // 10:00 Lagos is 09:00 UTC: registration closes when it starts.
      registrationClosesAt: '2030-03-01T09:00:00.000Z',
    });
    // Untouched: still the old text for the admin to fix.
    expect(await getItem(keys.event('old-bad'))).toMatchObject({ price: 'fifteen thousand', startTime: '10' });
    expect(await getItem(keys.event('old-bad'))).not.toHaveProperty('registrationClosesAt');

    // The migrated event takes registrations under the lifecycle rule.
    const registered = await registrationsRepo.create({ name: 'Ada Obi', email: 'ada@example.com', phone: '+2348031234567', eventId: 'old-ok' }, new Date());
    expect(registered.ok).toBe(true);

    const again = await migrateEvents();
    expect(again.converted).toEqual([]);
    expect(again.refused.map((r) => r.id)).toEqual(['old-bad']);
  });

  test('marks events that have registrations, so they cannot be deleted', async () => {
    await legacy('old-with-registrations', { price: 'Free', startTime: '9:00 AM', endTime: '11:00 AM', seatsTaken: 0 });
    // A registration made before hadRegistrations existed, since cancelled (seat given back).
    await putNew({ ...keys.registration('r-legacy'), ...keys.registrationGsi('2024-02-01T00:00:00.000Z', 'r-legacy'), id: 'r-legacy', eventId: 'old-with-registrations', status: 'cancelled' }, 'Registration');
    const report = await migrateEvents();
    expect(report.converted).toContain('old-with-registrations');
    expect(await eventsRepo.remove('old-with-registrations')).toBe('has-registrations');
  });

  test('box office: an event and registrations written by the old code get one ticket type carrying the price; old tickets keep working', async () => {
    const eventId = 'old-box-office';
    await legacy(eventId, { date: addDays(todayInLagos(), 5), price: 12000, earlyBirdPrice: 9000, earlyBirdEndsOn: addDays(todayInLagos(), 2), startTime: '10:00', endTime: '14:00', maxParticipants: 10, seatsTaken: 2, hadRegistrations: true, registrationClosesAt: '2099-01-01T00:00:00.000Z' });
    // Two registrations exactly as the code before the box office wrote them: no tickets, one token each.
    for (const n of [1, 2]) {
      const id = `old-reg-${n}`;
      const token = `oldtoken${n}oldtoken${n}xy`;
      await putNew({ ...keys.registration(id), ...keys.registrationGsi(`2024-03-0${n}T00:00:00.000Z`, id), id, name: `Old Guest ${n}`, email: `old${n}@example.com`, phone: '08031234567', eventId, createdAt: `2024-03-0${n}T00:00:00.000Z`, status: 'registered', ticketToken: token }, 'Registration');
      await putNew({ ...keys.ticket(token), registrationId: id, eventId }, 'Ticket');
      await putNew({ ...keys.emailGuard(eventId, `old${n}@example.com`), registrationId: id }, 'Guard');
    }
    const report = await migrateEvents();
    expect(report.converted).toContain(eventId);
    expect(await getItem(keys.event(eventId))).toMatchObject({
      ticketTypes: [{ id: 'general', name: 'General admission', price: 12000, earlyBirdPrice: 9000, position: 0 }],
      ticketsSold: { general: 2 },
      seatsTaken: 2,
    });
    expect((await migrateEvents()).unchanged).toContain(eventId);

    // The old tickets: the ticket page, the door and cancelling still work, on the one type.
    expect((await ticketsRepo.find('oldtoken1oldtoken1xy'))!.registration).toMatchObject({ name: 'Old Guest 1', status: 'registered' });
    expect((await checkinsRepo.checkIn('oldtoken1oldtoken1xy', eventId, 'admin', new Date().toISOString())).status).toBe('checked_in');
    expect((await checkinsRepo.attendees(eventId))!.attendees.map((a) => [a.name, Boolean(a.checkedInAt)])).toEqual([
      ['Old Guest 1', true],
      ['Old Guest 2', false],
    ]);
    expect((await ticketsRepo.cancel('oldtoken2oldtoken2xy', new Date())).ok).toBe(true);
    expect(await getItem(keys.event(eventId))).toMatchObject({ seatsTaken: 1, ticketsSold: { general: 1 } });
    // A new group order on the migrated event: the early-bird price of its one type, counted on it.
    const order = await registrationsRepo.create(
      { name: 'New Buyer', email: 'new@example.com', phone: '08031234567', eventId, tickets: [{ ticketTypeId: 'general', name: 'New One' }, { ticketTypeId: 'general', name: 'New Two' }] },
      new Date(),
    );
    expect(order.ok && order.order.total).toBe(18000);
    expect(await getItem(keys.event(eventId))).toMatchObject({ seatsTaken: 3, ticketsSold: { general: 3 } });
  });

  test('box office: an old event that was never migrated is read as one type, and its first order starts the counters from its seats', async () => {
    const eventId = 'old-unmigrated';
    await legacy(eventId, { date: addDays(todayInLagos(), 5), price: 5000, startTime: '10:00', endTime: '14:00', maxParticipants: 4, seatsTaken: 3, registrationClosesAt: '2099-01-01T00:00:00.000Z' });
    const listed = (await listUpcomingEvents(todayInLagos())).find((e) => e.id === eventId)!;
    expect(listed.ticketTypes).toEqual([{ id: 'general', name: 'General admission', price: 5000, available: 1 }]);
    const two = await registrationsRepo.create({ name: 'Two Seats', email: 'two@example.com', phone: '08031234567', eventId, tickets: [{ ticketTypeId: 'general', name: 'Two A' }, { ticketTypeId: 'general', name: 'Two B' }] }, new Date());
    expect(two).toMatchObject({ ok: false, reason: 'refused', refusal: { status: 409 } });
    const one = await registrationsRepo.create({ name: 'Last Seat', email: 'last@example.com', phone: '08031234567', eventId }, new Date());
    expect(one.ok).toBe(true);
    expect(await getItem(keys.event(eventId))).toMatchObject({ seatsTaken: 4, ticketsSold: { general: 4 } });
  });

  test('a dry run writes nothing', async () => {
    await legacy('old-dry', { price: '₦5,000', startTime: '2:00 PM', endTime: '5:00 PM' });
    const report = await migrateEvents({ dryRun: true });
    expect(report.converted).toContain('old-dry');
    expect(await getItem(keys.event('old-dry'))).toMatchObject({ price: '₦5,000' });
  });
});
