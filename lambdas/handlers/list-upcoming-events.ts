import { todayInLagos } from '../../contract/dates';
import { eventsRepo } from '../lib/db/events-repo';
import { handle } from '../lib/http';

// Active events from today's Lagos calendar day on, soonest first.
export const handler = handle({ auth: 'public', publicCache: true }, async () => ({
  body: { events: await eventsRepo.listUpcoming(todayInLagos()) },
}));
