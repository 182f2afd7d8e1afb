// The writer itself is tested in contract/ics.test.ts; this guards the names
// the events feature imports from here.
import * as ics from './ics';
import { buildIcs } from '../../../../contract/ics';

it('hands the events feature the shared calendar writer', () => {
  const event = { id: 'e1', title: 'Choir night', date: '2025-06-15', startTime: '18:00', endTime: '20:00' };
  const now = new Date(Date.UTC(2025, 0, 1));
  expect(ics.buildIcs(event, { now })).toBe(buildIcs(event, { now }));
  expect(ics.buildIcs(event, { now })).toContain('DTSTART:20250615T170000Z');
  expect(ics.clockMinutes('18:00')).toBe(1080);
  expect(ics.icsFileName(event)).toBe('choir-night-2025-06-15.ics');
  expect(ics.escapeText('a,b')).toBe('a\\,b');
  expect(ics.foldLine('X:short')).toBe('X:short');
});
