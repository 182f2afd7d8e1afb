import { clockMinutes, formatClockTime, isClockTime, minutesToClock, parseClockTime } from './clock-time';

describe('parseClockTime', () => {
  it.each([
    ['10:00 AM', 600],
    ['4:00 PM', 960],
    ['4pm', 960],
    ['12:00 PM', 720],
    ['12:30 am', 30],
    ['14:00', 840],
    ['9.30', 570],
  ])('%s -> %i minutes', (text, minutes) => expect(parseClockTime(text)).toBe(minutes));

  it.each(['', 'noon', '10', '25:00', '13:00 PM', '10:75'])('rejects %p', (text) => expect(parseClockTime(text)).toBeNull());
});

describe('stored HH:mm times', () => {
  test('only 24-hour HH:mm is a stored time', () => {
    expect(['09:30', '00:00', '23:59'].every(isClockTime)).toBe(true);
    expect(['9:30', '24:00', '10:00 AM', '', 930].some(isClockTime)).toBe(false);
  });
  test('minutes and the way visitors read them', () => {
    expect(clockMinutes('14:30')).toBe(870);
    expect(minutesToClock(870)).toBe('14:30');
    expect(formatClockTime('14:30')).toBe('2:30 PM');
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
  });
});
