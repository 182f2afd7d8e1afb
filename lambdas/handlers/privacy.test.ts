// A person's own rights (issue 36; docs/PRODUCT-RULES.md, People's data) through the real handlers:
// the link, the view, consent withdrawal, erasure (ten at once: once), booking again, and the admin's side.
import { addDays, todayInLagos } from '../../contract/dates';
import { eventInput } from '../../contract/schemas';
import { eventsRepo } from '../lib/db/events-repo';
import { getItem, queryPartition } from '../lib/db/items';
import { keys } from '../lib/db/keys';
import { outboxRepo } from '../lib/db/outbox-repo';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { runMailer } from '../lib/mail/mailer';
import { emailHash } from '../lib/privacy/person-hash';
import { readAccessLink } from '../lib/privacy/access-link';
import { call, createAdmin, eventBody, loginToken, stepUp, useStore } from '../test/harness';

/** The recipients of a sent message as one string. */
const addresses = (to: Array<string | { email: string }>) => to.map((a) => (typeof a === 'string' ? a : a.email)).join(',');

useStore();
let token: string;
beforeAll(async () => {
  // Every call comes from 127.0.0.1: the per-client limit is tested on its own below.
  process.env.RATE_LIMIT_PRIVACY = '1000';
  await createAdmin();
  token = await loginToken();
});
// Finding and erasing a person are among the riskiest actions: each case's session has just confirmed who it is.
beforeEach(() => stepUp(token));

let serial = 0;
async function event(daysAhead = 7): Promise<string> {
  const id = `privacy-event-${++serial}`;
  await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(todayInLagos(), daysAhead), price: 0, maxParticipants: 20 })), { id });
  return id;
}
const register = (eventId: string, email: string, name = 'Ada Person') => call('POST', '/api/register', { body: { name, email, phone: '08031112222', eventId } });

/** Ask for a link and read its token from the queued mail (what the person would click). */
async function linkFor(email: string): Promise<string> {
  const asked = await call('POST', '/api/privacy/requests', { body: { email } });
  expect(asked.status).toBe(202);
  const mails = (await outboxRepo.due('9999', 1000)).filter((m) => m.kind === 'privacy-access' && m.to[0] === email.trim().toLowerCase());
  return mails[mails.length - 1].data!.token;
}

it('a link for a known and an unknown email: the same 202; the link shows the data, an unknown one 404, an expired one 410', async () => {
  const eventId = await event();
  expect((await register(eventId, 'known@example.com')).status).toBe(201);
  const known = await call('POST', '/api/privacy/requests', { body: { email: 'Known@Example.com ' } });
  const unknown = await call('POST', '/api/privacy/requests', { body: { email: 'nobody@example.com' } });
  expect([known.status, unknown.status, known.body]).toEqual([202, 202, unknown.body]);
  const link = await linkFor('known@example.com');
  const view = await call('GET', `/api/privacy/access/${link}`);
  expect(view.status).toBe(200);
  expect(view.body.data).toMatchObject({ email: 'known@example.com', orders: [{ eventId, eventTitle: expect.stringMatching(/\S/), role: 'buyer', name: 'Ada Person' }], messages: [], trialBookings: [], enrolments: [], waitlist: [] });
  expect(view.body.data.mails.map((m: { kind: string }) => m.kind)).toEqual(expect.arrayContaining(['confirmation', 'privacy-access']));
  expect((await call('GET', '/api/privacy/access/unknown-token-abcdefghijklmnop')).status).toBe(404);
  const bad = await call('POST', '/api/privacy/requests', { body: { email: 'not an email' } });
  expect([bad.status, Object.keys(bad.body.errors)]).toEqual([400, ['email']]);
});

it('a link is refused with 410 after its 30 minutes (the clock moved, not waited for)', async () => {
  const link = await linkFor('late@example.com');
  await expect(readAccessLink(link, new Date(Date.now() + 29 * 60_000))).resolves.toMatchObject({ email: 'late@example.com' });
  await expect(readAccessLink(link, new Date(Date.now() + 31 * 60_000))).rejects.toMatchObject({ status: 410 });
});

it('asking is limited per address: the fourth link in the hour is a 429', async () => {
  for (let i = 0; i < 3; i++) expect((await call('POST', '/api/privacy/requests', { body: { email: 'often@example.com' } })).status).toBe(202);
  expect((await call('POST', '/api/privacy/requests', { body: { email: 'often@example.com' } })).status).toBe(429);
});

it('asking is limited per client: past its limit in the hour, a 429 whatever the address', async () => {
  process.env.RATE_LIMIT_PRIVACY = '2';
  try {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await call('POST', '/api/privacy/requests', { body: { email: `client${i}@example.com` }, headers: { 'cloudfront-viewer-address': '203.0.113.77:443' } })).status);
    expect(answers).toEqual([202, 202, 429]);
  } finally {
    process.env.RATE_LIMIT_PRIVACY = '1000';
  }
});

it('withdrawing consent records a no with the notice version and form', async () => {
  const link = await linkFor('consent@example.com');
  const answer = await call('POST', `/api/privacy/access/${link}/consent`, { body: { marketing: false } });
  expect(answer.status).toBe(200);
  expect((await call('POST', `/api/privacy/access/${link}/consent`, { body: { marketing: true } })).status).toBe(400);
  const view = await call('GET', `/api/privacy/access/${link}`);
  expect(view.body.data.consents).toEqual([{ marketing: false, form: 'privacy-page', noticeVersion: 0, at: expect.any(String) }]);
});

it('the person corrects their name and phone on their own records, and the admin\'s search follows', async () => {
  const eventId = await event();
  const email = 'ada.p@example.com';
  expect((await call('POST', '/api/register', { body: { name: 'Ada Typo', email, phone: '08031112222', eventId } })).status).toBe(201);
  expect((await call('POST', '/api/contact', { body: { name: 'Ada Typo', email, phone: '08031112222', message: 'A question about lessons', fillMs: 8000 } })).status).toBe(201);
  const link = await linkFor(email);

  const bad = await call('POST', `/api/privacy/access/${link}/correct`, { body: {} });
  expect([bad.status, Object.keys(bad.body.errors)]).toEqual([400, ['name']]);
  const fixed = await call('POST', `/api/privacy/access/${link}/correct`, { body: { name: '  Ada Correct ', phone: '+234 803 999 0000' } });
  expect([fixed.status, fixed.body.message, fixed.body.data.changed]).toEqual([200, 'Your details have been corrected.', 2]);

  const view = (await call('GET', `/api/privacy/access/${link}`)).body.data;
  expect(view.orders).toEqual([expect.objectContaining({ role: 'buyer', name: 'Ada Correct' })]);
  expect(view.messages).toEqual([expect.objectContaining({ name: 'Ada Correct', phone: '+234 803 999 0000' })]);
  // The admin's search finds the corrected name, no longer the old one.
  const search = (q: string) => call('GET', `/api/admin/registrations?search=${encodeURIComponent(q)}`, { token });
  expect((await search('Ada Correct')).body.data.items.map((r: { email: string }) => r.email)).toEqual([email]);
  expect((await search('Ada Typo')).body.data.items).toEqual([]);
  expect((await call('POST', '/api/privacy/access/unknown-token-abcdefghijklmnop/correct', { body: { name: 'Someone Else' } })).status).toBe(404);
});

it('register, contact and the waitlist record each yes or no with the form and the notice version', async () => {
  const eventId = await event();
  const email = 'consents@example.com';
  expect((await call('POST', '/api/register', { body: { name: 'Con Sent', email, phone: '08031112222', eventId, marketingConsent: true } })).status).toBe(201);
  expect((await call('POST', '/api/contact', { body: { name: 'Con Sent', email, message: 'A question about lessons', fillMs: 8000 } })).status).toBe(201);
  const view = await call('GET', `/api/privacy/access/${await linkFor(email)}`);
  expect(view.body.data.consents.map((c: { form: string; marketing: boolean; noticeVersion: number }) => [c.form, c.marketing, c.noticeVersion])).toEqual([
    ['register', true, 0],
    ['contact', false, 0],
  ]);
});

it('ten parallel erasures erase once with no error; the ticket for the coming event is cancelled first; no mail goes to the address; booking again works', async () => {
  const eventId = await event();
  const email = 'erase.me@example.com';
  const registered = await register(eventId, email, 'Erin Erase');
  expect(registered.status).toBe(201);
  const link = await linkFor(email);
  const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', `/api/privacy/access/${link}/erase`)));
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  const doers = answers.filter((a) => !a.body.data.alreadyErased);
  expect(doers).toHaveLength(1);
  expect(doers[0].body.data).toMatchObject({ erased: expect.any(Number), cancelledTickets: 1 });

  const order = await getItem(keys.registration(registered.body.id));
  expect(order).toMatchObject({ name: 'Erased person', status: 'cancelled', email: expect.stringMatching(/@erased\.invalid$/) });
  expect(order!.phone).toBeUndefined();
  expect(await getItem(keys.emailGuard(eventId, email))).toBeNull();
  expect(await getItem(keys.suppression(await emailHash(email)))).not.toBeNull();
  // The link is spent: nothing left to show.
  expect((await call('GET', `/api/privacy/access/${link}`)).status).toBe(410);

  // The mailer: only the last confirmation goes out to the address, then the outbox forgets it.
  const sent: string[][] = [];
  await runMailer({ now: new Date(Date.now() + 60 * 60_000), limit: 1000, send: async (m) => (sent.push([addresses(m.to), m.subject]), { id: 'x', sesMessageId: 'x' }), log: () => {} });
  expect(sent.filter(([to]) => to === email).map(([, subject]) => subject)).toEqual([expect.stringMatching(/has been erased/)]);
  const outbox = [...(await queryPartition(keys.mailDuePartition)), ...(await queryPartition(keys.mailLogPartition))];
  expect(JSON.stringify(outbox)).not.toContain(email);

  // Back again: the booking works and mails go to them again.
  const again = await register(eventId, email, 'Erin Erase');
  expect(again.status).toBe(201);
  expect((await registrationsRepo.get(again.body.id))!.email).toBe(email);
  expect(await getItem(keys.suppression(await emailHash(email)))).toMatchObject({ liftedAt: expect.any(String) });
  const later: string[] = [];
  await runMailer({ now: new Date(Date.now() + 60 * 60_000), limit: 1000, send: async (m) => (later.push(addresses(m.to)), { id: 'y', sesMessageId: 'y' }), log: () => {} });
  expect(later).toContain(email);
});

it('the admin finds a person by email or phone, erases with a reason, and lists the requests', async () => {
  const eventId = await event();
  const email = 'admin.find@example.com';
  expect((await call('POST', '/api/register', { body: { name: 'Femi Found', email, phone: '+234 803 999 8888', eventId } })).status).toBe(201);
  const byEmail = await call('GET', `/api/admin/people?q=${encodeURIComponent(email)}`, { token });
  expect(byEmail.body.data.orders).toHaveLength(1);
  const byPhone = await call('GET', `/api/admin/people?q=${encodeURIComponent('08039998888')}`, { token });
  expect(byPhone.body.data.orders.map((o: { name: string; role: string; email: string }) => [o.name, o.role, o.email])).toEqual([['Femi Found', 'buyer', email]]);
  expect((await call('GET', '/api/admin/people?q=x', { token })).status).toBe(400);
  const erased = await call('POST', '/api/admin/people/erase', { token, body: { email, reason: 'Asked by phone' } });
  expect([erased.status, erased.body.data.alreadyErased]).toEqual([200, false]);
  expect((await call('POST', '/api/admin/people/erase', { token, body: { email: 'nope' } })).status).toBe(400);
  const requests = await call('GET', '/api/admin/privacy-requests', { token });
  const row = requests.body.data.items.find((r: { kind: string; reason?: string }) => r.kind === 'erasure' && r.reason === 'Asked by phone');
  expect(row).toMatchObject({ by: 'admin', emailHash: await emailHash(email), dueBy: expect.any(String) });
  expect(row.email).toBeUndefined();
  const foreign = Buffer.from(JSON.stringify({ pk: 'EVENT#x', sk: 'EVENT' })).toString('base64url');
  expect((await call('GET', `/api/admin/privacy-requests?cursor=${foreign}`, { token })).status).toBe(400);
  const audit = await call('GET', '/api/admin/audit', { token });
  expect(JSON.stringify(audit.body)).not.toContain(email);
});
