// The seats a stored order still holds: its own file so the seat writes (order-writes.ts) and the insights'
// tally (stats-repo.ts, which order-writes imports) read them the same way without an import circle.
import type { StoredTicket } from '../../../contract/box-office';
import { DEFAULT_TICKET_TYPE_ID } from '../../../contract/ticket-types';
import type { Item } from './items';

/** The tickets of a stored order still holding a seat (an order from before tickets: one, of the default type). */
export function liveTickets(registration: Item): Array<Pick<StoredTicket, 'id' | 'ticketTypeId'>> {
  const tickets = Array.isArray(registration.tickets) ? (registration.tickets as Array<StoredTicket & { cancelledAt?: string }>) : null;
  if (!tickets) return [{ id: String(registration.id), ticketTypeId: DEFAULT_TICKET_TYPE_ID }];
  return tickets.filter((t) => !t.cancelledAt);
}
