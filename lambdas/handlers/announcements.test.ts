// The admin's announcements beyond the draft (issue 39; docs/PRODUCT-RULES.md, Mailing list): the list,
// the count of the audience exactly as chosen, the formatted preview from the mailer's own renderer, the
// test send (marked, counted nowhere), the event or programme card, sending for later, and a send fired
// in parallel that still gives each person one mail.
import { programmeInput } from '../../contract/programme-schemas';
import { announcementPhase } from '../../contract/news';
import { eventInput } from '../../contract/schemas';
import { auditRepo } from '../lib/db/audit-repo';
import { eventsRepo } from '../lib/db/events-repo';
import { newsRepo } from '../lib/db/news-repo';
import { outboxRepo } from '../lib/db/outbox-repo';
import { programmesRepo } from '../lib/db/school/programmes-repo';
import { runMailer } from '../lib/mail/mailer';
import { buildMime, type MimeMessage } from '../lib/mail/mime';
import { LOCAL_PROVIDER_EMAIL } from '../lib/mail/config';
import { TEST_NOTE } from '../lib/mail/messages/news';
import { call, createAdmin, eventBody, loginToken, useStore } from '../test/harness';
import { expectLogs } from '../test/logs';

expectLogs('announcement queued');
useStore();
let token: string;
let eventId: string;
let programmeId: string;
beforeAll(async () => {
  process.env.RATE_LIMIT_NEWS = '1000';
  await createAdmin();
  token = await loginToken();
  eventId = (await eventsRepo.create(eventInput.parse(eventBody({ title: 'Choir Masterclass' })))).id;
  programmeId = (await programmesRepo.create(programmeInput.parse({ name: 'Junior piano', service: 'instrument-lessons', monthlyFee: 20000, meets: [{ day: 'sat', time: '10:00', minutes: 60 }], capacity: 10, startsOn: '2099-02-01' }))).id;
});

const admin = () => ({ token });
/** Sign up and click the link. */
async function subscribed(email: string, interests = ['vocal-training']): Promise<void> {
  expect((await call('POST', '/api/subscribe', { body: { email, interests, marketingConsent: true, fillMs: 8000 } })).status).toBe(202);
  const mail = (await outboxRepo.due('9999', 5000)).find((m) => m.kind === 'news-confirmation' && m.to[0] === email)!;
  expect((await call('POST', `/api/subscribe/confirm/${mail.data!.token}`)).status).toBe(200);
}
/** Run the mailer once over everything due by `at`, keeping what it sent. */
async function send(at = new Date(Date.now() + 3600_000)): Promise<MimeMessage[]> {
  const sent: MimeMessage[] = [];
  await runMailer({ now: at, limit: 5000, log: () => {}, send: async (m) => (sent.push(m), { id: m.id, sesMessageId: `ses-${m.id}` }) });
  return sent;
}
const content = { subject: 'The next workshop', body: 'Come **sing** with us.' };

it('lists announcements newest first with status, when and sent of recipients; bad cursors are 400', async () => {
  await send();
  await subscribed('list1@example.com');
  const older = await newsRepo.createAnnouncement({ ...content, subject: 'Older', audience: { kind: 'subscribers' }, createdBy: 'admin', at: '2026-01-01T10:00:00.000Z' });
  const newer = await newsRepo.createAnnouncement({ ...content, subject: 'Newer', audience: { kind: 'subscribers' }, createdBy: 'admin', at: '2026-02-01T10:00:00.000Z' });
  expect((await call('POST', `/api/admin/announcements/${older}/send`, admin())).status).toBe(202);
  await send();
  const list = await call('GET', '/api/admin/announcements', admin());
  expect(list.status).toBe(200);
  const rows = list.body.data.items.filter((r: { id: string }) => r.id === older || r.id === newer);
  expect(rows.map((r: { subject: string }) => r.subject)).toEqual(['Newer', 'Older']);
  expect(rows[0]).toMatchObject({ status: 'draft', recipients: 0, sent: 0, createdAt: '2026-02-01T10:00:00.000Z' });
  expect(rows[1]).toMatchObject({ status: 'sent', recipients: 1, sent: 1, startedAt: expect.any(String) });
  expect(list.body.data.nextCursor).toBeNull();
  expect((await call('GET', '/api/admin/announcements?cursor=not%20a%20cursor', admin())).status).toBe(400);
  expect((await call('GET', '/api/admin/announcements?cursor=bm90anNvbg', admin())).status).toBe(400);
  // Well-formed JSON that is not a key of this list: DynamoDB would refuse it (a 5xx) or start elsewhere.
  const foreign = Buffer.from(JSON.stringify({ pk: 'EVENT#x', sk: 'EVENT' })).toString('base64url');
  expect((await call('GET', `/api/admin/announcements?cursor=${foreign}`, admin())).status).toBe(400);
  expect((await call('GET', '/api/admin/announcements')).status).toBe(401);
});

it('counts the audience exactly as chosen, and refuses a choice that names nothing', async () => {
  await subscribed('count-voice@example.com', ['vocal-training']);
  await subscribed('count-events@example.com', ['events']);
  const count = async (query: string) => call('GET', `/api/admin/audiences/count?${query}`, admin());
  const all = (await count('kind=subscribers')).body.data.count;
  const voice = (await count('kind=subscribers&interest=vocal-training')).body.data.count;
  const events = (await count('kind=subscribers&interest=events')).body.data.count;
  expect(events).toBeGreaterThanOrEqual(1);
  expect(voice + events).toBe(all);
  expect((await count(`kind=past-attendees&eventId=${eventId}`)).body.data).toEqual({ count: 0 });
  expect((await count(`kind=learners&programmeId=${programmeId}`)).body.data).toEqual({ count: 0 });
  expect((await count('')).status).toBe(400);
  const bogus = await count('kind=everyone');
  expect([bogus.status, Object.keys(bogus.body.errors)]).toEqual([400, ['kind']]);
  expect((await count('kind=subscribers&interest=knitting')).status).toBe(400);
  expect((await count('kind=waitlist')).body).toMatchObject({ errors: { 'audience.eventId': 'Choose an event' } });
  expect((await count('kind=past-attendees&eventId=no-such-event')).status).toBe(400);
  expect((await call('GET', '/api/admin/audiences/count?kind=subscribers')).status).toBe(401);
});

it('previews the mail from the mailer’s renderer: layout, text, the event or programme card; it writes nothing, not even an audit entry', async () => {
  const before = (await auditRepo.latest()).length;
  const withEvent = await call('POST', '/api/admin/announcements/preview', { token, body: { ...content, eventId } });
  expect(withEvent.status).toBe(200);
  const { subject, html, text } = withEvent.body.data;
  expect(subject).toBe('The next workshop');
  expect(html).toContain('<strong>sing</strong>');
  expect(html).toContain('Choir Masterclass');
  expect(html).toMatch(new RegExp(`href="[^"]+/events/${eventId}"[^>]*>Register</a>`));
  expect(text).toContain('Come **sing** with us.');
  expect(text).toMatch(new RegExp(`Register: \\S+/events/${eventId}`));
  const withProgramme = await call('POST', '/api/admin/announcements/preview', { token, body: { ...content, programmeId } });
  expect(withProgramme.body.data.html).toMatch(/href="[^"]+\/programmes"[^>]*>Enrol<\/a>/);
  expect(withProgramme.body.data.text).toContain('Programme: Junior piano');
  expect((await auditRepo.latest()).length).toBe(before);

  const bad = await call('POST', '/api/admin/announcements/preview', { token, body: { subject: '', body: '' } });
  expect([bad.status, Object.keys(bad.body.errors).sort()]).toEqual([400, ['body', 'subject']]);
  expect((await call('POST', '/api/admin/announcements/preview', { token, body: { ...content, eventId: 'no-such-event' } })).body).toMatchObject({ errors: { eventId: 'That event does not exist' } });
  expect((await call('POST', '/api/admin/announcements/preview', { token, body: { ...content, eventId, programmeId } })).status).toBe(400);
  expect((await call('POST', '/api/admin/announcements/preview', { body: content })).status).toBe(401);
});

it('a test send goes to the provider’s address (or the one typed), marked as a test, and no announcement counts it', async () => {
  await send();
  const id = await newsRepo.createAnnouncement({ ...content, audience: { kind: 'subscribers' }, createdBy: 'admin', at: new Date().toISOString() });
  expect((await call('POST', '/api/admin/announcements/test', { token, body: { ...content, eventId } })).status).toBe(202);
  expect((await call('POST', '/api/admin/announcements/test', { token, body: { ...content, to: 'me@example.com' } })).status).toBe(202);
  const sent = await send();
  expect(sent.map((m) => m.to[0]).sort()).toEqual([LOCAL_PROVIDER_EMAIL, 'me@example.com'].sort());
  for (const mail of sent) {
    expect(mail.subject).toBe('[Test] The next workshop');
    expect(mail.text).toContain(TEST_NOTE);
    expect(buildMime(mail)).not.toMatch(/^List-Unsubscribe/m);
  }
  expect(sent.find((m) => m.to[0] === LOCAL_PROVIDER_EMAIL)!.html).toContain('>Register</a>');
  expect(await newsRepo.announcement(id)).toMatchObject({ sent: 0 });
  const bad = await call('POST', '/api/admin/announcements/test', { token, body: { ...content, to: 'not an address' } });
  expect([bad.status, Object.keys(bad.body.errors)]).toEqual([400, ['to']]);
});

it('the sent mail carries the card the announcement was saved with, beside its unsubscribe headers', async () => {
  await send();
  await subscribed('card@example.com', ['events']);
  const created = await call('POST', '/api/admin/announcements', { token, body: { ...content, subject: 'With a card', programmeId, audience: { kind: 'subscribers', interest: 'events' } } });
  expect(created.status).toBe(201);
  expect((await call('GET', `/api/admin/announcements/${created.body.id}`, admin())).body.data).toMatchObject({ programmeId });
  await call('POST', `/api/admin/announcements/${created.body.id}/send`, admin());
  const mail = (await send()).find((m) => m.to[0] === 'card@example.com' && m.subject === 'With a card')!;
  expect(mail.html).toContain('>Enrol</a>');
  expect(buildMime(mail)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect((await call('POST', '/api/admin/announcements', { token, body: { ...content, eventId: 'gone', audience: { kind: 'subscribers' } } })).status).toBe(400);
});

it('scheduled for later: shown as scheduled, nothing goes before sendAt, everything at sendAt', async () => {
  await send();
  await subscribed('later1@example.com', ['instrument-lessons']);
  const sendAt = new Date(Date.now() + 3 * 86_400_000);
  const created = await call('POST', '/api/admin/announcements', { token, body: { ...content, subject: 'For later', sendAt: sendAt.toISOString(), audience: { kind: 'subscribers', interest: 'instrument-lessons' } } });
  const id = created.body.id;
  expect((await call('POST', `/api/admin/announcements/${id}/send`, admin())).status).toBe(202);
  const view = (await call('GET', `/api/admin/announcements/${id}`, admin())).body.data;
  expect(announcementPhase(view, new Date())).toBe('scheduled');
  expect(announcementPhase(view, new Date(sendAt.getTime() + 1000))).toBe('sent');
  expect((await send(new Date(sendAt.getTime() - 60_000))).filter((m) => m.subject === 'For later')).toEqual([]);
  expect((await send(new Date(sendAt.getTime() + 60_000))).filter((m) => m.subject === 'For later').map((m) => m.to[0])).toEqual(['later1@example.com']);
  expect((await call('POST', '/api/admin/announcements', { token, body: { ...content, sendAt: '2020-01-01T10:00:00+01:00', audience: { kind: 'subscribers' } } })).body).toMatchObject({ errors: { sendAt: 'Choose a time still to come' } });
});

it('Send tapped three times at once: each recipient still gets exactly one mail', async () => {
  await send();
  for (const n of [1, 2, 3, 4, 5]) await subscribed(`parallel${n}@example.com`, ['artistic-productions']);
  const created = await call('POST', '/api/admin/announcements', { token, body: { ...content, subject: 'Once each', audience: { kind: 'subscribers', interest: 'artistic-productions' } } });
  const id = created.body.id;
  const answers = await Promise.all([1, 2, 3].map(() => call('POST', `/api/admin/announcements/${id}/send`, admin())));
  expect(answers.every((a) => a.status === 202 || a.status === 409)).toBe(true);
  expect(answers.some((a) => a.status === 202)).toBe(true);
  const to = (await send()).filter((m) => m.subject === 'Once each').map((m) => m.to[0]);
  expect(to.sort()).toEqual([1, 2, 3, 4, 5].map((n) => `parallel${n}@example.com`));
  expect((await call('GET', `/api/admin/announcements/${id}`, admin())).body.data).toMatchObject({ status: 'sent', recipients: 5, sent: 5 });
});
