import { buildIcs, escapeText, foldLine, icsFileName, type CalendarEvent } from './ics';

const workshop: CalendarEvent = {
  id: 'music-workshop-2025',
  title: 'Music Workshop 2025',
  description: 'Theory, practice; and performance, all day.',
  date: '2025-06-15',
  startTime: '10:00',
  endTime: '16:00',
  location: 'Lagos Concert Hall',
  address: 'Victoria Island, Lagos',
  price: 15000,
};
const now = new Date(Date.UTC(2025, 4, 1, 8, 30, 5));

/** Unfold per RFC 5545 so assertions can look at whole properties. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('buildIcs', () => {
  it('writes a calendar with one event in UTC converted from Lagos time', () => {
    const lines = unfold(buildIcs(workshop, { now, uidDomain: 'example.ng' }));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:music-workshop-2025@example.ng');
    expect(lines).toContain('DTSTAMP:20250501T083005Z');
    // 10:00 and 16:00 in Lagos (UTC+1) are 09:00 and 15:00 UTC.
    expect(lines).toContain('DTSTART:20250615T090000Z');
    expect(lines).toContain('DTEND:20250615T150000Z');
    expect(lines).toContain('SUMMARY:Music Workshop 2025');
    expect(lines).toContain('LOCATION:Lagos Concert Hall\\, Victoria Island\\, Lagos');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Theory\\, practice\\; and performance\\, all day.\\nTime: 10:00 AM - 4:00 PM');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).not.toContain('BEGIN:VALARM');
  });

  it('keys the UID on what the caller names, the same on every build', () => {
    const a = unfold(buildIcs(workshop, { now, uidDomain: 'example.ng', uidKey: 'registration-r1' }));
    const b = unfold(buildIcs(workshop, { now: new Date(), uidDomain: 'example.ng', uidKey: 'registration-r1' }));
    expect(a).toContain('UID:registration-r1@example.ng');
    expect(b.find((l) => l.startsWith('UID:'))).toBe('UID:registration-r1@example.ng');
  });

  it('adds a display reminder the day before inside the event', () => {
    const lines = unfold(buildIcs(workshop, { now, remindDayBefore: true }));
    const begin = lines.indexOf('BEGIN:VALARM');
    expect(begin).toBeGreaterThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines.indexOf('END:VALARM')).toBeLessThan(lines.indexOf('END:VEVENT'));
    expect(lines.slice(begin)).toEqual(expect.arrayContaining(['ACTION:DISPLAY', 'TRIGGER:-P1D', 'DESCRIPTION:Tomorrow: Music Workshop 2025']));
  });

  it('uses CRLF line endings throughout', () => {
    const ics = buildIcs(workshop, { now });
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('moves an early-morning Lagos start to the previous UTC day', () => {
    const lines = unfold(buildIcs({ ...workshop, startTime: '00:30', endTime: '02:00' }, { now }));
    expect(lines).toContain('DTSTART:20250614T233000Z');
    expect(lines).toContain('DTEND:20250615T010000Z');
  });

  it('lets an end before the start run past midnight', () => {
    const lines = unfold(buildIcs({ ...workshop, startTime: '20:00', endTime: '01:00' }, { now }));
    expect(lines).toContain('DTSTART:20250615T190000Z');
    expect(lines).toContain('DTEND:20250616T000000Z');
  });

  it('falls back to an all-day event without stored HH:mm times', () => {
    const lines = unfold(buildIcs({ ...workshop, startTime: 'Morning', endTime: 'Evening' }, { now }));
    expect(lines).toContain('DTSTART;VALUE=DATE:20250615');
    expect(lines).toContain('DTEND;VALUE=DATE:20250616');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = { ...workshop, description: 'Ẹ káàbọ̀ — '.repeat(30) };
    const ics = buildIcs(long, { now });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(ics).find((l) => l.startsWith('DESCRIPTION:'))).toContain('Ẹ káàbọ̀ — Ẹ káàbọ̀');
  });
});

describe('helpers', () => {
  it('escapes backslashes, separators and newlines', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:Short')).toBe('SUMMARY:Short');
  });

  it('names the file after the event', () => {
    expect(icsFileName(workshop)).toBe('music-workshop-2025-2025-06-15.ics');
  });
});
