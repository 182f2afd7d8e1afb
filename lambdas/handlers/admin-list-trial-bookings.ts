import { addDays, isCalendarDay, todayInLagos } from '../../contract/dates';
import { lagosInstant } from '../../contract/school';
import { trialsRepo } from '../lib/db/school/trials-repo';
import { badRequest } from '../lib/errors';
import { handle } from '../lib/http';

// The agenda: the bookings of the Lagos days from..to (both included; default today and the 6 days after).
export const handler = handle({ auth: 'admin' }, async ({ event }) => {
  const query = event.queryStringParameters ?? {};
  const today = todayInLagos();
  const from = query.from || today;
  const to = query.to || addDays(from, 6);
  for (const [name, day] of Object.entries({ from, to })) if (!isCalendarDay(day)) throw badRequest('Enter days as YYYY-MM-DD', { [name]: 'Enter days as YYYY-MM-DD' });
  if (to < from) throw badRequest('The last day must not be before the first', { to: 'The last day must not be before the first' });
  if (to > addDays(from, 62)) throw badRequest('Ask for at most two months at a time', { to: 'Ask for at most two months at a time' });
  const items = await trialsRepo.startingBetween(lagosInstant(from, '00:00').toISOString(), lagosInstant(addDays(to, 1), '00:00').toISOString());
  return { body: { success: true, data: { items } } };
});
