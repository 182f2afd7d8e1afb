// Hands the visitor an .ics file. A Blob URL keeps it offline and needs no
// server route; the URL is revoked once the click has been dispatched.
import { buildIcs, icsFileName, type CalendarEvent } from './ics';

export function downloadIcs(event: CalendarEvent, options: { url?: string; uidDomain?: string } = {}): void {
  const blob = new Blob([buildIcs(event, options)], { type: 'text/calendar;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = icsFileName(event);
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
