// Spam and abuse in real Chromium (docs/PRODUCT-RULES.md, Spam and abuse): a
// bot that fills the contact form's honeypot is answered like a person and
// nothing is stored; the 11th registration from one client within the window
// gets the 429 and its message. The limits of the run's shared server are
// raised for the other suites, so the second test starts a stack of its own
// with the production limits.
import { ABUSE } from '../contract/constants';
import { addDays, todayInLagos } from '../contract/dates';
import { CONTACT_SUCCESS_MESSAGE, RATE_LIMITED_MESSAGES } from '../contract/messages';
import type { Event } from '../contract/schemas';
import { launchBrowser, screenshot, type Browser } from './browser';
import { gotoHydrated, waitForHydration } from './hydration';
import { until } from './local-inbox';
import { startLocalStack, type LocalStack } from './local-stack';
import { takeAsLongAsAPerson } from './person';
import { serverInfo, url } from './server-info';

const stamp = Date.now();

async function adminToken(baseUrl: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  return ((await login.json()) as { token: string }).token;
}

describe('spam and abuse', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('a contact message with the honeypot filled gets the usual thank-you, and is not stored', async () => {
    const { page } = browser;
    const email = `honeypot.${stamp}@example.com`;
    await gotoHydrated(page, '/contact');
    await page.getByLabel('Full Name').fill('Spam Bot');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Your Message').fill('Cheap followers, visit our site now!!!');
    // What a bot does: fill every field it finds, the hidden one too.
    await page.getByRole('form', { name: 'Contact form' }).locator('input[name="homepage"]').fill('https://spam.example', { force: true });
    await takeAsLongAsAPerson(page);

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const answer = await answered;
    expect(answer.request().postDataJSON()).toMatchObject({ email, homepage: 'https://spam.example' });
    expect(answer.status()).toBe(201);
    expect(await answer.json()).toMatchObject({ success: true, message: CONTACT_SUCCESS_MESSAGE });
    await page.getByRole('button', { name: 'Send Another Message' }).waitFor();
    await screenshot(page, 'abuse-honeypot-thank-you-mobile');

    const token = await adminToken(serverInfo().baseUrl, serverInfo().adminPassword);
    const list = await fetch(url('/api/admin/contacts'), { headers: { Authorization: `Bearer ${token}` } });
    const stored = ((await list.json()) as { data: { items: { email: string }[] } }).data.items;
    expect(stored.filter((c) => c.email === email)).toEqual([]);
  });

  describe('with the production limits (a stack of its own)', () => {
    let stack: LocalStack;
    const password = 'abuse-e2e-admin-password';

    beforeAll(async () => {
      stack = await startLocalStack({
        adminPassword: password,
        logName: 'abuse-server',
        env: {
          RATE_LIMIT_REGISTRATIONS: String(ABUSE.registrations),
          RATE_LIMIT_CONTACTS: String(ABUSE.contacts),
          // Two stacks, a browser and bursts of 20 requests on a shared 2-core machine: more room than the local 10 s.
          DYNAMODB_REQUEST_TIMEOUT_MS: '15000',
        },
      });
    });
    afterAll(async () => {
      await stack?.stop();
    });

    test('the 11th registration from one client within 10 minutes gets 429 and the form says why', async () => {
      // The limit counts in fixed windows: close to a window's end, the ten
      // and the eleventh could fall in two windows. Start in a fresh one.
      const windowMs = ABUSE.windowSeconds * 1000;
      const left = windowMs - (Date.now() % windowMs);
      if (left < 45_000) await new Promise((resolve) => setTimeout(resolve, left + 1000));

      const upcoming = (await (await fetch(`${stack.baseUrl}/api/events/upcoming`)).json()) as { events: Event[] };
      const event = upcoming.events.find((e) => e.maxParticipants - (e.seatsTaken ?? 0) > ABUSE.registrations)!;
      expect(event).toBeDefined();
      // Ten registrations from this machine (the browser below is the same client, 127.0.0.1).
      for (let n = 1; n <= ABUSE.registrations; n++) {
        const res = await fetch(`${stack.baseUrl}/api/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `Guest ${n}`, email: `guest${n}.${stamp}@example.com`, phone: '+2348031234567', eventId: event.id }),
        });
        expect(res.status).toBe(201);
      }

      const { page } = browser;
      await page.goto(`${stack.baseUrl}/events`);
      await waitForHydration(page);
      await page.getByRole('button', { name: `Register Now: ${event.title}` }).first().click();
      const section = page.getByRole('region', { name: 'Register for an Event' });
      await section.getByLabel('Full Name').fill('Eleventh Guest');
      await section.getByLabel('Email').fill(`eleventh.${stamp}@example.com`);
      await section.getByLabel('Phone Number').fill('+2348031234567');
      await takeAsLongAsAPerson(page);
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/register') && r.request().method() === 'POST');
      await section.getByRole('button', { name: 'Register Now' }).click();
      const answer = await answered;
      expect(answer.status()).toBe(429);
      expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
      await section.getByRole('alert').getByText(RATE_LIMITED_MESSAGES.registrations).waitFor();
      // What was typed stays for when the window is over.
      expect(await section.getByLabel('Full Name').inputValue()).toBe('Eleventh Guest');
      await screenshot(page, 'abuse-registration-429-mobile');

      const token = await adminToken(stack.baseUrl, password);
      const list = await fetch(`${stack.baseUrl}/api/admin/registrations`, { headers: { Authorization: `Bearer ${token}` } });
      const stored = ((await list.json()) as { data: { items: { email: string }[] } }).data.items;
      expect(stored.filter((r) => r.email.endsWith(`.${stamp}@example.com`))).toHaveLength(ABUSE.registrations);
      // Up to 45 s waiting for a fresh window, on top of the journey.
    });

    test("publishes its own store's pages into its own copy of the site, never over the shared stack's", async () => {
      const title = `Own Stack Workshop ${stamp}`;
      const created = await fetch(`${stack.baseUrl}/api/admin/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(stack.baseUrl, password)}` },
        body: JSON.stringify({
          title,
          description: 'An event only the second stack has.',
          date: addDays(todayInLagos(), 30),
          startTime: '10:00',
          endTime: '12:00',
          location: 'Lagos Hall',
          address: 'Victoria Island, Lagos',
          price: 0,
          maxParticipants: 10,
        }),
      });
      expect(created.status).toBe(201);
      await until('its /events with the new event', async () => ((await (await fetch(`${stack.baseUrl}/events`)).text()).includes(title) ? true : undefined));
      expect((await (await fetch(url('/events'))).text()).includes(title)).toBe(false);
    });
  });
});
