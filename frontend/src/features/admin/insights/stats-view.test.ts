import type { StatsData } from '../../../../../contract/stats';
import { sharedVia, sourceOfThisVisit } from '../../../lib/event-url';
import { buildCsv } from '../csv';
import { checkInRate, codesLine, EVENT_COLUMNS, noShows, pastEvents, revenuePoints, seatParts, seatsTable, summaries, typesLine, upcomingEvents, weekOf } from './stats-view';

/** No seats held and nobody waiting: the events of the tests that are not about them. */
const NOTHING_HELD = { seatsHeld: 0, seatsOffered: 0, waitlisted: 0, waitlistSeats: 0 };

const data: StatsData = {
  from: '2026-11-01',
  to: '2026-11-10',
  revenue: Array.from({ length: 10 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, naira: i === 2 ? 15000 : i === 9 ? -5000 : 0 })),
  registrations: Array.from({ length: 10 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, count: i === 4 ? 3 : 0 })),
  events: [
    {
      id: 'a',
      title: 'Choir Masterclass',
      date: '2026-11-02',
      seatsTaken: 8,
      ...NOTHING_HELD,
      capacity: 10,
      revenue: 40000,
      refunded: 0,
      checkedIn: 6,
      types: [
        { id: 'adult', name: 'Adult', sold: 5 },
        { id: 'student', name: 'Student', sold: 3, quota: 4 },
      ],
      codes: [
        { code: 'CHOIR10', uses: 2, revenue: 18000 },
        { code: 'ONCE', uses: 1, revenue: 4500 },
      ],
    },
    { id: 'b', title: 'Piano Day', date: '2026-12-01', seatsTaken: 3, ...NOTHING_HELD, capacity: 20, revenue: 0, refunded: 0, checkedIn: 0, types: [{ id: 'standard', name: 'Standard', sold: 3 }], codes: [] },
    { id: 'c', title: 'Cancelled Day', date: '2026-12-02', seatsTaken: 0, ...NOTHING_HELD, capacity: 20, revenue: 0, refunded: 0, checkedIn: 0, status: 'cancelled', types: [], codes: [] },
  ],
  sources: { direct: 2, whatsapp: 1, code: 0 },
  services: [],
  programmes: [],
};

describe('the insights as the charts show them', () => {
  it('adds days up into Monday weeks, refunds taking away', () => {
    expect(weekOf('2026-11-01')).toBe('2026-10-26'); // a Sunday belongs to the week before
    expect(weekOf('2026-11-02')).toBe('2026-11-02');
    expect(revenuePoints(data, 'week').map((p) => [p.key, p.value])).toEqual([
      ['2026-10-26', 0],
      ['2026-11-02', 15000],
      ['2026-11-09', -5000],
    ]);
  });

  it('splits upcoming from past events and works out check-in rate and no-shows', () => {
    expect(upcomingEvents(data.events, '2026-11-20').map((e) => e.id)).toEqual(['b']);
    const past = pastEvents(data.events, '2026-11-20');
    expect(past.map((e) => e.id)).toEqual(['a']);
    expect(checkInRate(past[0])).toBe(75);
    expect(noShows(past[0])).toBe(2);
  });

  it('says in words what each chart shows', () => {
    expect(summaries.revenue(data, 'day')).toBe(
      'Naira collected per day, paid minus refunded, 1 Nov 2026 to 10 Nov 2026: ₦10,000 in total; the best day was 3 Nov with ₦15,000.',
    );
    expect(summaries.registrations(data)).toBe('Registrations per day, 1 Nov 2026 to 10 Nov 2026: 3 registrations; the busiest day was 5 Nov with 3.');
    expect(summaries.seats(upcomingEvents(data.events, '2026-11-20'))).toBe(
      'Seats taken against capacity for 1 upcoming event: Piano Day, 3 of 20 (3 sold, 0 held by unpaid checkouts, 0 held for waitlist offers, nobody waiting).',
    );
    expect(summaries.checkIns(pastEvents(data.events, '2026-11-20'))).toBe('Check-in rate of 1 past event: Choir Masterclass, 75% (6 of 8).');
    expect(summaries.sources(data)).toBe('Where bookings came from, 1 Nov 2026 to 10 Nov 2026: Direct 2 (67%), WhatsApp share 1 (33%), A code 0 (0%).');
  });
});

describe('the seats chart', () => {
  // Full: 12 seats taken of 12, of which 3 in checkouts not paid yet and 2 held for waitlist offers; 2 people wait for 3 more.
  const full = { ...data.events[1], id: 'd', title: 'Gala Night', seatsTaken: 12, capacity: 12, seatsHeld: 3, seatsOffered: 2, waitlisted: 2, waitlistSeats: 3 };

  it('shows sold, held by checkouts, held for offers, free and the waitlist apart, bar, caption and table alike', () => {
    expect(seatParts(full)).toEqual({ sold: 7, held: 3, offered: 2, free: 0, waiting: 3 });
    expect(seatParts(data.events[1])).toEqual({ sold: 3, held: 0, offered: 0, free: 17, waiting: 0 });
    expect(summaries.seats([full, data.events[1]])).toBe(
      'Seats taken against capacity for 2 upcoming events: Gala Night, 12 of 12 (7 sold, 3 held by unpaid checkouts, 2 held for waitlist offers, 2 people waiting for 3 seats); ' +
        'Piano Day, 3 of 20 (3 sold, 0 held by unpaid checkouts, 0 held for waitlist offers, nobody waiting).',
    );
    const table = seatsTable([full, { ...full, id: 'e', title: 'Solo', waitlisted: 1, waitlistSeats: 1 }]);
    expect(table.headers).toEqual(['Upcoming event', 'Sold', 'Held by checkouts', 'Held for offers', 'Free', 'Capacity', 'People waiting', 'Seats they ask for']);
    expect(table.rows).toEqual([
      ['Gala Night (1 Dec 2026)', 7, 3, 2, 0, 12, 2, 3],
      ['Solo (1 Dec 2026)', 7, 3, 2, 0, 12, 1, 1],
    ]);
    expect(summaries.seats([{ ...full, waitlisted: 1, waitlistSeats: 1 }])).toContain('1 person waiting for 1 seat)');
  });
});

describe('where a booking came from', () => {
  it('marks a shared address, before its fragment', () => {
    expect(sharedVia('https://x.ng/events#event-a', 'whatsapp')).toBe('https://x.ng/events?utm_source=whatsapp#event-a');
    expect(sharedVia('/events/a?x=1', 'whatsapp')).toBe('/events/a?x=1&utm_source=whatsapp');
  });

  it('reads it back from the address of the visit, only the sources the register route takes', () => {
    window.history.replaceState(null, '', '/events/a?utm_source=WhatsApp');
    expect(sourceOfThisVisit()).toBe('whatsapp');
    window.history.replaceState(null, '', '/events/a?utm_source=facebook');
    expect(sourceOfThisVisit()).toBeUndefined();
    window.history.replaceState(null, '', '/');
  });

  it('says the sales of an event by ticket type and by code, in the table and the same in its CSV', () => {
    const [masterclass, piano] = data.events;
    expect(typesLine(masterclass)).toBe('Adult 5 · Student 3 of 4');
    expect(codesLine(masterclass)).toMatch(/^CHOIR10 2 uses, ₦18,000(\.00)? · ONCE 1 use, ₦4,500(\.00)?$/);
    expect(codesLine(piano)).toBe('');
    const csv = buildCsv(EVENT_COLUMNS, [masterclass]).split(/\r?\n/);
    expect(csv[0]).toContain('Tickets by type,Codes');
    expect(csv[1]).toContain('Adult 5 · Student 3 of 4');
    expect(csv[1]).toContain('CHOIR10 2 uses');
  });
});
