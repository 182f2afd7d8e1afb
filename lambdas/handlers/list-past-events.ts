import { todayInLagos } from '../../contract/dates';
import { eventsRepo } from '../lib/db/events-repo';
import { handleRead } from '../lib/http-read';

// Active events before today's Lagos calendar day, most recent first.
export const handler = handleRead(async () => ({
  body: { events: await eventsRepo.listPast(todayInLagos()) },
}));
