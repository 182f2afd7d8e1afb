// The Lagos days an agenda route is asked for (?from=&to=, both included).
import { addDays, isCalendarDay, todayInLagos } from '../../../contract/dates';
import { badRequest } from '../errors';

/** Default: today and the 6 days after; at most two months; 400 on a day that is not YYYY-MM-DD or a range backwards. */
export function dayRange(query: Record<string, string | undefined> = {}): { from: string; to: string } {
  const from = query.from || todayInLagos();
  const to = query.to || addDays(from, 6);
  for (const [name, day] of Object.entries({ from, to })) if (!isCalendarDay(day)) throw badRequest('Enter days as YYYY-MM-DD', { [name]: 'Enter days as YYYY-MM-DD' });
  if (to < from) throw badRequest('The last day must not be before the first', { to: 'The last day must not be before the first' });
  if (to > addDays(from, 62)) throw badRequest('Ask for at most two months at a time', { to: 'Ask for at most two months at a time' });
  return { from, to };
}
