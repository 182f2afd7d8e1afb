// axe-core (WCAG 2.0/2.1/2.2 A and AA, and its best practices) over every
// screen a person reaches: the public pages, an event page, the 404, a real
// ticket, the admin sign-in, every admin tab (the overview with its insights'
// charts, and again with them shown as tables) and the check-in screen (events and a class meeting), on a
// phone (390x844) and a desktop (1280x800), in the light and the dark theme;
// plus the states that put new things on screen (the phone menu, the gallery
// lightbox, the registration form, the home page's popup, a waitlist offer's page and the admin's waitlist
// of an event on the registrations screen). A screen fails with
// each violation: rule, impact and the selectors of its nodes.
//
// One file per viewport (accessibility-phone.e2e.ts, accessibility-desktop.e2e.ts),
// so the e2e run's two workers scan them side by side; each has one browser.
// Every screen is loaded once, in the light theme, scanned, then switched to the
// dark theme in place, as the theme switch does (lib/color-mode.ts: one class on
// <html>), and scanned again: loading each screen again for the dark pass cost
// half the suite's time. Every scan waits for states (the app hydrated, the data
// on screen, animations and colour transitions finished), never for the clock.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { meetingsBetween } from '../contract/attendance';
import { addDays } from '../contract/dates';
import { site } from '../frontend/src/content/site';
import { AXE_TAGS, axeViolations } from './axe';
import { launchBrowser, type Browser } from './browser';
import { openDoorSession, registerGuest, type Door } from './door';
import { gotoHydrated, waitForHydration } from './hydration';
import { settle, showTheme, THEMES, type Theme } from './screen-state';
import { mailTo, until } from './local-inbox';
import { ARTIFACTS_DIR, serverInfo, url } from './server-info';

/**
 * axe runs no experimental rule unless asked; this one is WCAG 2.1 A (2.5.3
 * Label in Name: a control's accessible name contains its visible text, so a
 * voice user can say what they see).
 */
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } };
/** What the theme changes: the only rules of the dark scans (see scan). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const VIEWPORTS = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
] as const;
/** The admin tabs (features/admin/admin-dashboard.tsx), by their ?tab= value. */
const ADMIN_TABS = ['overview', 'events', 'promo-codes', 'testimonials', 'gallery', 'programmes', 'forms', 'content', 'people', 'accounts', 'audit'] as const;

export type ViewportLabel = (typeof VIEWPORTS)[number]['label'];

/** Every screen on one viewport, in the light and the dark theme: the whole suite of one e2e file. */
export function checkScreens(viewportLabel: ViewportLabel): void {
  const PASSES = VIEWPORTS.filter((v) => v.label === viewportLabel).map((viewport) => ({ viewport }));

  let browser: Browser;
  let door: Door;
  let eventPath = '';
  let ticketPath = '';
  /** An event with two ticket types and questions: its page has the group order form (issue 24). */
  let groupEventPath = '';
  /** A full event with one person offered its freed seat and one still waiting (docs/PRODUCT-RULES.md, Waitlist). */
  let waitlistEventId = '';
  let offerPath = '';
  /** The door in class-meeting mode, for the programme's first meeting. */
  let meetingDoorPath = '';
  /** Every violation seen, for the summary in e2e/.artifacts/axe-summary.json. */
  const seen: { screen: string; rule: string; impact: string; nodes: number }[] = [];
  /** How long each scan took (axe only, after the screen was ready), for the summary. */
  const scanMs: Record<string, number> = {};

  beforeAll(async () => {
    const { baseUrl, adminUsername, adminPassword } = serverInfo();
    door = await openDoorSession(baseUrl, adminUsername, adminPassword);
    // A real ticket: a registration for an upcoming event, made through the public API.
    const res = await fetch(url('/api/events/upcoming'));
    const { events } = (await res.json()) as { events: { id: string; seatsTaken: number; maxParticipants: number }[] };
    const event = events.find((e) => e.seatsTaken < e.maxParticipants);
    if (!event) throw new Error('No upcoming event with a free seat to register for');
    eventPath = `/events/${encodeURIComponent(event.id)}`;
    ticketPath = new URL((await registerGuest(door, event.id, 'Axe Ticket Holder')).manageUrl).pathname;
    groupEventPath = `/events/${encodeURIComponent(await groupEvent(door))}`;
    ({ waitlistEventId, offerPath } = await waitlistEvent(door));
    meetingDoorPath = await programme(door);
    browser = await launchBrowser();
  });

  async function groupEvent(admin: Door): Promise<string> {
    const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const body = {
      title: 'Axe Group Booking Day',
      description: 'Two ticket types and questions.',
      date,
      startTime: '10:00',
      endTime: '14:00',
      location: 'Lagos Concert Hall',
      address: 'Victoria Island, Lagos',
      price: 0,
      maxParticipants: 30,
      isActive: true,
      ticketTypes: [
        { name: 'Adult', price: 0 },
        { name: 'Student', price: 0, quota: 5 },
      ],
      questions: [
        { label: 'Church or choir', kind: 'text', required: true, per: 'order' },
        { label: 'Voice part', kind: 'choice', required: true, per: 'attendee', options: ['Soprano', 'Alto', 'Tenor', 'Bass'] },
        { label: 'First workshop?', kind: 'yesno', required: false, per: 'attendee' },
      ],
    };
    const res = await fetch(url('/api/admin/events'), { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.admin}` }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`group event: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  }
  /** The viewport's own monthly programme (the phone and desktop files share the server). */
  const programmeName = `Axe Saturday Piano ${viewportLabel}`;
  /** A monthly programme, so /programmes and the admin's Programmes tab show one (the shared server has no gateway: nobody can enrol). */
  /** Answers the door's address for the programme's first class meeting. */
  async function programme(admin: Door): Promise<string> {
    const startsOn = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const body = { name: programmeName, service: 'instrument-lessons', monthlyFee: 20000, meets: [{ day: 'sat' as const, time: '10:00', minutes: 90 }], capacity: 8, startsOn };
    const res = await fetch(url('/api/admin/programmes'), { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.admin}` }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`programme: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    return `/admin/check-in?programme=${id}&date=${meetingsBetween(body, startsOn, addDays(startsOn, 6))[0].date}`;
  }

  /** A free event of one seat, taken; two people join its waitlist; the seat is freed, so the first gets an offer. */
  async function waitlistEvent(admin: Door): Promise<{ waitlistEventId: string; offerPath: string }> {
    const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
      const res = await fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const date = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const body = { title: 'Axe Waitlist Evening', description: 'One seat.', date, startTime: '18:00', endTime: '20:00', location: 'Ikeja Hall', address: 'Ikeja, Lagos', price: 0, maxParticipants: 1, isActive: true };
    const { id } = await post<{ id: string }>('/api/admin/events', body, admin.admin);
    const { token } = await registerGuest(admin, id, 'Axe Seat Holder');
    // The viewport in the address: the phone and desktop files run at the same time on one server.
    const stamp = `${viewportLabel}-${Date.now()}`;
    for (const who of ['first', 'second']) await post(`/api/events/${id}/waitlist`, { name: `Axe Waiting ${who}`, email: `axe-${who}-${stamp}@example.com`, phone: '08031234567' });
    await post(`/api/tickets/${token}/cancel`, {});
    const mail = await until('the offer mail', mailTo(`axe-first-${stamp}@example.com`, (m) => m.subject.startsWith('Seats freed up')));
    return { waitlistEventId: id, offerPath: /\/tickets\/[A-Za-z0-9_-]{22}/.exec(mail.text)![0] };
  }

  afterAll(async () => {
    await browser?.close();
    const byRule: Record<string, { nodes: number; screens: number }> = {};
    for (const v of seen) {
      byRule[v.rule] ??= { nodes: 0, screens: 0 };
      byRule[v.rule].nodes += v.nodes;
      byRule[v.rule].screens += 1;
    }
    writeFileSync(path.join(ARTIFACTS_DIR, `axe-summary-${viewportLabel}.json`), JSON.stringify({ byRule, violations: seen, scanMs }, null, 2));
  });

  /** Runs axe on what is on screen now in the light theme, then in the dark one; one line per violation. */
  async function scan(page: Page, screen: string): Promise<string[]> {
    const found: string[] = [];
    for (const theme of THEMES) {
      await showTheme(page, theme);
      // Each line says the theme it was seen in.
      found.push(...(await scanIn(page, `${screen} (${theme})`, theme)).map((line) => `${theme}: ${line}`));
    }
    await showTheme(page, 'light');
    return found;
  }

  async function scanIn(page: Page, screen: string, theme: Theme): Promise<string[]> {
    await settle(page);
    const started = Date.now();
    // The dark theme is the same DOM in other colours: the light scan has checked
    // everything else on it, and the colour rules are what differs (and half the cost).
    // resultTypes: axe builds a selector and an HTML excerpt for every node of every result type it
    // reports; asking for violations only leaves it one node per passed rule, which is most of a scan's time.
    const runOnly = theme === 'light' ? { runOnly: { type: 'tag' as const, values: AXE_TAGS }, rules: EXPERIMENTAL_RULES } : { runOnly: { type: 'rule' as const, values: COLOUR_RULES } };
    const options = { ...runOnly, resultTypes: ['violations' as const] };
    const violations = await axeViolations(page, options);
    scanMs[screen] = Date.now() - started;
    for (const v of violations) seen.push({ screen, rule: v.id, impact: v.impact ?? 'unknown', nodes: v.nodes.length });
    const node = (n: (typeof violations)[number]['nodes'][number]) =>
      `${n.target.join(' ')}  ${n.html.slice(0, 160)}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`;
    return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map(node).join('\n    ')}`);
  }

  /** Store the theme choice and the admin token (or none) in the site's storage before the next load. */
  async function store(page: Page, values: Record<string, string | null>): Promise<void> {
    if (!page.url().startsWith(serverInfo().baseUrl)) await page.goto(url('/robots.txt'));
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    }, values);
  }

  /** A public page, hydrated, with its main heading on screen. */
  async function openPublic(page: Page, pathname: string): Promise<void> {
    await gotoHydrated(page, pathname);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }

  /** An admin tab with its data on screen (no spinner or skeleton left in the panel). */
  async function openAdminTab(page: Page, tab: string): Promise<void> {
    await gotoHydrated(page, tab === 'overview' ? '/admin' : `/admin?tab=${tab}`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // The first panel is the dashboard's (the Content tab has tabs of its own).
    await page.getByRole('tabpanel').first().waitFor();
    await page.waitForFunction(() => {
      const panelElement = document.querySelector('[role="tabpanel"]:not([hidden])');
      return !!panelElement && (panelElement.textContent ?? '').trim() !== '' && !panelElement.querySelector('.chakra-spinner, .chakra-skeleton, [aria-busy="true"]');
    });
    // The overview's insights: their charts drawn (a lazy chunk, then the stats answer).
    if (tab === 'overview') await page.locator('[data-insights="ready"] figure svg').first().waitFor();
  }

  const PUBLIC = [
    { name: 'home', path: '/' },
    { name: 'about', path: '/about' },
    { name: 'services', path: '/services' },
    { name: 'events', path: '/events' },
    { name: 'gallery', path: '/gallery' },
    { name: 'testimonials', path: '/testimonials' },
    { name: 'contact', path: '/contact' },
    { name: 'book a trial', path: '/book-a-trial' },
    { name: 'programmes', path: '/programmes' },
    { name: 'privacy', path: '/privacy' },
    { name: '404', path: '/no-such-page' },
  ] as const;

  describe.each(PASSES)('$viewport.label ($viewport.width x $viewport.height), light and dark theme', ({ viewport }) => {
    const label = viewport.label;

    beforeAll(async () => {
      await browser.page.setViewportSize({ width: viewport.width, height: viewport.height });
      // The home page's popup is its own screen below; elsewhere it would cover the page.
      await store(browser.page, { [site.themeStorageKey]: 'light', [site.popupSeenKey]: '1', adminToken: null });
    });

    test.each(PUBLIC)('$name ($path)', async ({ name, path: pathname }) => {
      const { page } = browser;
      await openPublic(page, pathname);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      expect(await scan(page, `${label} ${name}`)).toEqual([]);
    });

    test('an event page', async () => {
      const { page } = browser;
      await openPublic(page, eventPath);
      expect(await scan(page, `${label} event page`)).toEqual([]);
    });

    test('the ticket page of a registration', async () => {
      const { page } = browser;
      await page.goto(url(ticketPath));
      await waitForHydration(page);
      await page.getByRole('img', { name: /^QR code of your ticket/ }).waitFor();
      expect(await scan(page, `${label} ticket`)).toEqual([]);
    });

    test('the page of a waitlist offer', async () => {
      const { page } = browser;
      await page.goto(url(offerPath));
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Claim your seats' }).waitFor();
      expect(await scan(page, `${label} waitlist offer`)).toEqual([]);
    });

    if (viewport.label === 'phone') {
      test('the phone menu, open', async () => {
        const { page } = browser;
        await openPublic(page, '/');
        await page.getByRole('button', { name: /menu/i }).click();
        await page.getByRole('navigation', { name: /mobile|menu/i }).getByRole('link').first().waitFor();
        expect(await scan(page, `${label} menu open`)).toEqual([]);
      });
    }

    test('the gallery lightbox, open', async () => {
      const { page } = browser;
      await openPublic(page, '/gallery');
      await page.getByRole('button', { name: /^Open image/ }).first().click();
      await page.getByRole('dialog').getByRole('img').waitFor();
      expect(await scan(page, `${label} lightbox`)).toEqual([]);
    });

    test('the registration form, open', async () => {
      const { page } = browser;
      await openPublic(page, '/events');
      await page.getByRole('button', { name: /^Register Now/ }).first().click();
      await page.getByRole('region', { name: 'Register for an Event' }).getByLabel('Full Name').waitFor();
      expect(await scan(page, `${label} registration form`)).toEqual([]);
    });

    test('the group registration form, open, with its errors', async () => {
      const { page } = browser;
      await openPublic(page, groupEventPath);
      const form = page.getByRole('form', { name: 'Event registration' });
      await form.getByRole('group', { name: 'Tickets' }).getByLabel('Student').selectOption('1');
      await form.getByRole('group', { name: 'Ticket 2: Student' }).waitFor();
      await form.getByRole('button', { name: 'Register Now' }).click();
      await form.getByText('Please answer this question').first().waitFor();
      expect(await scan(page, `${label} group registration form`)).toEqual([]);
    });

    test('the enrol form of a programme, open, with its errors', async () => {
      const { page } = browser;
      await openPublic(page, '/programmes');
      await page.getByRole('button', { name: `Enrol in ${programmeName}` }).click();
      const form = page.getByRole('form', { name: `Enrol in ${programmeName}` });
      await form.getByRole('button', { name: 'Enrol and pay the first month' }).click();
      await form.getByText('Enter the learner’s age in years').waitFor();
      expect(await scan(page, `${label} programme enrol form`)).toEqual([]);
    });

    test('the home page popup', async () => {
      const { page } = browser;
      await store(page, { [site.popupSeenKey]: null });
      await openPublic(page, '/');
      // It opens by itself a few seconds after a first visit.
      await page.getByRole('dialog').waitFor();
      expect(await scan(page, `${label} popup`)).toEqual([]);
      await store(page, { [site.popupSeenKey]: '1' });
    });

    test('the admin sign-in', async () => {
      const { page } = browser;
      await gotoHydrated(page, '/admin-login');
      await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
      expect(await scan(page, `${label} admin sign-in`)).toEqual([]);
    });

    describe('signed in', () => {
      beforeAll(async () => {
        await store(browser.page, { adminToken: door.admin });
      });
      afterAll(async () => {
        await store(browser.page, { adminToken: null });
      });

      test.each(ADMIN_TABS)('the admin tab %s', async (tab) => {
        const { page } = browser;
        await openAdminTab(page, tab);
        expect(await scan(page, `${label} admin ${tab}`)).toEqual([]);
        // Nothing wider than the screen: the page never scrolls sideways (the gallery order's buttons once did on a phone).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });

      test("the overview's insights shown as tables, per week", async () => {
        const { page } = browser;
        await openAdminTab(page, 'overview');
        for (const button of await page.getByRole('button', { name: 'Show as table' }).all()) await button.click();
        await page.getByRole('button', { name: 'Per week' }).click();
        await page.getByRole('group', { name: 'Where bookings came from as a table' }).waitFor();
        await settle(page);
        expect(await scan(page, `${label} admin overview insights as tables`)).toEqual([]);
      });

      test("the overview's own dates, with a range too long", async () => {
        const { page } = browser;
        await openAdminTab(page, 'overview');
        await page.getByLabel('Period').selectOption('custom');
        await page.getByLabel('From', { exact: true }).fill('2024-01-01');
        await page.getByRole('alert').filter({ hasText: 'at most 366 days apart' }).waitFor();
        await settle(page);
        expect(await scan(page, `${label} admin overview own dates`)).toEqual([]);
      });

      test("an event's waitlist on the registrations screen", async () => {
        const { page } = browser;
        await openAdminTab(page, 'forms');
        await page.getByLabel('Filter by event').selectOption(waitlistEventId);
        await page.getByRole('table', { name: 'Waitlist' }).getByText('Axe Waiting second').waitFor();
        await page.waitForFunction(() => !document.querySelector('.chakra-spinner, .chakra-skeleton'));
        expect(await scan(page, `${label} admin waitlist`)).toEqual([]);
      });

      test('the check-in screen', async () => {
        const { page } = browser;
        await gotoHydrated(page, '/admin/check-in');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForFunction(() => !document.querySelector('.chakra-spinner, .chakra-skeleton'));
        expect(await scan(page, `${label} check-in`)).toEqual([]);
      });

      test('the agenda (trial lessons and hours)', async () => {
        const { page } = browser;
        await gotoHydrated(page, '/admin/agenda');
        await page.getByRole('heading', { name: 'Trial lesson hours' }).waitFor();
        await page.waitForFunction(() => !document.querySelector('.chakra-spinner, .chakra-skeleton'));
        expect(await scan(page, `${label} agenda`)).toEqual([]);
      });

      test('the door in class-meeting mode', async () => {
        const { page } = browser;
        await gotoHydrated(page, meetingDoorPath);
        await page.getByRole('heading', { name: programmeName }).waitFor();
        await page.waitForFunction(() => !document.querySelector('.chakra-spinner, .chakra-skeleton'));
        expect(await scan(page, `${label} class meeting door`)).toEqual([]);
      });
    });
  });

  test('no page error happened', () => {
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
}
