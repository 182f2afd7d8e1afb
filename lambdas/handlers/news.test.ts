// The mailing list through the real handlers (issue 39; docs/PRODUCT-RULES.md, Mailing list): double
// opt-in with the same answer for any address, the confirmation and its consent record, an announcement
// with its RFC 8058 headers, the one-click POST (form-encoded, no session), a GET that never unsubscribes.
import { getItem } from '../lib/db/items';
import { keys } from '../lib/db/keys';
import { outboxRepo, type OutboxMail } from '../lib/db/outbox-repo';
import { privacyRepo } from '../lib/db/privacy-repo';
import { runMailer } from '../lib/mail/mailer';
import { buildMime, type MimeMessage } from '../lib/mail/mime';
import { emailHash } from '../lib/privacy/person-hash';
import { call, createAdmin, loginToken, stepUp, useStore } from '../test/harness';
import { expectLogs } from '../test/logs';
import { handleSesEvent } from '../jobs/ses-events';

expectLogs('announcement queued', 'form trap tripped');
useStore();
let token: string;
beforeAll(async () => {
  process.env.RATE_LIMIT_NEWS = '1000';
  await createAdmin();
  token = await loginToken();
});

const signUp = (email: string, extra: Record<string, unknown> = {}) => call('POST', '/api/subscribe', { body: { email, name: 'Ada Singer', interests: ['vocal-training'], marketingConsent: true, fillMs: 8000, ...extra } });
const due = async (kind: OutboxMail['kind'], to: string) => (await outboxRepo.due('9999', 5000)).filter((m) => m.kind === kind && m.to[0] === to);

/** Sign up and click the link: the manage token the confirmation answers. */
async function subscribed(email: string): Promise<string> {
  expect((await signUp(email)).status).toBe(202);
  const [mail] = await due('news-confirmation', email);
  const confirmed = await call('POST', `/api/subscribe/confirm/${mail.data!.token}`);
  expect(confirmed.status).toBe(200);
  return confirmed.body.id;
}

/** Run the mailer once over everything due, keeping what it sent. */
async function send(): Promise<MimeMessage[]> {
  const sent: MimeMessage[] = [];
  await runMailer({ now: new Date(Date.now() + 3600_000), limit: 1000, log: () => {}, send: async (m) => (sent.push(m), { id: m.id, sesMessageId: `ses-${m.id}` }) });
  return sent;
}

it('signing up: the same 202 for a new and a known address, a confirmation mail, and nothing stored before the click', async () => {
  const first = await signUp('new@example.com');
  expect(first.status).toBe(202);
  const [mail] = await due('news-confirmation', 'new@example.com');
  expect(mail).toBeDefined();
  const hash = await emailHash('new@example.com');
  expect(await getItem(keys.newsSubscriber(hash))).toBeNull();
  expect(await privacyRepo.consents(hash)).toEqual([]);
  // Only the token's hash is stored, with its TTL.
  expect(await getItem(keys.newsToken(mail.data!.token))).toBeNull();

  const manage = await call('POST', `/api/subscribe/confirm/${mail.data!.token}`);
  expect(manage.status).toBe(200);
  expect(await getItem(keys.newsSubscriber(hash))).toMatchObject({ status: 'subscribed', email: 'new@example.com', interests: ['vocal-training'] });
  expect(await privacyRepo.consents(hash)).toEqual([expect.objectContaining({ marketing: true, form: 'subscribe' })]);
  // A second click (a mail scanner's preview, a second tab) is fine and writes nothing more.
  expect((await call('POST', `/api/subscribe/confirm/${mail.data!.token}`)).status).toBe(200);
  expect(await privacyRepo.consents(hash)).toHaveLength(1);

  // Known now: the same answer, and no second mail.
  const known = await signUp('New@Example.com ');
  expect([known.status, known.body]).toEqual([202, first.body]);
  expect(await due('news-confirmation', 'new@example.com')).toHaveLength(1);
});

it('bad input is a 400 that says why; unknown links are 404', async () => {
  const noConsent = await signUp('someone@example.com', { marketingConsent: false });
  expect([noConsent.status, Object.keys(noConsent.body.errors)]).toEqual([400, ['marketingConsent']]);
  const badEmail = await signUp('not an email');
  expect([badEmail.status, Object.keys(badEmail.body.errors)]).toEqual([400, ['email']]);
  expect((await signUp('x@example.com', { interests: ['knitting'] })).status).toBe(400);
  expect((await call('POST', '/api/subscribe/confirm/unknown-token-abcdefghijklmnop')).status).toBe(404);
  expect((await call('POST', '/api/unsubscribe/unknown-token-abcdefghijklmnop', { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(404);
  expect((await call('POST', '/api/admin/announcements', { token, body: { subject: 'Hi', body: '', audience: { kind: 'everyone' } } })).status).toBe(400);
  expect((await call('GET', '/api/admin/announcements/nope')).status).toBe(401);
  expect((await call('GET', '/api/admin/announcements/nope', { token })).status).toBe(404);
  // A bot (sent faster than a person could) is answered the same, and nothing is sent.
  expect((await signUp('bot@example.com', { fillMs: 10 })).status).toBe(202);
  expect(await due('news-confirmation', 'bot@example.com')).toEqual([]);
});

it('an announcement reaches subscribers with List-Unsubscribe headers; the one-click POST unsubscribes and the next one does not arrive', async () => {
  await send();
  const manage = await subscribed('singer@example.com');
  await subscribed('drummer@example.com');
  // A GET of the subscriber's page shows it and never unsubscribes.
  expect((await call('GET', `/api/news/${manage}`)).body.data).toEqual({ interests: ['vocal-training'], subscribed: true });
  expect((await call('PUT', `/api/news/${manage}`, { body: { interests: ['events', 'vocal-training'] } })).status).toBe(200);

  const body = '# Term starts\n\nCome **sing** with us. <script>alert(1)</script> [Details](https://example.org/term) [bad](javascript:alert(1))';
  const created = await call('POST', '/api/admin/announcements', { token, body: { subject: 'A new term', body, audience: { kind: 'subscribers' } } });
  expect(created.status).toBe(201);
  const id = created.body.id;
  expect((await call('POST', `/api/admin/announcements/${id}/send`, { token })).status).toBe(202);
  // Sent once only: a second send is a 409, the announcement is not a draft any more.
  expect((await call('POST', `/api/admin/announcements/${id}/send`, { token })).status).toBe(409);

  const sent = (await send()).filter((m) => m.subject === 'A new term');
  expect(sent.map((m) => m.to[0]).sort()).toEqual(['drummer@example.com', 'new@example.com', 'singer@example.com']);
  const toSinger = sent.find((m) => m.to[0] === 'singer@example.com')!;
  const mime = buildMime(toSinger);
  const listUnsubscribe = /^List-Unsubscribe: <(https?:\/\/[^>]+\/api\/unsubscribe\/([A-Za-z0-9_-]+))>, <mailto:[^>]+>$/m.exec(mime);
  expect(listUnsubscribe).not.toBeNull();
  expect(mime).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(toSinger.html).toContain('<strong>sing</strong>');
  expect(toSinger.html).toContain('&#60;script&#62;');
  expect(toSinger.html).not.toContain('<script>');
  expect(toSinger.html).not.toContain('javascript:');
  expect(toSinger.html).toContain('href="https://example.org/term"');
  const mailToken = listUnsubscribe![2];
  expect(toSinger.text).toContain(`/news/${mailToken}`);
  expect((await call('GET', `/api/admin/announcements/${id}`, { token })).body.data).toMatchObject({ status: 'sent', recipients: 3, sent: 3, bounced: 0, complained: 0, unsubscribed: 0 });

  // The mail client's one-click POST: form-encoded, no session, no page.
  expect((await call('GET', `/api/news/${mailToken}`)).body.data.subscribed).toBe(true);
  const oneClick = await call('POST', `/api/unsubscribe/${mailToken}`, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(oneClick.status).toBe(200);
  expect((await call('POST', `/api/unsubscribe/${mailToken}`, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(200);
  expect((await call('POST', `/api/unsubscribe/${mailToken}`, { body: 'other=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(400);
  const hash = await emailHash('singer@example.com');
  const consents = await privacyRepo.consents(hash);
  expect(consents[consents.length - 1]).toMatchObject({ marketing: false, form: 'news' });
  expect(await getItem(keys.newsSubscriber(hash))).toMatchObject({ status: 'unsubscribed' });
  expect((await getItem(keys.newsSubscriber(hash)))!.email).toBeUndefined();
  expect((await call('GET', `/api/admin/announcements/${id}`, { token })).body.data).toMatchObject({ unsubscribed: 1 });

  const next = await call('POST', '/api/admin/announcements', { token, body: { subject: 'Next term', body: 'Hello again', audience: { kind: 'subscribers' } } });
  await call('POST', `/api/admin/announcements/${next.body.id}/send`, { token });
  expect((await send()).map((m) => m.to[0]).sort()).toEqual(['drummer@example.com', 'new@example.com']);
  const audiences = await call('GET', '/api/admin/audiences', { token });
  expect(audiences.body.data).toMatchObject({ subscribers: 2, byInterest: expect.objectContaining({ 'vocal-training': 2 }) });
});

it('an announcement for later can be cancelled before it starts: none of its mails goes', async () => {
  await send();
  await subscribed('later@example.com');
  const sendAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const created = await call('POST', '/api/admin/announcements', { token, body: { subject: 'Much later', body: 'Soon', audience: { kind: 'subscribers', interest: 'vocal-training' }, sendAt } });
  const id = created.body.id;
  expect((await call('POST', `/api/admin/announcements/${id}/send`, { token })).status).toBe(202);
  expect((await call('POST', `/api/admin/announcements/${id}/cancel`, { token })).status).toBe(200);
  expect((await call('POST', `/api/admin/announcements/${id}/cancel`, { token })).status).toBe(409);
  const sent: MimeMessage[] = [];
  await runMailer({ now: new Date(Date.now() + 3 * 86_400_000), limit: 1000, log: () => {}, send: async (m) => (sent.push(m), { id: m.id, sesMessageId: 'x' }) });
  expect(sent.filter((m) => m.subject === 'Much later')).toEqual([]);
  expect((await call('GET', `/api/admin/announcements/${id}`, { token })).body.data).toMatchObject({ status: 'cancelled', sent: 0 });
});

it('a bounce or a complaint from SES stops every later announcement to that address, and the counts say so', async () => {
  await send();
  await subscribed('bouncy@example.com');
  await subscribed('grumpy@example.com');
  const first = await call('POST', '/api/admin/announcements', { token, body: { subject: 'First news', body: 'Hi', audience: { kind: 'subscribers' } } });
  await call('POST', `/api/admin/announcements/${first.body.id}/send`, { token });
  const sent = await send();
  const mailTo = (to: string) => sent.find((m) => m.to[0] === to && m.subject === 'First news')!.id;
  const bounce = { eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'bouncy@example.com' }] }, mail: { tags: { 'mail-id': [mailTo('bouncy@example.com')] } } };
  const complaint = { eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'grumpy@example.com' }] }, mail: { tags: { 'mail-id': [mailTo('grumpy@example.com')] } } };
  expect(await handleSesEvent(bounce)).toBe('marked');
  expect(await handleSesEvent(complaint)).toBe('marked');
  expect((await call('GET', `/api/admin/announcements/${first.body.id}`, { token })).body.data).toMatchObject({ bounced: 1, complained: 1 });
  const second = await call('POST', '/api/admin/announcements', { token, body: { subject: 'Second news', body: 'Hi again', audience: { kind: 'subscribers' } } });
  await call('POST', `/api/admin/announcements/${second.body.id}/send`, { token });
  const to = (await send()).filter((m) => m.subject === 'Second news').map((m) => m.to[0]);
  expect(to).not.toContain('bouncy@example.com');
  expect(to).not.toContain('grumpy@example.com');
  expect(to).toContain('drummer@example.com');
});

it('the person’s own data shows their subscription, and erasure removes it', async () => {
  await subscribed('leaving@example.com');
  // Finding and erasing a person are among the riskiest actions: the session confirms it is the admin first.
  const admin = { token: await stepUp(token) };
  const found = await call('GET', '/api/admin/people?q=leaving%40example.com', admin);
  expect(found.body.data.subscription).toMatchObject({ status: 'subscribed', interests: ['vocal-training'] });
  expect((await call('POST', '/api/admin/people/erase', { ...admin, body: { email: 'leaving@example.com', reason: 'Asked by phone' } })).status).toBe(200);
  const hash = await emailHash('leaving@example.com');
  const item = (await getItem(keys.newsSubscriber(hash)))!;
  expect([item.status, item.email, item.name, item.gsi1pk]).toEqual(['unsubscribed', undefined, undefined, undefined]);
});
