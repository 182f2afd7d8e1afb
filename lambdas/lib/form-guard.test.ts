// The public forms' defences, through the real contact and register handlers
// (docs/PRODUCT-RULES.md, Spam and abuse).
import { RATE_LIMITED_MESSAGES, REGISTER_MESSAGES, CONTACT_SUCCESS_MESSAGE } from '../../contract/messages';
import { eventInput } from '../../contract/schemas';
import { addDays, todayInLagos } from '../../contract/dates';
import { call, eventBody, useStore } from '../test/harness';
import { contactsRepo } from './db/contacts-repo';
import { eventsRepo } from './db/events-repo';
import { outboxRepo } from './db/outbox-repo';
import { rateLimitsRepo } from './db/rate-limits-repo';
import { registrationsRepo } from './db/registrations-repo';
import { expectLogs } from '../test/logs';

// Each tripped trap is logged (checked below).
const logged = expectLogs('form trap tripped');

useStore();

let serial = 0;
/** A client of its own per test: the limits count per client. */
const newClient = () => ({ 'cloudfront-viewer-address': `203.0.113.${++serial}:443` });
const message = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Ada Visitor',
  email,
  message: 'Do you teach the talking drum to adults?',
  ...extra,
});
const contact = (body: unknown, headers = newClient()) => call('POST', '/api/contact', { body, headers });
const storedContacts = async (email: string) => (await contactsRepo.list()).filter((c) => c.email === email);

beforeEach(() => {
  process.env.RATE_LIMIT_CONTACTS = '5';
  process.env.RATE_LIMIT_REGISTRATIONS = '10';
});

describe('bots: answered like a person, nothing stored', () => {
  test('a contact message with the honeypot filled gets the success answer and is not stored, nor mailed', async () => {
    const mailsBefore = (await outboxRepo.due(new Date(Date.now() + 3_600_000).toISOString(), 1000)).length;
    const answer = await contact(message('honeypot@example.com', { homepage: 'http://spam.example', fillMs: 9000 }));
    expect(logged()).toEqual([expect.objectContaining({ level: 'info', message: 'form trap tripped', form: 'contacts', honeypot: true })]);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: CONTACT_SUCCESS_MESSAGE, id: expect.any(String) });
    expect(await storedContacts('honeypot@example.com')).toEqual([]);
    expect((await outboxRepo.due(new Date(Date.now() + 3_600_000).toISOString(), 1000)).length).toBe(mailsBefore);
  });

  test('a form sent faster than a person can fill it is not stored; one that took a few seconds is', async () => {
    expect((await contact(message('quick@example.com', { fillMs: 400 }))).status).toBe(201);
    expect(await storedContacts('quick@example.com')).toEqual([]);
    expect((await contact(message('steady@example.com', { fillMs: 12_000, homepage: '' }))).status).toBe(201);
    expect(await storedContacts('steady@example.com')).toHaveLength(1);
  });

  test('the signals are never stored with the message', async () => {
    await contact(message('clean@example.com', { fillMs: 8000, homepage: '' }));
    const [stored] = await storedContacts('clean@example.com');
    expect(stored).not.toHaveProperty('fillMs');
    expect(stored).not.toHaveProperty('homepage');
  });

  test('a registration with the honeypot filled gets the success answer and takes no seat', async () => {
    const eventId = 'bot-target';
    await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(todayInLagos(), 7) })), { id: eventId });
    const answer = await call('POST', '/api/register', {
      body: { name: 'Bot', email: 'bot@example.com', phone: '08012345678', eventId, homepage: 'x' },
      headers: newClient(),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ id: expect.any(String), message: REGISTER_MESSAGES.success });
    expect((await registrationsRepo.list()).filter((r) => r.eventId === eventId)).toEqual([]);
    expect((await eventsRepo.get(eventId))?.seatsTaken ?? 0).toBe(0);
  });

  test('a bad body is still a 400, trap or not: validation comes first', async () => {
    const answer = await contact({ email: 'nope', homepage: 'x' });
    expect(answer.status).toBe(400);
  });
});

describe('per-client limits', () => {
  test('the 6th contact message from one client within the window gets 429 with a clear message and Retry-After; it is not stored', async () => {
    const client = newClient();
    for (let i = 1; i <= 5; i++) expect((await contact(message(`limit${i}@example.com`), client)).status).toBe(201);
    const sixth = await contact(message('limit6@example.com'), client);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ success: false, message: RATE_LIMITED_MESSAGES.contacts });
    expect(Number(sixth.headers['Retry-After'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['Retry-After'])).toBeLessThanOrEqual(600);
    expect(await storedContacts('limit6@example.com')).toEqual([]);
    // Another client is not affected.
    expect((await contact(message('other@example.com'))).status).toBe(201);
  });

  test('20 parallel messages from one client: exactly 5 stored, the rest 429, never a 5xx', async () => {
    const client = newClient();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => contact(message(`burst${i}@example.com`), client)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const stored = (await contactsRepo.list()).filter((c) => c.email.startsWith('burst'));
    expect(stored).toHaveLength(5);
  });

  test('the 11th registration from one client gets 429; the limit is a setting', async () => {
    const eventId = 'popular';
    await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(todayInLagos(), 7), maxParticipants: 100 })), { id: eventId });
    const client = newClient();
    const register = (n: number) =>
      call('POST', '/api/register', { body: { name: `Guest ${n}`, email: `guest${n}@example.com`, phone: '08012345678', eventId }, headers: client });
    for (let n = 1; n <= 10; n++) expect((await register(n)).status).toBe(201);
    const eleventh = await register(11);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe(RATE_LIMITED_MESSAGES.registrations);
    // A load test raises it.
    process.env.RATE_LIMIT_REGISTRATIONS = '11';
    expect((await register(11)).status).toBe(201);
  });

  test('a new window starts a new count', async () => {
    const limit = { limit: 2, windowSeconds: 600 };
    const t0 = Date.UTC(2030, 0, 1, 10, 0, 0);
    expect(await rateLimitsRepo.hit('contacts', '198.51.100.7', limit, t0)).toEqual({ allowed: true });
    expect(await rateLimitsRepo.hit('contacts', '198.51.100.7', limit, t0 + 1000)).toEqual({ allowed: true });
    expect(await rateLimitsRepo.hit('contacts', '198.51.100.7', limit, t0 + 2000)).toEqual({ allowed: false, retryAfterSeconds: 598 });
    expect(await rateLimitsRepo.hit('contacts', '198.51.100.7', limit, t0 + 600_000)).toEqual({ allowed: true });
  });
});
