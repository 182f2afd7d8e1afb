import { parseClockTime } from './clock-time';

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
