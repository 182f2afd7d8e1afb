import { earlyBirdApplies, isFullDay, isListed, priceAt, registrationClosesAt, registrationState, type LifecycleEvent } from './event-lifecycle';

const event: LifecycleEvent = { date: '2030-06-15', startTime: '10:00', endTime: '16:00', isActive: true, maxParticipants: 2, price: 15000 };
// Lagos is UTC+1: 10:00 in Lagos is 09:00Z.
const at = (iso: string) => new Date(iso);

describe('registrationState', () => {
  test('open while active, before the start, with seats left', () => {
    expect(registrationState(event, 1, at('2030-06-15T08:59:59Z'))).toBe('open');
  });
  test('closed from the moment it starts in Lagos', () => {
    expect(registrationState(event, 0, at('2030-06-15T09:00:00Z'))).toBe('closed');
  });
  test('full when every seat is taken', () => {
    expect(registrationState(event, 2, at('2030-06-01T00:00:00Z'))).toBe('full');
  });
  test('closed when inactive', () => {
    expect(registrationState({ ...event, isActive: false }, 0, at('2030-06-01T00:00:00Z'))).toBe('closed');
  });
  test('open through the end of the deadline day in Lagos, closed after', () => {
    const withDeadline = { ...event, registrationDeadline: '2030-06-10' };
    expect(registrationState(withDeadline, 0, at('2030-06-10T22:59:59Z'))).toBe('open');
    expect(registrationState(withDeadline, 0, at('2030-06-10T23:00:00Z'))).toBe('closed');
  });
  test('a deadline on the event day still closes at the start', () => {
    expect(registrationClosesAt({ ...event, registrationDeadline: '2030-06-15' }).toISOString()).toBe('2030-06-15T09:00:00.000Z');
  });
  test('cancelled and archived win over everything', () => {
    expect(registrationState({ ...event, status: 'cancelled' }, 0, at('2030-06-01T00:00:00Z'))).toBe('cancelled');
    expect(registrationState({ ...event, status: 'archived' }, 0, at('2030-06-01T00:00:00Z'))).toBe('archived');
  });
  test('the 2025 workshop is closed like any past event', () => {
    const workshop = { ...event, date: '2025-06-15', maxParticipants: 50 };
    expect(registrationState(workshop, 0, at('2026-01-01T00:00:00Z'))).toBe('closed');
  });
});

describe('early bird and length', () => {
  const early = { ...event, earlyBirdPrice: 10000, earlyBirdEndsOn: '2030-06-01' };
  test('applies through the end of its last Lagos day', () => {
    expect(earlyBirdApplies(early, at('2030-06-01T22:59:00Z'))).toBe(true);
    expect(priceAt(early, at('2030-06-01T22:59:00Z'))).toBe(10000);
    expect(earlyBirdApplies(early, at('2030-06-01T23:00:00Z'))).toBe(false);
    expect(priceAt(early, at('2030-06-01T23:00:00Z'))).toBe(15000);
  });
  test('no early bird without a price', () => {
    expect(earlyBirdApplies(event, at('2020-01-01T00:00:00Z'))).toBe(false);
  });
  test('six hours or more is a full day', () => {
    expect(isFullDay(event)).toBe(true);
    expect(isFullDay({ startTime: '10:00', endTime: '15:59' })).toBe(false);
    expect(isFullDay({ startTime: '10:00', endTime: 'soon' })).toBe(false);
  });
  test('archived and inactive events are not listed; cancelled ones are', () => {
    expect(isListed({ isActive: true, status: 'cancelled' })).toBe(true);
    expect(isListed({ isActive: true, status: 'archived' })).toBe(false);
    expect(isListed({ isActive: false })).toBe(false);
  });
});
