// The migration against a real local store: old free-text events become whole
// naira and 'HH:mm'; what it cannot read is reported and left untouched.
import { addDays, todayInLagos } from '../../contract/dates';
import { eventsRepo } from '../../lambdas/lib/db/events-repo';
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
    expect(report.converted).toEqual(['old-ok']);
    expect(report.unchanged).toEqual([fresh.id]);
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

  test('a dry run writes nothing', async () => {
    await legacy('old-dry', { price: '₦5,000', startTime: '2:00 PM', endTime: '5:00 PM' });
    const report = await migrateEvents({ dryRun: true });
    expect(report.converted).toContain('old-dry');
    expect(await getItem(keys.event('old-dry'))).toMatchObject({ price: '₦5,000' });
  });
});
