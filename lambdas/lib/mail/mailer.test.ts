// The mailer against the real pieces: the in-memory store, the handlers that
// queue mail, the SES v2 SDK and the local SES server. Time is passed in, so
// backoffs and leases run out without waiting.
import { addDays, todayInLagos } from '../../../contract/dates';
import { eventInput } from '../../../contract/schemas';
import { startLocalMail, type LocalMail } from '../../../infra/local/mail-server';
import { handleSesEvent } from '../../jobs/ses-events';
import { call, eventBody, useStore } from '../../test/harness';
import { eventsRepo } from '../db/events-repo';
import { getItem, transact, updateExisting } from '../db/items';
import { keys } from '../db/keys';
import { outboxRepo, type OutboxMail } from '../db/outbox-repo';
import { settingsRepo } from '../db/settings-repo';
import { digestMailId, queueDigest, queueReminders, reminderMailId } from './jobs';
import { runMailer, type MailerOptions } from './mailer';
import { resetMailClient, sendMail } from './send';

useStore();

let mail: LocalMail;
let port: number;
const quiet = { log: () => undefined };
const savedEnv = { ...process.env };

beforeAll(async () => {
  mail = await startLocalMail({ port: 0 });
  port = Number(new URL(mail.endpoint).port);
  process.env.SES_ENDPOINT = mail.endpoint;
  process.env.SITE_ORIGIN = 'http://127.0.0.1:3999';
  process.env.PROVIDER_EMAIL = 'owner@harmony.example';
  process.env.MAIL_FROM = 'bookings@harmony.example';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  resetMailClient();
});

afterAll(async () => {
  resetMailClient();
  await mail.close().catch(() => undefined);
  process.env = { ...savedEnv, DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT };
});

let serial = 0;
async function makeEvent(overrides: Record<string, unknown> = {}) {
  const id = `mailer-event-${++serial}`;
  await eventsRepo.create(eventInput.parse(eventBody({ title: `Workshop ${serial}`, date: addDays(todayInLagos(), 7), ...overrides })), { id });
  return id;
}

async function register(eventId: string, who: string): Promise<string> {
  const answer = await call('POST', '/api/register', { body: { name: `Ada ${who}`, email: `${who}@example.com`, phone: '08012345678', eventId } });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

const to = (address: string) => mail.messages().filter((m) => m.to.includes(address));
const confirmationOf = async (registrationId: string) => {
  const item = await getItem(keys.registration(registrationId));
  return (await outboxRepo.get(String((item?.mail as { id: string }).id)))!;
};
/** Run until nothing is left that is due at `now`. */
const drain = async (options: MailerOptions = {}) => {
  for (let i = 0; i < 20; i++) {
    const run = await runMailer({ ...quiet, ...options });
    if (run.sent + run.retried + run.failed + run.unknown + run.skipped === 0) return;
  }
};
const later = (ms: number) => new Date(Date.now() + ms);

describe('runMailer', () => {
  it('sends the confirmation with the ticket QR, the .ics and the manage link, and the provider notice', async () => {
    const eventId = await makeEvent();
    const id = await register(eventId, 'confirm');
    await drain();
    const [confirmation] = to('confirm@example.com');
    expect(confirmation.subject).toBe('You\'re registered: Workshop 1');
    expect(confirmation.from).toContain('bookings@harmony.example');
    const ics = confirmation.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics?.content).toContain('METHOD:PUBLISH');
    // 10:00 AM in Lagos (UTC+1 all year) is 09:00 UTC: the .ics gives the instant, so every calendar shows it right.
    expect(ics?.content).toContain(`DTSTART:${addDays(todayInLagos(), 7).replace(/-/g, '')}T090000Z`);
    expect(confirmation.attachments.some((a) => a.contentType === 'image/png' && a.contentId)).toBe(true);
    const item = await getItem(keys.registration(id));
    expect(confirmation.text).toContain(`http://127.0.0.1:3999/tickets/${String(item?.ticketToken)}`);
    expect(item?.mail).toMatchObject({ status: 'sent' });
    expect(await confirmationOf(id)).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: expect.any(String) });
    const notice = to('owner@harmony.example').find((m) => m.subject.includes('Ada confirm'));
    expect(notice?.replyTo.join()).toContain('confirm@example.com');
  });

  it('retries after the backoff when the mail server was down, and the mail arrives once', async () => {
    const eventId = await makeEvent();
    await mail.close();
    resetMailClient(); // as the local stack does: no pooled connection to the stopped server
    try {
      const id = await register(eventId, 'outage');
      const failedAt = new Date();
      await drain({ now: failedAt, backoffMs: () => 60_000 });
      expect(await confirmationOf(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('ECONNREFUSED') });
      mail = await startLocalMail({ port, keepInbox: true });
      await drain({ now: new Date(failedAt.getTime() + 30_000) }); // not due yet
      expect(to('outage@example.com')).toHaveLength(0);
      await drain({ now: new Date(failedAt.getTime() + 61_000) });
      await drain({ now: new Date(failedAt.getTime() + 3_600_000) });
      expect(to('outage@example.com')).toHaveLength(1);
      expect(await confirmationOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      if (!(await fetch(mail.endpoint).then(() => true, () => false))) mail = await startLocalMail({ port, keepInbox: true });
    }
  });

  it('never sends twice: a mailer that died after sending leaves the mail unknown, not queued', async () => {
    const eventId = await makeEvent();
    const id = await register(eventId, 'crash');
    const queued = await confirmationOf(id);
    // The mailer that dies: it claims and sends, and stops before recording the outcome.
    const crashing = (m: Parameters<typeof sendMail>[0]) => sendMail(m).then(() => Promise.reject(new Error('mailer process killed')));
    await runMailer({ ...quiet, send: crashing });
    expect(to('crash@example.com')).toHaveLength(1);
    expect((await outboxRepo.get(queued.id))?.status).toBe('unknown');
    await drain({ now: later(3_600_000) });
    expect(to('crash@example.com')).toHaveLength(1);
  });

  it('marks a mail whose lease ran out unknown, and does not send it', async () => {
    const eventId = await makeEvent();
    const id = await register(eventId, 'lease');
    const queued = await confirmationOf(id);
    expect(await outboxRepo.claim(queued, new Date(), 1000)).toBe(true); // then the process dies
    await drain({ now: later(5000) });
    expect((await outboxRepo.get(queued.id))?.status).toBe('unknown');
    expect((await getItem(keys.registration(id)))?.mail).toMatchObject({ status: 'unknown' });
    expect(to('lease@example.com')).toHaveLength(0);
  });

  it('claims each mail once when two mailers run at the same time', async () => {
    const eventId = await makeEvent();
    const ids = await Promise.all(['par-a', 'par-b', 'par-c'].map((who) => register(eventId, who)));
    await Promise.all([drain(), drain(), drain()]);
    for (const who of ['par-a', 'par-b', 'par-c']) expect(to(`${who}@example.com`)).toHaveLength(1);
    for (const id of ids) expect((await confirmationOf(id)).status).toBe('sent');
  });

  it('fails a mail at once when SES rejects the address, without retries', async () => {
    const eventId = await makeEvent();
    const id = await register(eventId, 'rejected');
    const rejecting = () => Promise.reject(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected', $metadata: { httpStatusCode: 400 } }));
    await drain({ send: rejecting });
    expect(await confirmationOf(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('MessageRejected') });
  });

  it('marks a sent mail bounced from the SES event that carries its tag', async () => {
    const eventId = await makeEvent();
    const id = await register(eventId, 'bounce');
    await drain();
    const sent = await confirmationOf(id);
    const event = {
      eventType: 'Bounce',
      mail: { messageId: sent.providerMessageId, tags: { 'mail-id': [sent.id] } },
      bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: 'bounce@example.com' }] },
    };
    expect(await handleSesEvent({ ...event, bounce: { ...event.bounce, bounceType: 'Transient' } })).toBe('ignored');
    expect(await handleSesEvent(event)).toBe('marked');
    expect(await confirmationOf(id)).toMatchObject({ status: 'bounced', lastError: expect.stringContaining('bounce@example.com') });
    expect((await getItem(keys.registration(id)))?.mail).toMatchObject({ status: 'bounced' });
  });
});

describe('the kinds a colleague queues', () => {
  it('renders a cancellation and a broadcast from the registration they are about', async () => {
    const eventId = await makeEvent();
    const id = await register(eventId, 'kinds');
    await updateExisting(keys.registration(id), { status: 'cancelled' });
    const queued = [
      outboxRepo.queue({ kind: 'cancellation', to: ['kinds@example.com'], refs: { registrationId: id, eventId } }),
      outboxRepo.queue({ kind: 'broadcast', to: ['kinds@example.com'], refs: { registrationId: id, eventId }, data: { subject: 'Room change', body: 'We meet in Hall B.' } }),
    ];
    await transact(queued.map((q) => q.put));
    await drain();
    expect(to('kinds@example.com').map((m) => m.subject)).toContain('Registration cancelled: Workshop ' + String(serial));
    // A broadcast is for attendees: not to a cancelled registration.
    expect(await outboxRepo.get(queued[1].id)).toMatchObject({ status: 'failed', lastError: 'The registration was cancelled.' });
  });
});

describe('reminders', () => {
  // 08:00 UTC is 09:00 in Lagos.
  const nineAmLagos = (day: string) => new Date(`${day}T08:00:00.000Z`);

  it('queue one reminder per live registration of tomorrow\'s events, once, even when the job runs twice or the event changes', async () => {
    const today = todayInLagos();
    const tomorrow = addDays(today, 1);
    const eventId = await makeEvent({ date: tomorrow });
    const otherDay = await makeEvent({ date: addDays(today, 2) });
    const ids = await Promise.all(['rem-a', 'rem-b', 'rem-c'].map((who) => register(eventId, who)));
    await register(otherDay, 'rem-other');
    // A colleague's cancellation marks the registration; it gets no reminder.
    await updateExisting(keys.registration(ids[2]), { status: 'cancelled' });
    await drain();

    const [first, second] = await Promise.all([queueReminders(nineAmLagos(today)), queueReminders(nineAmLagos(today))]);
    expect(first + second).toBe(2);
    await eventsRepo.update(eventId, eventInput.parse(eventBody({ title: 'Workshop moved', date: tomorrow })));
    expect(await queueReminders(nineAmLagos(today))).toBe(0);
    await drain();
    expect(await queueReminders(nineAmLagos(today))).toBe(0);
    await drain();

    for (const who of ['rem-a', 'rem-b']) {
      const reminders = to(`${who}@example.com`).filter((m) => m.subject.startsWith('Tomorrow'));
      expect(reminders.map((m) => m.subject)).toEqual(['Tomorrow: Workshop moved']);
      expect(reminders[0].text).toContain('http://127.0.0.1:3999/tickets/');
    }
    expect(to('rem-c@example.com').filter((m) => m.subject.startsWith('Tomorrow'))).toHaveLength(0);
    expect(to('rem-other@example.com').filter((m) => m.subject.startsWith('Tomorrow'))).toHaveLength(0);
    expect((await outboxRepo.get(reminderMailId(ids[0])))?.status).toBe('sent');
  });

  it('sends no reminder for a cancelled event', async () => {
    const today = todayInLagos();
    const eventId = await makeEvent({ date: addDays(today, 1) });
    const id = await register(eventId, 'rem-cancelled');
    await eventsRepo.setStatus(eventId, 'cancelled');
    await queueReminders(nineAmLagos(today));
    expect(await outboxRepo.get(reminderMailId(id))).toBeNull();
  });
});

describe('daily digest', () => {
  it('replaces the per-message notices and is queued once per day', async () => {
    await settingsRepo.saveNotifications({ providerEmail: 'digest@harmony.example', digest: true });
    try {
      const eventId = await makeEvent();
      await register(eventId, 'dig-reg');
      expect((await call('POST', '/api/contact', { body: { name: 'Bola Digest', email: 'bola@example.com', message: 'Please call me about lessons.' } })).status).toBe(201);
      await drain();
      expect(to('digest@harmony.example')).toHaveLength(0);

      const evening = new Date();
      const runs = await Promise.all([queueDigest(evening), queueDigest(evening)]);
      expect(runs.filter(Boolean)).toHaveLength(1);
      expect(await queueDigest(evening)).toBe(false);
      await drain();
      const digests = to('digest@harmony.example');
      expect(digests).toHaveLength(1);
      expect(digests[0].subject).toMatch(/^Daily summary for /);
      expect(digests[0].text).toContain('Bola Digest');
      expect(digests[0].text).toContain('Ada dig-reg');
      expect((await outboxRepo.get(digestMailId(todayInLagos(evening))))?.status).toBe('sent');
    } finally {
      await settingsRepo.saveNotifications({ digest: false });
    }
  });
});

export type { OutboxMail };
