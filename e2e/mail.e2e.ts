// The mail a visitor and the provider receive, end to end: the site in
// Chromium, the real handlers queueing mail, the mailer sending it through
// the SES SDK to the local SES server, read back from GET /_local/mail.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, todayInLagos } from '../contract/dates';
import { LOCAL_PROVIDER_EMAIL } from '../lambdas/lib/mail/config';
import { launchBrowser, screenshot, type Browser } from './browser';
import { eventToday, openDoorSession } from './door';
import { gotoHydrated } from './hydration';
import { inbox, mailTo, until } from './local-inbox';
import { pageClock, takeAsLongAsAPerson } from './person';
import { ARTIFACTS_DIR, serverInfo, url } from './server-info';

async function api<T = any>(method: string, pathname: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url(pathname), {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** React has hydrated this element (its props are attached): typing before that could be lost. */
async function hydrated(page: Browser['page'], selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return Boolean(el && Object.keys(el).some((key) => key.startsWith('__reactProps')));
  }, selector);
}

// This file's own free event: the stack is shared with files running side by side, whose events (paid,
// full, about to start) may come first on /events.
const eventTitle = `Mail Evening ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function registerInBrowser(page: Browser['page'], email: string): Promise<void> {
  await gotoHydrated(page, '/events');
  await page.getByRole('button', { name: `Register Now: ${eventTitle}` }).click();
  const section = page.getByRole('region', { name: 'Register for an Event' });
  await section.getByLabel('Full Name').waitFor();
  const shownAt = await pageClock(page);
  await section.getByLabel('Full Name').fill('Ada Mail');
  await section.getByLabel('Email').fill(email);
  await section.getByLabel('Phone Number').fill('+2348031234567');
  await takeAsLongAsAPerson(page, shownAt);
  await section.getByRole('button', { name: 'Register Now' }).click();
  await section.getByRole('heading', { name: 'Registration Complete' }).waitFor();
}

let browser: Browser;
beforeAll(async () => {
  const { baseUrl, adminUsername, adminPassword } = serverInfo();
  await eventToday(await openDoorSession(baseUrl, adminUsername, adminPassword), eventTitle);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a registration in the browser brings the confirmation: QR code, calendar file, manage link', async () => {
  const email = `ada.mail.${Date.now()}@example.com`;
  await registerInBrowser(browser.page, email);
  const confirmation = await until('the confirmation', mailTo(email));
  expect(confirmation.subject).toMatch(/^You're registered: /);
  const ics = confirmation.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(ics?.content).toContain('METHOD:PUBLISH');
  // Lagos wall-clock times, written as UTC instants (Africa/Lagos is UTC+1), and said so in the text.
  expect(ics?.content).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  // Unfolded first: the file folds long lines (RFC 5545), wherever the event's own text puts the fold.
  expect(ics?.content.replace(/\r?\n[ \t]/g, '')).toContain('(Lagos time)');
  const qr = confirmation.attachments.find((a) => a.contentType === 'image/png');
  expect(qr?.contentId).toBeTruthy();
  // The HTML shows it inline (the local inbox's parser turns the cid: reference into a data: URL).
  expect(confirmation.html).toMatch(/<img src="(cid:|data:image\/png;base64,)[^"]+"[^>]*alt="Your ticket's QR code/);
  expect(confirmation.text).toMatch(new RegExp(`${serverInfo().baseUrl.replace(/[.]/g, '\\.')}/tickets/[A-Za-z0-9_-]{22}`));
  await screenshot(browser.page, 'mail-registered');
});

test('a contact message reaches the provider, with replies going to the visitor', async () => {
  const { page } = browser;
  const email = `bola.${Date.now()}@example.com`;
  await gotoHydrated(page, '/contact');
  await hydrated(page, 'form button[type="submit"]');
  await page.getByLabel('Full Name').fill('Bola Contact');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Your Message').fill('Do you offer Saturday piano lessons for adults?');
  await takeAsLongAsAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('button', { name: 'Send Another Message' }).waitFor();
  const notice = await until('the provider notice', mailTo(LOCAL_PROVIDER_EMAIL, (m) => m.text.includes(email)));
  expect(notice.subject).toBe('New message from Bola Contact');
  expect(notice.replyTo.join(' ')).toContain(email);
  expect(notice.text).toContain('Do you offer Saturday piano lessons for adults?');
});

test('the reminder job sends one reminder for tomorrow\'s event, and never a second', async () => {
  const { adminUsername, adminPassword } = serverInfo();
  const token = (await api<{ token: string }>('POST', '/api/admin/login', { username: adminUsername, password: adminPassword })).body.token;
  const tomorrow = addDays(todayInLagos(), 1);
  const created = await api<{ id: string }>(
    'POST',
    '/api/admin/events',
    {
      title: 'Reminder Rehearsal',
      description: 'A rehearsal tomorrow.',
      date: tomorrow,
      startTime: '10:00',
      endTime: '12:00',
      location: 'Lagos Concert Hall',
      address: 'Victoria Island, Lagos',
      price: 0,
      maxParticipants: 10,
    },
    token,
  );
  expect(created.status).toBe(201);
  const email = `rem.${Date.now()}@example.com`;
  expect((await api('POST', '/api/register', { name: 'Rita Reminder', email, phone: '08031234567', eventId: created.body.id })).status).toBe(201);
  await until('the confirmation', mailTo(email));

  const nineAm = new Date(`${todayInLagos()}T09:00:00+01:00`).toISOString();
  const first = await api<{ result: { queued: number } }>('POST', `/_local/jobs/reminders?now=${encodeURIComponent(nineAm)}`);
  // At least this event's: the stack is shared, and other suites may have something tomorrow too (a trial lesson).
  expect(first.body.result.queued).toBeGreaterThanOrEqual(1);
  const reminder = await until('the reminder', mailTo(email, (m) => m.subject === 'Tomorrow: Reminder Rehearsal'));
  expect(reminder.text).toContain('/tickets/');
  const again = await api<{ result: { queued: number } }>('POST', `/_local/jobs/reminders?now=${encodeURIComponent(nineAm)}`);
  expect(again.body.result.queued).toBe(0);
  expect((await inbox()).filter((m) => m.to.includes(email) && m.subject.startsWith('Tomorrow'))).toHaveLength(1);
});

test('with the mail server down the registration still succeeds, and the mail arrives once it is back', async () => {
  const log = path.join(ARTIFACTS_DIR, 'server.log');
  const retriesSoFar = () => (readFileSync(log, 'utf8').match(/Mail: \d+ sent, [1-9]\d* to retry/g) ?? []).length;
  const before = retriesSoFar();
  expect((await api('POST', '/_local/mail-server/stop')).status).toBe(200);
  const email = `outage.${Date.now()}@example.com`;
  try {
    await registerInBrowser(browser.page, email);
    // The mailer tried, failed to connect, and queued the mail again.
    await until('a failed send', () => (retriesSoFar() > before ? true : undefined));
    expect(await mailTo(email)()).toBeUndefined();
  } finally {
    expect((await api('POST', '/_local/mail-server/start')).status).toBe(200);
  }
  const confirmation = await until('the confirmation after the outage', mailTo(email));
  expect(confirmation.subject).toMatch(/^You're registered: /);
  expect((await inbox()).filter((m) => m.to.includes(email))).toHaveLength(1);
});

test('no page error happened', () => {
  expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});
