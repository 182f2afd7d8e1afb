// Giving a ticket to someone else (docs/PRODUCT-RULES.md, Transfers): ONE
// transaction, so the old link and QR code stop working at the very moment
// the new ones start, and the new holder's ticket mail and the audit entry
// exist exactly when the transfer does:
//   - the registration takes the new holder's name and email and a new
//     ticket token, guarded on the old token, registered and not checked in
//     (two transfers at once: one wins);
//   - TICKET#<old> is deleted, TICKET#<new> put;
//   - the event's email guard moves from the old address to the new one
//     (attribute_not_exists: someone already registered cannot be given a
//     second seat);
//   - the confirmation mail to the new holder and the audit entry are put.
import { transferOpen } from '../../../contract/ticket-policy';
import type { Event, EventRegistration } from '../../../contract/schemas';
import { tableName } from './client';
import { getItem, newId, nowIso, transact, type TransactItem } from './items';
import { keys } from './keys';
import { outboxRepo } from './outbox-repo';
import { searchTextOf } from './pages';
import { emailKey, newTicketToken } from './order-parts';
import { ticketsRepo } from './tickets-repo';

export type TransferInput = { name: string; email: string; phone?: string };
export type TransferResult =
  | { ok: true; registration: EventRegistration; event: Event; token: string; mailId: string }
  | { ok: false; reason: 'not-found' | 'not-transferable' | 'closed' | 'same-email' | 'already-registered' | 'checked-in' };

export const transfersRepo = {
  async transfer(token: string, to: TransferInput, now: Date): Promise<TransferResult> {
    const found = await ticketsRepo.find(token);
    if (!found) return { ok: false, reason: 'not-found' };
    const { registration, event } = found;
    if ((registration.status ?? 'registered') !== 'registered' || event.status === 'cancelled') return { ok: false, reason: 'not-transferable' };
    const refunding = registration.payment && ['refund_pending', 'refunded', 'refund_due'].includes(registration.payment.status);
    if (refunding) return { ok: false, reason: 'not-transferable' };
    if (registration.checkedInAt) return { ok: false, reason: 'checked-in' };
    if (!transferOpen(event, now)) return { ok: false, reason: 'closed' };
    if (emailKey(to.email) === emailKey(registration.email)) return { ok: false, reason: 'same-email' };
    // The holder is the order's buyer: an order of one ticket moves whole (its ticket with it); a group
    // order's tickets each name their own attendee, and the buyer stays, so it is not transferred here.
    const tickets = registration.tickets;
    if (tickets && tickets.length > 1) return { ok: false, reason: 'not-transferable' };
    const oneTicket = tickets?.length === 1;

    const TableName = tableName();
    const next = newTicketToken();
    const at = nowIso();
    const mail = outboxRepo.queue({ kind: 'confirmation', to: [to.email], refs: { registrationId: registration.id, eventId: event.id } });
    const holder = { name: to.name, email: to.email, phone: to.phone ?? '' };
    const auditId = newId();
    const items: TransactItem[] = [
      {
        Update: {
          TableName,
          Key: keys.registration(registration.id),
          UpdateExpression:
            'SET #name = :name, email = :email, phone = :phone, ticketToken = :next, searchText = :search, transferredAt = :at, mail = :mail' +
            (oneTicket ? ', tickets[0].#name = :name, tickets[0].email = :email, tickets[0].#token = :next' : ''),
          ConditionExpression:
            'attribute_exists(pk) AND ticketToken = :old AND (attribute_not_exists(#status) OR #status = :registered) AND attribute_not_exists(checkedInAt)' +
            (oneTicket ? ' AND tickets[0].#token = :old AND attribute_not_exists(tickets[0].checkedInAt)' : ''),
          ExpressionAttributeNames: { '#name': 'name', '#status': 'status', ...(oneTicket ? { '#token': 'token' } : {}) },
          ExpressionAttributeValues: {
            ':name': holder.name,
            ':email': holder.email,
            ':phone': holder.phone,
            ':next': next,
            ':search': searchTextOf('registrations', holder),
            ':at': at,
            ':mail': { id: mail.id, status: 'queued' },
            ':old': token,
            ':registered': 'registered',
          },
        },
      },
      { Delete: { TableName, Key: keys.ticket(token), ConditionExpression: 'registrationId = :id', ExpressionAttributeValues: { ':id': registration.id } } },
      { Put: { TableName, Item: { ...keys.ticket(next), registrationId: registration.id, eventId: event.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Delete: {
          TableName,
          Key: keys.emailGuard(event.id, emailKey(registration.email)),
          ConditionExpression: 'attribute_not_exists(pk) OR registrationId = :id',
          ExpressionAttributeValues: { ':id': registration.id },
        },
      },
      {
        Put: {
          TableName,
          Item: { ...keys.emailGuard(event.id, emailKey(holder.email)), registrationId: registration.id, claimedAt: now.getTime() },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      mail.put,
      {
        Put: {
          TableName,
          Item: {
            ...keys.audit(auditId),
            ...keys.auditGsi(at, auditId),
            id: auditId,
            at,
            username: 'ticket holder',
            route: 'POST /api/tickets/{token}/transfer',
            targetId: registration.id,
            summary: `Ticket for ${event.title} transferred from ${registration.name} <${registration.email}> to ${holder.name} <${holder.email}>`.slice(0, 300),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ];
    const failed = await transact(items);
    if (!failed) return { ok: true, registration: { ...registration, ...holder, ticketToken: next }, event, token: next, mailId: mail.id };
    if (failed.includes(4)) return { ok: false, reason: 'already-registered' };
    const now2 = await getItem(keys.registration(registration.id));
    if (now2?.checkedInAt) return { ok: false, reason: 'checked-in' };
    // The token moved on (a transfer or cancel at the same moment): this link is no longer the ticket.
    return { ok: false, reason: now2 && now2.ticketToken !== token ? 'not-found' : 'not-transferable' };
  },
};
