import { addDays } from '../../contract/dates';
import { lagosInstant } from '../../contract/school';
import { trialsRepo } from '../lib/db/school/trials-repo';
import { handle } from '../lib/http';
import { dayRange } from '../lib/school/day-range';

// The agenda: the bookings of the Lagos days from..to (both included; default today and the 6 days after).
export const handler = handle({ auth: 'admin' }, async ({ event }) => {
  const { from, to } = dayRange(event.queryStringParameters);
  const items = await trialsRepo.startingBetween(lagosInstant(from, '00:00').toISOString(), lagosInstant(addDays(to, 1), '00:00').toISOString());
  return { body: { success: true, data: { items } } };
});
