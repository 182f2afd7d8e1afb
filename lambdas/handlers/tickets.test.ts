import { addDays, todayInLagos } from '../../contract/dates';
import { eventInput } from '../../contract/schemas';
import { eventsRepo } from '../lib/db/events-repo';
import { getItem, transact } from '../lib/db/items';
import { keys } from '../lib/db/keys';
import { outboxRepo } from '../lib/db/outbox-repo';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { call, createAdmin, eventBody, loginToken, useStore } from '../test/harness';
import { ticketPageFor, useTicketPageFiles } from '../test/ticket-page';

useStore();

let serial = 0;
async function makeEvent(overrides: Record<string, unknown> = {}) {
  const id = `ticket-event-${++serial}`;
  await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(todayInLagos(), 7), ...overrides })), { id });
  return id;
}

/** Register through the API and read the ticket token the registration stored. */
async function registered(eventId: string, n: number | string) {
  const answer = await call('POST', '/api/register', { body: { name: `Guest ${n}`, email: `guest${n}@example.com`, phone: '08031234567', eventId } });
  expect(answer.status).toBe(201);
  const registration = await registrationsRepo.get(answer.body.id);
  return { id: answer.body.id as string, token: registration!.ticketToken! };
}

const seats = async (eventId: string) => (await eventsRepo.get(eventId))!.seatsTaken;
const HOST = { host: '127.0.0.1:3000' };

describe('GET /api/tickets/{token}', () => {
  it('shows the attendee, the event and a QR code of the manage link, without contact details', async () => {
    const eventId = await makeEvent();
    const { token } = await registered(eventId, 'view');
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const answer = await call('GET', `/api/tickets/${token}`, { headers: HOST });
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    const { ticket } = answer.body;
    expect(ticket).toMatchObject({
      name: 'Guest view',
      status: 'registered',
      manageUrl: `https://127.0.0.1:3000/tickets/${token}`,
      event: { id: eventId, title: 'Choir Masterclass', startTime: '10:00', location: 'Lagos Concert Hall', price: 15000 },
    });
    expect(ticket.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(JSON.stringify(answer.body)).not.toContain('guestview@example.com');
    expect(JSON.stringify(answer.body)).not.toContain('08031234567');
  });

  it('tells the ticket holder when the event has been cancelled', async () => {
    const eventId = await makeEvent();
    const { token } = await registered(eventId, 'event-off');
    expect((await call('GET', `/api/tickets/${token}`, { headers: HOST })).body.ticket.event).not.toHaveProperty('status');
    await eventsRepo.setStatus(eventId, 'cancelled');
    expect((await call('GET', `/api/tickets/${token}`, { headers: HOST })).body.ticket.event.status).toBe('cancelled');
  });

  it('puts SITE_ORIGIN in the QR link when it is set, and the forwarded protocol otherwise', async () => {
    const eventId = await makeEvent();
    const { token } = await registered(eventId, 'origin');
    const local = await call('GET', `/api/tickets/${token}`, { headers: { ...HOST, 'x-forwarded-proto': 'http' } });
    expect(local.body.ticket.manageUrl).toBe(`http://127.0.0.1:3000/tickets/${token}`);
    // Behind CloudFront the Host is the API's own: the page that asked names the site.
    const behindCdn = await call('GET', `/api/tickets/${token}`, { headers: { host: 'abc.execute-api.aws', referer: `https://harmony.example/tickets/${token}` } });
    expect(behindCdn.body.ticket.manageUrl).toBe(`https://harmony.example/tickets/${token}`);
    const forged = await call('GET', `/api/tickets/${token}`, { headers: { ...HOST, referer: 'javascript:alert(1)' } });
    expect(forged.body.ticket.manageUrl).toBe(`https://127.0.0.1:3000/tickets/${token}`);
    process.env.SITE_ORIGIN = 'https://harmony.example/';
    try {
      const answer = await call('GET', `/api/tickets/${token}`, { headers: HOST });
      expect(answer.body.ticket.manageUrl).toBe(`https://harmony.example/tickets/${token}`);
    } finally {
      delete process.env.SITE_ORIGIN;
    }
  });

  it('answers 404 "Ticket not found" for an unknown, tampered or malformed token', async () => {
    const eventId = await makeEvent();
    const { token } = await registered(eventId, 'tampered');
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const wrong of [tampered, 'AAAAAAAAAAAAAAAAAAAAAA']) {
      const answer = await call('GET', `/api/tickets/${wrong}`, { headers: HOST });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: 'Ticket not found' });
    }
    expect((await call('GET', '/api/tickets/not%20a%20token', { headers: HOST })).status).toBe(404);
    expect((await call('POST', `/api/tickets/${tampered}/cancel`)).body).toEqual({ success: false, message: 'Ticket not found' });
  });
});

describe('GET /tickets/{token} (the page)', () => {
  useTicketPageFiles();
  const page = ticketPageFor;

  it('answers the ticket shell with 200 for a ticket that exists, and the not-found page with 404 otherwise', async () => {
    const eventId = await makeEvent();
    const { token } = await registered(eventId, 'page');
    const found = await page(token);
    expect(found).toMatchObject({ statusCode: 200, body: expect.stringContaining('Your Ticket') });
    expect(found.headers?.['Content-Type']).toBe('text/html; charset=utf-8');
    const wrong = await page(token.slice(0, -2) + 'zz');
    expect(wrong).toMatchObject({ statusCode: 404, body: expect.stringContaining('Page Not Found') });
    expect((await page('bad.token')).statusCode).toBe(404);
  });
});

describe('POST /api/tickets/{token}/cancel', () => {
  it('marks the registration cancelled, frees the seat and the email, and queues a cancellation mail', async () => {
    const eventId = await makeEvent();
    const { id, token } = await registered(eventId, 'cancel');
    expect(await seats(eventId)).toBe(1);

    const answer = await call('POST', `/api/tickets/${token}/cancel`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Your registration has been cancelled and your seat released.' });
    expect(await seats(eventId)).toBe(0);
    const registration = await registrationsRepo.get(id);
    expect(registration).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect((await call('GET', `/api/tickets/${token}`, { headers: HOST })).body.ticket.status).toBe('cancelled');

    const due = await outboxRepo.due(new Date(Date.now() + 60_000).toISOString(), 1000);
    const mails = due.filter((m) => m.kind === 'cancellation' && m.refs.registrationId === id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: ['guestcancel@example.com'], refs: { registrationId: id, eventId }, status: 'queued' });

    // The same email may register again.
    const again = await call('POST', '/api/register', { body: { name: 'Guest cancel', email: 'GuestCancel@example.com', phone: '08031234567', eventId } });
    expect(again.status).toBe(201);
    expect(await seats(eventId)).toBe(1);
  });

  it('answers 409 to a second cancel and frees nothing more', async () => {
    const eventId = await makeEvent();
    await registered(eventId, 'other');
    const { token } = await registered(eventId, 'twice');
    expect((await call('POST', `/api/tickets/${token}/cancel`)).status).toBe(200);
    const second = await call('POST', `/api/tickets/${token}/cancel`);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ success: false, message: 'This ticket is already cancelled.' });
    expect(await seats(eventId)).toBe(1);
  });

  it('lets exactly one of ten parallel cancels through: one seat freed, one mail', async () => {
    const eventId = await makeEvent();
    await registered(eventId, 'stays');
    const { id, token } = await registered(eventId, 'race');
    expect(await seats(eventId)).toBe(2);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', `/api/tickets/${token}/cancel`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await seats(eventId)).toBe(1);
    const due = await outboxRepo.due(new Date(Date.now() + 60_000).toISOString(), 1000);
    expect(due.filter((m) => m.kind === 'cancellation' && m.refs.registrationId === id)).toHaveLength(1);
  });

  it('keeps a cancelled registration listed for the admin, and deleting it later frees no second seat', async () => {
    const eventId = await makeEvent();
    await registered(eventId, 'keeps');
    const { id, token } = await registered(eventId, 'listed');
    await call('POST', `/api/tickets/${token}/cancel`);
    expect((await registrationsRepo.list()).find((r) => r.id === id)).toMatchObject({ status: 'cancelled' });
    expect(await registrationsRepo.remove(id)).toBe(true);
    expect(await seats(eventId)).toBe(1);
    expect(await getItem(keys.ticket(token))).toBeNull();
  });

  it('refuses to cancel a ticket for an event that has taken place', async () => {
    const eventId = await makeEvent();
    const { token } = await registered(eventId, 'past');
    await eventsRepo.update(eventId, eventInput.parse(eventBody({ date: addDays(todayInLagos(), -1) })));
    const answer = await call('POST', `/api/tickets/${token}/cancel`);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This event has already taken place, so the ticket can no longer be cancelled.');
  });
});

describe('admin mail routes', () => {
  let token = '';
  beforeAll(async () => {
    await createAdmin();
    token = await loginToken();
  });

  it('answer 401 without a token', async () => {
    expect((await call('POST', '/api/admin/mails/some-mail/resend')).status).toBe(401);
    expect((await call('POST', '/api/admin/events/some-event/message', { body: { subject: 'Hi', message: 'Hello there' } })).status).toBe(401);
  });

  it('resends a failed mail as a new queued mail and refuses one still queued', async () => {
    const eventId = await makeEvent();
    const { id } = await registered(eventId, 'resend');
    const queued = await (async () => {
      const due = await outboxRepo.due(new Date(Date.now() + 60_000).toISOString(), 1000);
      return due.find((m) => m.refs.registrationId === id);
    })();
    // A registration queues its own mail in the mailer's branch; queue one here when it does not.
    const mail = queued ?? (await queueConfirmation(id));
    const early = await call('POST', `/api/admin/mails/${mail.id}/resend`, { token });
    expect(early.status).toBe(409);

    const now = new Date();
    expect(await outboxRepo.claim(mail, now, 30_000)).toBe(true);
    for (let attempt = 1; attempt < 5; attempt++) {
      await outboxRepo.markFailed({ ...mail, attempts: attempt }, 'smtp down', now, () => 0);
      expect(await outboxRepo.claim({ ...mail, attempts: attempt }, now, 30_000)).toBe(true);
    }
    await outboxRepo.markFailed({ ...mail, attempts: 5 }, 'smtp down', now, () => 0);
    expect((await outboxRepo.get(mail.id))?.status).toBe('failed');

    const answer = await call('POST', `/api/admin/mails/${mail.id}/resend`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'The mail has been queued again.', id: expect.any(String) });
    expect(answer.body.id).not.toBe(mail.id);
    expect(await outboxRepo.get(answer.body.id)).toMatchObject({ status: 'queued', kind: mail.kind, to: mail.to });
    expect((await call('POST', '/api/admin/mails/no-such-mail/resend', { token })).status).toBe(404);
  });

  it('queues one broadcast per attendee who has not cancelled, and says how many', async () => {
    const eventId = await makeEvent();
    const otherEvent = await makeEvent();
    for (const n of [1, 2, 3]) await registered(eventId, `bc${n}`);
    await registered(otherEvent, 'bc-other');
    const { token: ticket } = await registered(eventId, 'bc-cancelled');
    await call('POST', `/api/tickets/${ticket}/cancel`);

    const answer = await call('POST', `/api/admin/events/${eventId}/message`, { token, body: { subject: 'Venue change', message: 'We have moved to Hall B.' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Message queued for 3 attendees.', queued: 3 });
    const due = await outboxRepo.due(new Date(Date.now() + 60_000).toISOString(), 1000);
    const broadcasts = due.filter((m) => m.kind === 'broadcast' && m.refs.eventId === eventId);
    expect(broadcasts.map((m) => m.to[0]).sort()).toEqual(['guestbc1@example.com', 'guestbc2@example.com', 'guestbc3@example.com']);
    expect(broadcasts[0].data).toEqual({ subject: 'Venue change', body: 'We have moved to Hall B.' });

    const empty = await call('POST', `/api/admin/events/${eventId}/message`, { token, body: { subject: '', message: '' } });
    expect(empty.status).toBe(400);
    expect((await call('POST', '/api/admin/events/no-such-event/message', { token, body: { subject: 'Hi', message: 'Hello there' } })).status).toBe(404);
  });
});

async function queueConfirmation(registrationId: string) {
  const queued = outboxRepo.queue({ kind: 'confirmation', to: ['x@example.com'], refs: { registrationId } });
  expect(await transact([queued.put])).toBeNull();
  return (await outboxRepo.get(queued.id))!;
}

