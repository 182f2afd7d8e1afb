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
