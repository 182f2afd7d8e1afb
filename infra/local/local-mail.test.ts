// The whole local mail path: a message built by the mail modules, sent by the
// real SES v2 SDK to aws-ses-v2-local on 127.0.0.1, and read back through the
// /_local/mail route as the browser tests will.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { confirmationMessage } from '../../lambdas/lib/mail/messages/confirmation';
import { contactNotificationMessage } from '../../lambdas/lib/mail/messages/provider';
import { attendee, contact, event, site } from '../../lambdas/lib/mail/messages/test-fixtures';
import { resetMailClient, sendMail } from '../../lambdas/lib/mail/send';
import { createLocalMailRoute, isLocalMailPath, LOCAL_MAIL_PATH } from './local-mail-route';
import { mimeHeaders, startLocalMail, type LocalMail, type LocalMailMessage } from './mail-server';


const from = { name: 'Harmony Bookings', email: 'bookings@harmony.example' };
const savedEnv = { ...process.env };
let mail: LocalMail;
let route: http.Server;
let routeUrl: string;

beforeAll(async () => {
  mail = await startLocalMail({ host: '127.0.0.1', port: 0 });
  process.env.SES_ENDPOINT = mail.endpoint;
  process.env.AWS_REGION = 'eu-west-1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // As on AWS when event publishing is on: the request must still be accepted.
  process.env.SES_CONFIGURATION_SET = 'local-events';
  delete process.env.AWS_ACCESS_KEY_ID;
  resetMailClient();
  const handle = createLocalMailRoute(mail);
  route = http.createServer((req, res) => {
    if (isLocalMailPath(req.url ?? '/')) void handle(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => route.listen(0, '127.0.0.1', resolve));
  routeUrl = `http://127.0.0.1:${(route.address() as AddressInfo).port}${LOCAL_MAIL_PATH}`;
});

afterAll(async () => {
  resetMailClient();
  process.env = savedEnv;
  await new Promise<void>((resolve) => route.close(() => resolve()));
  await mail.close();
});

async function inbox(): Promise<LocalMailMessage[]> {
  const response = await fetch(routeUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await response.json()) as { messages: LocalMailMessage[] }).messages;
}

it('listens on 127.0.0.1 and serves the web inbox at /', async () => {
  expect(mail.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(mail.inboxUrl).toBe(`${mail.endpoint}/`);
  const page = await fetch(mail.inboxUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toMatch(/<html/i);
});

it('delivers a confirmation with the .ics as text and the QR image', async () => {
  const content = await confirmationMessage({ site, event, attendee, ticketToken: 'tok_abc' });
  const sent = await sendMail({ id: 'outbox-1', from, to: [{ name: attendee.name, email: attendee.email }], ...content });
  expect(sent.sesMessageId).toEqual(expect.any(String));

  const messages = await inbox();
  const got = messages.find((m) => m.subject === content.subject)!;
  expect(got).toBeDefined();
  expect(got.to.join(' ')).toContain('ada@example.com');
  expect(got.from).toContain('bookings@harmony.example');
  expect(got.text).toContain('https://harmony.example/tickets/tok_abc');
  expect(got.html).toContain('View or manage your ticket');
  expect(got.html).not.toContain('<b>Ada</b>');
  expect(new Date(got.sentAt).getTime()).not.toBeNaN();
  // The message's own headers, as a mail client reads them: lower-case names.
  expect(got.headers).toMatchObject({ 'x-mail-id': 'outbox-1', 'message-id': '<outbox-1@harmony.example>', 'mime-version': '1.0' });
  expect(got.headers.subject).toEqual(expect.any(String));

  const ics = got.attachments.find((a) => a.filename.endsWith('.ics'))!;
  expect(ics.contentType).toBe('text/calendar');
  expect(ics.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics.content).toContain('UID:registration-reg_123@harmony.example');
  expect(ics.content).toContain('TRIGGER:-P1D');

  const qr = got.attachments.find((a) => a.contentType === 'image/png')!;
  expect(qr.contentId).toBe('ticket-reg_123@harmony.example');
  expect(Buffer.from(qr.content, 'base64').subarray(1, 4).toString()).toBe('PNG');
});

it('keeps a reply-to and lets no name add a recipient', async () => {
  const content = contactNotificationMessage({ site, contact: { ...contact, name: 'Eve\r\nBcc: evil@example.com' } });
  await sendMail({ id: 'outbox-2', from, to: ['owner@harmony.example'], ...content });
  const got = (await inbox()).find((m) => m.subject.startsWith('New message from Eve'))!;
  expect(got.subject).toBe('New message from Eve Bcc: evil@example.com');
  expect(got.to).toEqual(['owner@harmony.example']);
  expect(got.headers).not.toHaveProperty('bcc');
  expect(got.replyTo.join(' ')).toContain('visitor@example.com');
  // The package's own record of the parsed headers: no Bcc was ever written.
  const store = (await (await fetch(`${mail.endpoint}/store`)).json()) as { emails: { subject: string; destination: { bcc: string[]; cc: string[] } }[] };
  const raw = store.emails.find((e) => e.subject === got.subject)!;
  expect(raw.destination).toEqual(expect.objectContaining({ bcc: [], cc: [] }));
});

it('reads the header block of a raw message: lower-case names, folded lines joined, repeats kept', () => {
  const raw = 'From: a@example.com\r\nList-Unsubscribe: <https://example.com/u/1>,\r\n <mailto:u@example.com>\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\nReceived: one\r\nReceived: two\r\n\r\nBody: not a header';
  expect(mimeHeaders(raw)).toEqual({
    from: 'a@example.com',
    'list-unsubscribe': '<https://example.com/u/1>, <mailto:u@example.com>',
    'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
    received: 'one, two',
  });
});

it('answers only GET and HEAD', async () => {
  const response = await fetch(routeUrl, { method: 'POST' });
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toBe('GET, HEAD');
});
