import { todayInLagos } from '../../contract/dates';
import { listUpcomingEvents } from '../lib/db/public-events';
import { handleRead } from '../lib/http-read';

// Active events from today's Lagos calendar day on, soonest first.
export const handler = handleRead(async () => ({
  body: { events: await listUpcomingEvents(todayInLagos()) },
}));
