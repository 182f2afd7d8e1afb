import { todayInLagos } from '../../contract/dates';
import { eventsRepo } from '../lib/db/events-repo';
import { handleRead } from '../lib/http-read';

// Active events from today's Lagos calendar day on, soonest first.
export const handler = handleRead(async () => ({
  body: { events: await eventsRepo.listUpcoming(todayInLagos()) },
}));
