import type { StatsData } from '../../../../../contract/stats';
import { sharedVia, sourceOfThisVisit } from '../../../lib/event-url';
import { buildCsv } from '../csv';
import { checkInRate, codesLine, EVENT_COLUMNS, noShows, pastEvents, revenuePoints, summaries, typesLine, upcomingEvents, weekOf } from './stats-view';

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
    { id: 'b', title: 'Piano Day', date: '2026-12-01', seatsTaken: 3, capacity: 20, revenue: 0, refunded: 0, checkedIn: 0, types: [{ id: 'standard', name: 'Standard', sold: 3 }], codes: [] },
    { id: 'c', title: 'Cancelled Day', date: '2026-12-02', seatsTaken: 0, capacity: 20, revenue: 0, refunded: 0, checkedIn: 0, status: 'cancelled', types: [], codes: [] },
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
    expect(summaries.seats(upcomingEvents(data.events, '2026-11-20'))).toBe('Seats taken against capacity for 1 upcoming event: Piano Day, 3 of 20.');
    expect(summaries.checkIns(pastEvents(data.events, '2026-11-20'))).toBe('Check-in rate of 1 past event: Choir Masterclass, 75% (6 of 8).');
    expect(summaries.sources(data)).toBe('Where bookings came from, 1 Nov 2026 to 10 Nov 2026: Direct 2 (67%), WhatsApp share 1 (33%), A code 0 (0%).');
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
