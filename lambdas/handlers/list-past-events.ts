import { todayInLagos } from '../../contract/dates';
import { eventsRepo } from '../lib/db/events-repo';
import { handle } from '../lib/http';

// Active events before today's Lagos calendar day, most recent first.
export const handler = handle({ auth: 'public', publicCache: true }, async () => ({
  body: { events: await eventsRepo.listPast(todayInLagos()) },
}));
