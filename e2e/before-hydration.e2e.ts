// Forms are safe to type into before the app wakes up (docs/ARCHITECTURE.md,
// Prerender and hydration): on a CPU slowed down 4x (issue 22's phone), what a visitor types and
// selects into a prerendered form before hydration is what the server gets,
// and a submit pressed then is replayed once the form is live, not lost to a
// native post. "Before hydration" is made certain by holding back the app's
// entry module until the typing is done (e2e/hydration.ts).
import type { Page } from 'playwright-core';
import { launchBrowser, screenshot, type Browser } from './browser';
import { HYDRATED_ATTRIBUTE } from '../frontend/src/lib/hydration-signals';
import { holdTheApp, isHydrated, usePage, waitForHydration } from './hydration';
import { until } from './local-inbox';
import { pageClock, takeAsLongAsAPerson } from './person';
import { serverInfo, url } from './server-info';

const stamp = Date.now();

async function slowDown(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** An admin list as the API has it (what the server stored). */
async function adminList<T>(resource: string): Promise<T[]> {
  const { adminUsername, adminPassword } = serverInfo();
  const login = await fetch(url('/api/admin/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: adminUsername, password: adminPassword }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(url(`/api/admin/${resource}`), { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { items: T[] } }).data.items;
}

/** A free event with two ticket types (the group form), once the publisher has written its page with the form. */
async function groupEvent(): Promise<string> {
  const { adminUsername, adminPassword } = serverInfo();
  const login = await fetch(url('/api/admin/login'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: adminUsername, password: adminPassword }) });
  const { token } = (await login.json()) as { token: string };
  const date = new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10);
  const body = { title: `Early Group ${stamp}`, description: 'Two ticket types.', date, startTime: '10:00', endTime: '12:00', location: 'Lagos Concert Hall', address: 'Victoria Island, Lagos', price: 0, maxParticipants: 20, isActive: true, ticketTypes: [{ name: 'Adult', price: 0 }, { name: 'Student', price: 0 }] };
  const res = await fetch(url('/api/admin/events'), { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const { id } = (await res.json()) as { id: string };
  await until('the event page published with its group form', async () => ((await (await fetch(url(`/events/${id}`))).text()).includes('quantities.') ? true : undefined));
  return id;
}

type Contact = { name: string; email: string; phone?: string; service?: string; message: string };

describe('forms typed into before the app wakes up, on a CPU slowed down 4x', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    page = browser.page;
    await slowDown(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  // A test that failed half-way must not leave the next one's app held back.
  let held: Awaited<ReturnType<typeof holdTheApp>> | null = null;
  const holdApp = async () => (held = await holdTheApp(page));
  afterEach(async () => {
    held?.release();
    await held?.unroute();
    held = null;
  });

  test('the hydration marker is set by the app, never by the prerendered HTML', async () => {
    const html = await (await fetch(url('/contact'))).text();
    expect(html).toContain('aria-label="Contact form"');
    expect(html).not.toContain(HYDRATED_ATTRIBUTE);
    const app = await holdApp();
    await page.goto(url('/contact'), { waitUntil: 'domcontentloaded' });
    expect(await isHydrated(page)).toBe(false);
    app.release();
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute(HYDRATED_ATTRIBUTE)).toBe('true');
  });

  test('a visitor who scrolled before the app ran stays where they are when it starts', async () => {
    const app = await holdApp();
    await page.goto(url('/about'), { waitUntil: 'load' });
    // The app (held back) starts after the load; the page moves before it does.
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => window.scrollY >= 1000);
    // What the visitor is looking at: the element in the middle of the screen, and where it is.
    const inView = () =>
      page.evaluate(() => {
        const marked = document.querySelector('[data-in-view]') ?? document.elementFromPoint(innerWidth / 2, innerHeight / 2)!;
        marked.setAttribute('data-in-view', '');
        return { top: Math.round(marked.getBoundingClientRect().top), scrollY: window.scrollY };
      });
    const before = await inView();
    app.release();
    await waitForHydration(page);
    // The router's scroll handling ran in the first commit. The header gets slimmer once the app
    // sees the scroll, and the browser keeps the content in place (scroll anchoring): the same
    // element is where it was, not the top of the page.
    const after = await inView();
    expect(after.scrollY).toBeGreaterThan(before.scrollY - 100);
    expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(2);
  });

  test('a tap on the menu before the app runs opens it at once, and it stays open once the app is up', async () => {
    const app = await holdApp();
    await page.goto(url('/about'), { waitUntil: 'domcontentloaded' });
    // The head script answers the tap (boot/enhance.ts); the app is held back.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    expect(await isHydrated(page)).toBe(false);
    app.release();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Events' }).waitFor();
    await screenshot(page, 'before-hydration-menu-tapped-mobile');
  });

  test('contact: a message typed and sent before hydration is sent once the app is up, exactly as typed', async () => {
    const typed: Contact = {
      name: `Early Bird ${stamp}`,
      email: `early.${stamp}@example.com`,
      phone: '08031234567',
      service: 'instrument-lessons',
      message: 'Typed before the page woke up: piano lessons on Saturdays, please.',
    };
    const app = await holdApp();
    await page.goto(url('/contact'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Full Name').fill(typed.name);
    await page.getByLabel('Email Address').fill(typed.email);
    await page.getByLabel(/^Phone Number/).fill(typed.phone!);
    await page.getByLabel(/^Service of Interest/).selectOption(typed.service!);
    await page.getByLabel('Your Message').fill(typed.message);
    await takeAsLongAsAPerson(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Still the page as its HTML made it, and no native post reloaded it.
    expect(await isHydrated(page)).toBe(false);
    expect(page.url()).toBe(url('/contact'));

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    app.release();
    expect((await answered).status()).toBe(201);
    await page.getByText('Message Sent', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send Another Message' }).waitFor();

    const stored = (await adminList<Contact>('contacts')).filter((c) => c.email === typed.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject(typed);
  });

  test('contact: sent the moment the app starts, while it takes over, arrives as typed', async () => {
    // The race the issue reported, wherever hydration happens to land: the app is held only while
    // the form takes as long as a person's (the form guard's minimum fill time), then let go, and the
    // send is pressed at once, while the app starts.
    const typed: Contact = { name: `Racing Visitor ${stamp}`, email: `race.${stamp}@example.com`, message: 'Sent while the page was still waking up.' };
    const app = await holdApp();
    await page.goto(url('/contact'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Full Name').fill(typed.name);
    await page.getByLabel('Email Address').fill(typed.email);
    await page.getByLabel('Your Message').fill(typed.message);
    await takeAsLongAsAPerson(page);
    app.release();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Send Another Message' }).waitFor();

    const stored = (await adminList<Contact>('contacts')).filter((c) => c.email === typed.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject(typed);
  });

  test('contact: a field that fails validation before hydration keeps its value and shows the message', async () => {
    const email = `short.${stamp}@example.com`;
    const app = await holdApp();
    await page.goto(url('/contact'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Full Name').fill('A');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Your Message').fill('Long enough to pass the message rule.');
    await takeAsLongAsAPerson(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await isHydrated(page)).toBe(false);
    app.release();

    await page.getByText('Name must be at least 2 characters').waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('A');
    expect(await page.getByLabel('Email Address').inputValue()).toBe(email);
    expect(await page.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'before-hydration-contact-invalid-mobile');

    // Corrected after hydration, it goes through with the rest as typed before.
    await page.getByLabel('Full Name').fill('Ada Early');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Send Another Message' }).waitFor();
    const stored = (await adminList<Contact>('contacts')).filter((c) => c.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Ada Early', message: 'Long enough to pass the message rule.' });
  });

  test('registration: what was typed as soon as the form showed is who gets registered', async () => {
    const person = { name: `Early Registrant ${stamp}`, email: `early.reg.${stamp}@example.com`, phone: '+2348031234567' };
    const app = await holdApp();
    await page.goto(url('/events'), { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Event registration' });
    // Where the first HTML already holds the form (an /events page published
    // with its data), everything below happens before hydration; where the
    // form comes with the event lists, as soon as it shows.
    const inFirstHtml = (await form.count()) > 0;
    if (!inFirstHtml) app.release();
    await form.getByLabel('Full Name').waitFor();
    const shownAt = inFirstHtml ? 0 : await pageClock(page);
    await form.getByLabel('Full Name').fill(person.name);
    await form.getByLabel('Email').fill(person.email);
    await form.getByLabel('Phone Number').fill(person.phone);
    await takeAsLongAsAPerson(page, shownAt);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/register') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Register Now' }).click();
    if (inFirstHtml) {
      expect(await isHydrated(page)).toBe(false);
      app.release();
    }

    const answer = await answered;
    await screenshot(page, 'before-hydration-registration-mobile');
    expect({ status: answer.status(), body: await answer.text() }).toMatchObject({ status: 201 });
    const section = page.getByRole('region', { name: 'Register for an Event' });
    await section.getByRole('heading', { name: 'Registration Complete' }).waitFor();
    await page.getByText('Registration Successful!').waitFor();
    const stored = (await adminList<typeof person>('registrations')).filter((r) => r.email === person.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject(person);
  });

  test("the group form: a ticket chosen while its code is still on the way stays chosen when the app takes over", async () => {
    const eventId = await groupEvent();
    // The group form's own chunk held back: its prerendered selects are on screen, its code not yet.
    let releaseChunk!: () => void;
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    const chunk = /\/group-order-fields-[\w-]+\.js$/;
    await page.route(chunk, async (route) => {
      await chunkHeld;
      await route.fallback();
    });
    try {
      await page.goto(url(`/events/${eventId}`), { waitUntil: 'domcontentloaded' });
      await usePage(page);
      const form = page.getByRole('form', { name: 'Event registration' });
      const tickets = form.getByRole('group', { name: 'Tickets' });
      await tickets.getByLabel('Student').selectOption('1');
      releaseChunk();
      await waitForHydration(page);
      await form.getByRole('group', { name: 'Ticket 2: Student' }).waitFor();
      expect(await tickets.getByLabel('Student').inputValue()).toBe('1');
      expect(await page.getByText('Loading the ticket options').count()).toBe(0);
    } finally {
      releaseChunk();
      await page.unroute(chunk);
    }
  });

  test('admin sign-in: typed as soon as the form shows, the admin is signed in', async () => {
    const { adminUsername, adminPassword } = serverInfo();
    await page.goto(url('/admin-login'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Username').fill(adminUsername);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.evaluate(() => localStorage.removeItem('adminToken'));
  });

  test('no page error happened', () => {
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
