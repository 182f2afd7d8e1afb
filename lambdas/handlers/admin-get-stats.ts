import { statsPeriod } from '../../contract/stats';
import { readStats } from '../lib/db/stats-read';
import { badRequest } from '../lib/errors';
import { handle } from '../lib/http';

// The overview's charts (docs/ARCHITECTURE.md, Insights): counters kept by the
// writes, read with three small Queries however many registrations there are.
// ?from=&to= are Lagos days, at most 366 days apart (else 400); default the last 30 days.
export const handler = handle({ auth: 'admin' }, async ({ event }) => {
  const raw = event.queryStringParameters ?? {};
  const period = statsPeriod({ from: raw.from, to: raw.to });
  if ('error' in period) throw badRequest(period.error, { [period.field]: period.error });
  return { body: { success: true, data: await readStats(period) } };
});
