// The waitlist (docs/PRODUCT-RULES.md, Waitlist) through the real handlers and the payments worker.
import { addDays, todayInLagos } from '../../contract/dates';
import { eventInput } from '../../contract/schemas';
import { eventsRepo } from '../lib/db/events-repo';
import { tableName } from '../lib/db/client';
import { getItem, transact } from '../lib/db/items';
import { keys } from '../lib/db/keys';
import { outboxRepo } from '../lib/db/outbox-repo';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { waitlistRepo } from '../lib/db/waitlist-repo';
import { runPayments } from '../lib/payments/worker';
import { call, createAdmin, eventBody, loginToken, useStore } from '../test/harness';
import { ticketPageFor, useTicketPageFiles } from '../test/ticket-page';

useStore();
beforeAll(() => createAdmin());

let serial = 0;
/** A free event of `seats` seats, all taken: returns the takers' ticket tokens. */
async function fullEvent(seats: number): Promise<{ eventId: string; tokens: string[] }> {
  const eventId = `waitlist-event-${++serial}`;
  await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(todayInLagos(), 7), price: 0, maxParticipants: seats })), { id: eventId });
  const tokens: string[] = [];
  for (let i = 0; i < seats; i++) {
    const answer = await call('POST', '/api/register', { body: { name: `Taker ${i}`, email: `taker${serial}-${i}@example.com`, phone: '08012345678', eventId } });
    expect(answer.status).toBe(201);
    tokens.push((await registrationsRepo.get(answer.body.id))!.ticketToken!);
  }
  return { eventId, tokens };
}
const join = (eventId: string, i: number, extra: Record<string, unknown> = {}) =>
  call('POST', `/api/events/${eventId}/waitlist`, { body: { name: `Waiter ${i}`, email: `waiter${serial}-${i}@example.com`, phone: '08012345678', ...extra } });
const offerMails = async (eventId: string) => (await outboxRepo.due('9999', 1000)).filter((m) => m.kind === 'waitlist-offer' && m.refs.eventId === eventId);

it('joining: 409 while seats are on sale, 201 with the position once full, 409 for the same email twice, 400 for a bad quantity', async () => {
  const { eventId } = await fullEvent(1);
  const open = `waitlist-open-${serial}`;
  await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(todayInLagos(), 7), price: 0, maxParticipants: 5 })), { id: open });
  expect((await join(open, 1)).status).toBe(409);
  expect((await join(eventId, 1)).body).toMatchObject({ success: true, position: 1, id: expect.any(String) });
  expect((await join(eventId, 2, { quantity: 3 })).body.position).toBe(2);
  const again = await join(eventId, 1);
  expect([again.status, again.body.message]).toEqual([409, expect.stringMatching(/already on the waitlist/)]);
  const bad = await join(eventId, 3, { quantity: 11 });
  expect([bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([400, ['quantity']]);
  expect((await call('POST', '/api/events/no-such-event/waitlist', { body: { name: 'Nobody Here', email: 'n@example.com', phone: '08012345678' } })).status).toBe(404);
});

it('joining a past event is refused', async () => {
  const eventId = `waitlist-past-${++serial}`;
  await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(todayInLagos(), -3), price: 0, maxParticipants: 1 })), { id: eventId });
  expect((await join(eventId, 1)).status).toBe(409);
});

it('5 cancellations at once free 5 seats for 10 waiting: exactly 5 offers, to the first 5 in queue order, each holding its seat', async () => {
  const { eventId, tokens } = await fullEvent(5);
  for (let i = 0; i < 10; i++) expect((await join(eventId, i)).status).toBe(201);
  const answers = await Promise.all(tokens.map((token) => call('POST', `/api/tickets/${token}/cancel`)));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  const queue = await waitlistRepo.list(eventId);
  expect(queue.map((e) => e.status)).toEqual([...Array(5).fill('offered'), ...Array(5).fill('waiting')]);
  expect(queue.slice(0, 5).map((e) => e.name)).toEqual(['Waiter 0', 'Waiter 1', 'Waiter 2', 'Waiter 3', 'Waiter 4']);
  const mails = await offerMails(eventId);
  expect(mails.map((m) => m.to[0]).sort()).toEqual(queue.slice(0, 5).map((e) => e.email).sort());
  // The seats are held for the offers: none is on sale, and the admin's counts show them as held.
  const event = await getItem(keys.event(eventId));
  expect([event!.seatsTaken, event!.seatsOffered]).toEqual([5, 5]);
  expect((await call('POST', '/api/register', { body: { name: 'Late Comer', email: 'late@example.com', phone: '08012345678', eventId } })).status).toBe(409);
});

it('an offer claimed from its link becomes a registration once; a second claim is 409', async () => {
  const { eventId, tokens } = await fullEvent(1);
  await join(eventId, 1);
  expect((await call('POST', `/api/tickets/${tokens[0]}/cancel`)).status).toBe(200);
  const [mail] = await offerMails(eventId);
  const link = mail.data!.token;
  const claims = await Promise.all([call('POST', `/api/tickets/${link}/claim`), call('POST', `/api/tickets/${link}/claim`)]);
  expect(claims.map((c) => c.status).sort()).toEqual([201, 409]);
  const claimed = claims.find((c) => c.status === 201)!;
  expect(await registrationsRepo.get(claimed.body.id)).toMatchObject({ name: 'Waiter 1', status: 'registered', eventId });
  const event = await getItem(keys.event(eventId));
  expect([event!.seatsTaken, event!.seatsOffered]).toEqual([1, 0]);
  expect((await waitlistRepo.list(eventId))[0]).toMatchObject({ status: 'claimed', registrationId: claimed.body.id });
  expect((await call('POST', `/api/tickets/${link}/claim`)).status).toBe(409);
});

it('an offer that runs out passes its seat to the next person; its link then answers 409', async () => {
  const { eventId, tokens } = await fullEvent(1);
  await join(eventId, 1);
  await join(eventId, 2);
  await call('POST', `/api/tickets/${tokens[0]}/cancel`);
  const [first] = await offerMails(eventId);
  const later = new Date(Date.now() + 13 * 3_600_000);
  // The store is shared by this file's tests: other events' offers run out at the same time.
  expect((await runPayments({ now: later, log: () => undefined })).offersExpired).toBeGreaterThanOrEqual(1);
  const queue = await waitlistRepo.list(eventId);
  expect(queue.map((e) => [e.name, e.status])).toEqual([
    ['Waiter 1', 'expired'],
    ['Waiter 2', 'offered'],
  ]);
  expect((await getItem(keys.event(eventId)))!.seatsOffered).toBe(1);
  expect((await call('POST', `/api/tickets/${first.data!.token}/claim`)).status).toBe(409);
  // The worker running again finds nothing more to expire.
  expect((await runPayments({ now: later, log: () => undefined })).offersExpired).toBe(0);
});

it('the admin sees the queue, removes someone, and offers by hand when capacity is raised', async () => {
  const token = await loginToken();
  const { eventId } = await fullEvent(1);
  await join(eventId, 1, { quantity: 2 });
  const small = (await join(eventId, 2)).body.id;
  const list = await call('GET', `/api/admin/events/${eventId}/waitlist`, { token });
  expect(list.body.data.items.map((e: { name: string; quantity: number; status: string }) => [e.name, e.quantity, e.status])).toEqual([
    ['Waiter 1', 2, 'waiting'],
    ['Waiter 2', 1, 'waiting'],
  ]);
  expect((await call('POST', `/api/admin/waitlist/${small}/offer`, { token })).status).toBe(409);
  // One more seat: the first request (2) does not fit, the second (1) does.
  expect((await call('PUT', `/api/admin/events/${eventId}`, { token, body: eventBody({ date: addDays(todayInLagos(), 7), price: 0, maxParticipants: 2 }) })).status).toBe(200);
  expect((await waitlistRepo.get(small))!.status).toBe('offered');
  // The admin's events list counts the held seat (inside seatsTaken).
  const events = await call('GET', '/api/admin/events', { token });
  expect(events.body.data.items.find((e: { id: string }) => e.id === eventId)).toMatchObject({ seatsTaken: 2, seatsOffered: 1 });
  // Removing the running offer gives its seat back; nobody else fits it (2 asked for, 1 free).
  expect((await call('DELETE', `/api/admin/waitlist/${small}`, { token })).status).toBe(200);
  const after = await call('GET', `/api/admin/events/${eventId}/waitlist`, { token });
  expect(after.body.data.items.map((e: { status: string }) => e.status)).toEqual(['waiting', 'removed']);
  expect((await getItem(keys.event(eventId)))!.seatsTaken).toBe(1);
});

describe('the offer link /tickets/{token}', () => {
  useTicketPageFiles();
  const page = ticketPageFor;
  const HOST = { host: '127.0.0.1:3000' };

  it('is a page (200) whose API read shows the offer: event, seats held, until when; once claimed, the ticket link', async () => {
    const { eventId, tokens } = await fullEvent(2);
    await join(eventId, 1, { quantity: 2 });
    await Promise.all(tokens.map((t) => call('POST', `/api/tickets/${t}/cancel`)));
    const link = (await offerMails(eventId))[0].data!.token;
    expect(await page(link)).toMatchObject({ statusCode: 200, body: expect.stringContaining('Your Ticket') });
    const seen = await call('GET', `/api/tickets/${link}`, { headers: HOST });
    expect(seen.status).toBe(200);
    expect(seen.body.ticket).toBeUndefined();
    expect(seen.body.offer).toMatchObject({ name: 'Waiter 1', quantity: 2, status: 'offered', price: 0, offerExpiresAt: expect.any(String), event: { id: eventId, title: expect.any(String) } });
    expect(JSON.stringify(seen.body)).not.toContain('@example.com');
    const claim = await call('POST', `/api/tickets/${link}/claim`);
    expect(claim.status).toBe(201);
    const ticketToken = (await registrationsRepo.get(claim.body.id))!.ticketToken;
    const after = await call('GET', `/api/tickets/${link}`, { headers: HOST });
    expect(after.body.offer).toMatchObject({ status: 'claimed', ticketUrl: expect.stringMatching(new RegExp(`//127\\.0\\.0\\.1:3000/tickets/${ticketToken}$`)) });
    expect((await page(link)).statusCode).toBe(200);
  });

  it('an offer past its time reads as expired before the worker runs; a removed one as removed; an unknown link is 404', async () => {
    const { eventId, tokens } = await fullEvent(1);
    await join(eventId, 1);
    await call('POST', `/api/tickets/${tokens[0]}/cancel`);
    const link = (await offerMails(eventId))[0].data!.token;
    const entry = (await waitlistRepo.list(eventId))[0];
    await transact([{ Update: { TableName: tableName(), Key: keys.waitlistEntry(entry.id), UpdateExpression: 'SET offerExpiresAt = :past', ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() } } }]);
    expect((await call('GET', `/api/tickets/${link}`)).body.offer.status).toBe('expired');
    await transact([{ Update: { TableName: tableName(), Key: keys.waitlistEntry(entry.id), UpdateExpression: 'SET offerExpiresAt = :later', ExpressionAttributeValues: { ':later': new Date(Date.now() + 3_600_000).toISOString() } } }]);
    expect((await call('DELETE', `/api/admin/waitlist/${entry.id}`, { token: await loginToken() })).status).toBe(200);
    expect((await call('GET', `/api/tickets/${link}`)).body.offer.status).toBe('removed');
    expect((await call('GET', `/api/tickets/${link.slice(0, -2)}zz`)).status).toBe(404);
    expect((await page(`${link.slice(0, -2)}zz`)).statusCode).toBe(404);
  });
});
