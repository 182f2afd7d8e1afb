import type { Attendee, AttendeesResponse } from '../../../../../contract/schemas';
import { localVerdict, searchAttendees, withAttendee } from './local-verdict';

const token = (n: number) => `T${String(n).padStart(21, '0')}`;
const attendee = (n: number, extra: Partial<Attendee> = {}): Attendee => ({
  id: `r${n}`,
  name: `Guest ${n}`,
  email: `guest${n}@example.com`,
  phone: '0803 123 456' + n,
  eventId: 'e1',
  status: 'registered',
  ticketToken: token(n),
  ...extra,
});
const list: AttendeesResponse = {
  event: { id: 'e1', title: 'Workshop', date: '2026-11-23', startTime: '10:00 AM', location: 'Hall', maxParticipants: 10, seatsTaken: 3, checkedIn: 1 },
  attendees: [attendee(1), attendee(2, { checkedInAt: '2026-11-23T09:42:00.000Z', checkedInBy: 'ada' }), attendee(3, { status: 'cancelled' })],
  fetchedAt: '2026-11-23T09:00:00.000Z',
};
const AT = '2026-11-23T10:00:00.000Z';

describe('the door offline', () => {
  it('checks in a ticket on the list (token or manage URL) and queues it for the server', () => {
    const verdict = localVerdict(list, `https://harmony.example/tickets/${token(1)}`, 'bola', AT);
    expect(verdict).toMatchObject({ status: 'checked_in', queue: true, checkedInAt: AT, checkedInBy: 'bola', registration: { name: 'Guest 1' } });
    const after = withAttendee(list, verdict.registration!);
    expect(after.event.checkedIn).toBe(2);
    // The same ticket again on this phone: amber, not queued twice.
    expect(localVerdict(after, token(1), 'bola', AT)).toMatchObject({ status: 'already_checked_in', queue: false, checkedInBy: 'bola' });
  });

  it('answers amber, red cancelled and red unknown without queueing what the server cannot change', () => {
    expect(localVerdict(list, token(2), 'bola', AT)).toMatchObject({ status: 'already_checked_in', checkedInBy: 'ada', queue: false });
    expect(localVerdict(list, token(3), 'bola', AT)).toMatchObject({ status: 'cancelled', queue: false });
    expect(localVerdict(list, 'https://example.com/', 'bola', AT)).toEqual({ status: 'invalid', queue: false });
    // Well-formed but not on the list: maybe registered after the download; the server decides on sync.
    expect(localVerdict(list, token(9), 'bola', AT)).toEqual({ status: 'invalid', queue: true });
  });

  it('finds people by name, email or phone digits', () => {
    expect(searchAttendees(list.attendees, 'guest 2').map((a) => a.id)).toEqual(['r2']);
    expect(searchAttendees(list.attendees, 'GUEST3@').map((a) => a.id)).toEqual(['r3']);
    expect(searchAttendees(list.attendees, '1234561').map((a) => a.id)).toEqual(['r1']);
    expect(searchAttendees(list.attendees, 'g')).toEqual([]);
  });
});

describe('an order of several tickets', () => {
  it('checks in one ticket of the order and leaves its other tickets as they were', () => {
    const order = [attendee(1, { id: 'order', ticketId: 'a' }), attendee(2, { id: 'order', ticketId: 'b' })];
    const list = { event: { id: 'e1', title: 'E', date: '2026-01-01', startTime: '10:00', location: 'L', maxParticipants: 5, seatsTaken: 2, checkedIn: 0 }, attendees: order, fetchedAt: '' };
    const after = withAttendee(list, { ...order[1], checkedInAt: '2026-01-01T10:00:00Z' });
    expect(after.attendees).toHaveLength(2);
    expect(after.attendees[0].checkedInAt).toBeUndefined();
    expect(after.attendees[1].checkedInAt).toBe('2026-01-01T10:00:00Z');
    expect(after.event.checkedIn).toBe(1);
  });
});

