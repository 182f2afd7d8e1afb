// The calendar file the 'Add to calendar' button downloads. The writer lives
// in the contract because the confirmation mail attaches the same file; this
// module keeps the names the events feature has always imported.
export { buildIcs, escapeText, foldLine, icsFileName, type CalendarEvent, type IcsOptions } from '../../../../contract/ics';
export { clockMinutes } from '../../../../contract/clock-time';
