import { todayInLagos } from '../../contract/dates';
import { listPastEvents } from '../lib/db/public-events';
import { handleRead } from '../lib/http-read';

// Active events before today's Lagos calendar day, most recent first.
export const handler = handleRead(async () => ({
  body: { events: await listPastEvents(todayInLagos()) },
}));
