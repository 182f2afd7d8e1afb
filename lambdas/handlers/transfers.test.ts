// Ticket transfers (docs/PRODUCT-RULES.md, Transfers) through the real handlers.
import { addDays, todayInLagos } from '../../contract/dates';
import { eventInput } from '../../contract/schemas';
import { auditRepo } from '../lib/db/audit-repo';
import { eventsRepo } from '../lib/db/events-repo';
import { outboxRepo } from '../lib/db/outbox-repo';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { call, createAdmin, eventBody, loginToken, useStore } from '../test/harness';

useStore();

let serial = 0;
async function ticketFor(days = 7, extra: Record<string, unknown> = {}): Promise<{ id: string; token: string; eventId: string }> {
  const eventId = `transfer-event-${++serial}`;
  await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(todayInLagos(), days), price: 0, ...extra })), { id: eventId });
  const answer = await call('POST', '/api/register', { body: { name: 'First Holder', email: `first${serial}@example.com`, phone: '08012345678', eventId } });
  expect([answer.status, answer.body.message]).toEqual([201, expect.any(String)]);
  return { id: answer.body.id, token: (await registrationsRepo.get(answer.body.id))!.ticketToken!, eventId };
}
const transfer = (token: string, body: Record<string, unknown>) => call('POST', `/api/tickets/${token}/transfer`, { body });

it('moves the ticket in one step: the old link is gone at once, the new holder has a new link by mail, the audit log says who to whom', async () => {
  const { id, token, eventId } = await ticketFor();
  const answer = await transfer(token, { name: 'New Holder', email: 'New.Holder@example.com' });
  expect(answer.status).toBe(200);
  expect(answer.body.message).toMatch(/New Holder gets their own ticket by mail/);
  expect(JSON.stringify(answer.body)).not.toMatch(/tickets\//);
  expect((await call('GET', `/api/tickets/${token}`)).status).toBe(404);
  const registration = (await registrationsRepo.get(id))!;
  expect(registration).toMatchObject({ name: 'New Holder', email: 'New.Holder@example.com', status: 'registered' });
  expect(registration.ticketToken).not.toBe(token);
  // The order's one ticket moved too: the mail, the door and the ticket page follow tickets[0] (the box office).
  expect(registration.tickets).toMatchObject([{ token: registration.ticketToken, name: 'New Holder', email: 'New.Holder@example.com' }]);
  expect((await call('GET', `/api/tickets/${registration.ticketToken}`)).body.ticket.name).toBe('New Holder');
  const mails = (await outboxRepo.due('9999', 500)).filter((m) => m.refs.registrationId === id && m.kind === 'confirmation');
  expect(mails.map((m) => [m.kind, m.to])).toEqual([
    ['confirmation', [`first${serial}@example.com`]],
    ['confirmation', ['New.Holder@example.com']],
  ]);
  expect((await auditRepo.latest()).find((e) => e.targetId === id)).toMatchObject({ route: 'POST /api/tickets/{token}/transfer', summary: expect.stringMatching(/from First Holder .* to New Holder/) });
  // The old holder's address is free again for this event; the seat count did not move.
  expect((await eventsRepo.get(eventId))!.seatsTaken).toBe(1);
  expect((await call('POST', '/api/register', { body: { name: 'First Holder', email: `first${serial}@example.com`, phone: '08012345678', eventId } })).status).toBe(201);
});

it('a group order is not transferred from one of its tickets: each ticket names its own attendee and the buyer stays', async () => {
  const { eventId } = await ticketFor();
  const order = await call('POST', '/api/register', {
    body: { name: 'Group Buyer', email: `group${serial}@example.com`, phone: '08012345678', eventId, tickets: [{ ticketTypeId: 'general', name: 'One' }, { ticketTypeId: 'general', name: 'Two' }] },
  });
  expect(order.status).toBe(201);
  const token = (await registrationsRepo.get(order.body.id))!.tickets![1].token;
  expect((await transfer(token, { name: 'Someone Else', email: 'someone.else@example.com' })).status).toBe(409);
  expect((await registrationsRepo.get(order.body.id))!.name).toBe('Group Buyer');
});

it('two transfers of one ticket at once: exactly one happens', async () => {
  const { id, token } = await ticketFor();
  const answers = await Promise.all([transfer(token, { name: 'Ada One', email: 'ada1@example.com' }), transfer(token, { name: 'Bola Two', email: 'bola2@example.com' })]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
  const mails = (await outboxRepo.due('9999', 500)).filter((m) => m.refs.registrationId === id && m.kind === 'confirmation');
  expect(mails).toHaveLength(2);
});

it('refuses after the cut-off, to the same email, to someone already registered, a cancelled or used ticket: 4xx, nothing changed', async () => {
  const late = await ticketFor(1, { transferCutoffDays: 2 });
  const closed = await transfer(late.token, { name: 'Too Late', email: 'late@example.com' });
  expect(closed.status).toBe(409);
  expect(closed.body.message).toMatch(/can no longer be transferred/);
  // Default cut-off: the day before; on the event's day it is closed.
  const today = await ticketFor(0, { startTime: '23:50', endTime: '23:55' });
  expect((await transfer(today.token, { name: 'Too Late', email: 'late@example.com' })).status).toBe(409);

  const mine = await ticketFor();
  const same = await transfer(mine.token, { name: 'Myself Again', email: `  FIRST${serial}@example.com ` });
  expect(same.status).toBe(400);
  expect(same.body.errors.email).toMatch(/already yours/);
  expect((await transfer(mine.token, { name: 'x', email: 'not-an-email' })).status).toBe(400);

  await call('POST', '/api/register', { body: { name: 'Other Guest', email: 'other@example.com', phone: '08012345678', eventId: mine.eventId } });
  const taken = await transfer(mine.token, { name: 'Other Guest', email: 'other@example.com' });
  expect(taken.status).toBe(409);
  expect(taken.body.message).toMatch(/already registered/);
  expect((await call('GET', `/api/tickets/${mine.token}`)).status).toBe(200);

  await createAdmin();
  const admin = await loginToken();
  const used = await ticketFor();
  expect((await call('POST', '/api/admin/check-ins', { token: admin, body: { code: used.token, eventId: used.eventId } })).body.status).toBe('checked_in');
  expect((await transfer(used.token, { name: 'After Door', email: 'door@example.com' })).status).toBe(409);

  const gone = await ticketFor();
  await call('POST', `/api/tickets/${gone.token}/cancel`);
  expect((await transfer(gone.token, { name: 'Nobody', email: 'nobody@example.com' })).status).toBe(409);
  expect((await transfer('no-such-token-at-all-xxxx', { name: 'Nobody', email: 'nobody@example.com' })).status).toBe(404);
});

it('the ticket says until when it may be transferred', async () => {
  const { token } = await ticketFor(7);
  expect((await call('GET', `/api/tickets/${token}`)).body.ticket.transferUntil).toBe(addDays(todayInLagos(), 6));
  const late = await ticketFor(0, { startTime: '23:50', endTime: '23:55' });
  expect((await call('GET', `/api/tickets/${late.token}`)).body.ticket.transferUntil).toBeUndefined();
});
