// Event times are free text typed by the admin ('10:00 AM', '14:00'). Every
// place that needs them as a real time of day (calendar files, structured
// data, mail) reads them with this one parser, so they all agree.

/** '10:00 AM', '4:00 PM', '4pm', '14:00', '9.30' -> minutes after midnight; null when unreadable. */
export function parseClockTime(text: string | undefined): number | null {
  if (!text) return null;
  const match = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*m?\.?\s*$/i.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = match[2] ? Number(match[2]) : 0;
  const meridiem = match[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    if (hours === 12) hours = 0;
    if (meridiem === 'p') hours += 12;
  } else if (!match[2] || hours > 23) {
    // A bare number such as '10' is too ambiguous to put in someone's calendar.
    return null;
  }
  return hours * 60 + minutes;
}

// Stored event times are 24-hour 'HH:mm' Lagos wall-clock times (the
// migration turns the old free text into them with parseClockTime above,
// refusing what it cannot read). Everything that shows or computes with a
// time reads the stored value with these, never with a regex of its own.

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** '09:30' and '23:59' are stored times; '9:30', '24:00' and '10:00 AM' are not. */
export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && CLOCK.test(value);
}

/** '14:30' -> 870 minutes after midnight; null for anything but a stored 'HH:mm'. */
export function clockMinutes(value: string | undefined): number | null {
  const match = value ? CLOCK.exec(value) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 870 -> '14:30' */
export function minutesToClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** '14:30' -> '2:30 PM', the way visitors in Lagos read times; anything else is shown as it is. */
export function formatClockTime(value: string): string {
  const minutes = clockMinutes(value);
  if (minutes === null) return value;
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}
