import { meetingOn, meetingsBetween, weekdayOf } from './attendance';

// 2026-11-28 is a Saturday; 2026-11-25 a Wednesday.
const programme = { startsOn: '2026-11-25', meets: [{ day: 'sat' as const, time: '10:00', minutes: 90 }, { day: 'wed' as const, time: '17:00', minutes: 60 }] };

test('a day has its weekday whatever the zone the code runs in', () => {
  expect(['2026-11-23', '2026-11-28', '2026-11-29', '2028-02-29'].map(weekdayOf)).toEqual(['mon', 'sat', 'sun', 'tue']);
});

test("the meetings of a range are the programme's weekdays from its first day on, in order", () => {
  expect(meetingsBetween(programme, '2026-11-20', '2026-12-05')).toEqual([
    { date: '2026-11-25', time: '17:00', minutes: 60 },
    { date: '2026-11-28', time: '10:00', minutes: 90 },
    { date: '2026-12-02', time: '17:00', minutes: 60 },
    { date: '2026-12-05', time: '10:00', minutes: 90 },
  ]);
  // Nothing before the first day, nothing for a range of other weekdays.
  expect(meetingsBetween(programme, '2026-11-01', '2026-11-24')).toEqual([]);
  expect(meetingsBetween(programme, '2026-11-29', '2026-12-01')).toEqual([]);
});

test('two rows on one weekday are one meeting that day, from the earlier start to the later end', () => {
  const twice = { startsOn: '2026-11-01', meets: [{ day: 'sat' as const, time: '14:00', minutes: 60 }, { day: 'sat' as const, time: '10:00', minutes: 90 }] };
  expect(meetingOn(twice, '2026-11-28')).toEqual({ date: '2026-11-28', time: '10:00', minutes: 300 });
});

test('a day is a meeting only on a meeting weekday on or after the first day', () => {
  expect(meetingOn(programme, '2026-11-28')).toEqual({ date: '2026-11-28', time: '10:00', minutes: 90 });
  expect(meetingOn(programme, '2026-11-27')).toBeNull();
  expect(meetingOn(programme, '2026-11-21')).toBeNull();
});
