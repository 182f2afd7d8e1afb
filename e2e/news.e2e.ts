// The mailing list end to end on a phone (issue 39; docs/PRODUCT-RULES.md, Mailing list): a visitor signs up
// in the footer's form (the working form loads when a field is focused; a bad email gets its message first),
// the confirmation mail arrives, its link's page confirms; the admin, on the same phone, writes an announcement
// to subscribers and sends it now; it arrives with List-Unsubscribe headers; the List-Unsubscribe address opened with a GET
// only redirects to the subscriber's page; the one-click POST unsubscribes, and the next announcement reaches
// another subscriber but not them. axe checks the page with the form and its messages.
import type { Page } from 'playwright-core';
import { openAdminTab } from './admin-sign-in';
import { axeViolations } from './axe';
import { launchBrowser, screenshot, type Browser } from './browser';
import { apiJson, openDoorSession, type Door } from './door';
import { gotoHydrated, holdTheApp, waitForHydration } from './hydration';
import { inbox, mailTo, until, type Mail } from './local-inbox';
import { takeAsLongAsAPerson } from './person';
import { serverInfo, url } from './server-info';

const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const visitor = `news.${stamp}@example.com`;
const control = `control.${stamp}@example.com`;
const early = `early.${stamp}@example.com`;

type MailWithHeaders = Mail & { headers?: Record<string, string> };

/** The path of the first http(s) link of a mail's text that goes to `path`. */
function pathIn(text: string, path: string): string {
  const found = text.match(new RegExp(`https?://[^\\s>"]*${path}[^\\s>"]*`));
  if (!found) throw new Error(`No ${path} link in the mail`);
  return new URL(found[0]).pathname;
}

const noViolations = async (page: Page) => expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

describe('news sign-up on a phone', () => {
  let browser: Browser;
  let page: Page;
  let door: Door;
  beforeAll(async () => {
    const { baseUrl, adminUsername, adminPassword } = serverInfo();
    door = await openDoorSession(baseUrl, adminUsername, adminPassword);
    browser = await launchBrowser({ viewport: { width: 390, height: 844 }, phone: true });
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The admin, signed in on the same phone, writes an announcement to every subscriber and sends it now. */
  async function announceOnThePhone(subject: string): Promise<string> {
    await openAdminTab(page, 'announcements');
    const form = page.getByRole('form', { name: 'New announcement' });
    await form.getByRole('textbox', { name: /Subject/ }).fill(subject);
    await form.getByRole('textbox', { name: /Text/ }).fill('Come **sing** with us on Saturday.');
    // Subscribers is the audience a new announcement starts with.
    await page.getByTestId('audience-selected-count').getByText(/Would go to \d+ (person|people) now/).waitFor();
    await form.getByRole('button', { name: 'Save as draft' }).click();
    const detail = page.getByTestId('announcement-detail');
    await detail.getByRole('button', { name: 'Send now' }).click();
    await detail.getByText(/^Status: (sending|sent)/).waitFor();
    await screenshot(page, 'news-admin-sent-phone');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    return subject;
  }

  /** Creates and sends an announcement to every subscriber through the API; answers its subject. */
  async function announce(subject: string): Promise<string> {
    const { id } = await apiJson<{ id: string }>(door.baseUrl, '/api/admin/announcements', {
      method: 'POST',
      token: door.admin,
      body: JSON.stringify({ subject, body: 'Come **sing** with us.', audience: { kind: 'subscribers' } }),
    });
    await apiJson(door.baseUrl, `/api/admin/announcements/${id}/send`, { method: 'POST', token: door.admin });
    return subject;
  }

  test('footer sign-up, confirm, announcement with List-Unsubscribe, one-click unsubscribe, the next one does not arrive', async () => {
    await gotoHydrated(page, '/about');
    const form = page.getByRole('form', { name: 'Get our news by email' });
    // The shell in the first HTML; the working form (its honeypot says it) takes over when the browser is idle.
    await form.locator('input[name="homepage"]').waitFor({ state: 'attached' });
    await form.scrollIntoViewIfNeeded();
    const email = form.getByRole('textbox', { name: /Your email/ });
    await email.fill('not-an-email');
    await form.getByRole('textbox', { name: /Your name/ }).fill('Ada News');
    await form.getByRole('checkbox', { name: 'Events' }).check();
    await form.getByRole('button', { name: 'Sign up for news' }).click();
    await form.getByText('Enter a valid email address').waitFor();
    await form.getByText('Tick the box to agree to receive our news').waitFor();
    // Nothing typed was lost.
    expect(await form.getByRole('textbox', { name: /Your name/ }).inputValue()).toBe('Ada News');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await noViolations(page);
    await screenshot(page, 'news-footer-form-errors');

    await email.fill(visitor);
    await form.getByRole('checkbox', { name: /This is my consent/ }).check();
    await takeAsLongAsAPerson(page);
    await form.getByRole('button', { name: 'Sign up for news' }).click();
    await page.getByText('Check your inbox to confirm').waitFor();
    await noViolations(page);
    await screenshot(page, 'news-footer-form-sent');

    const confirmation = await until('the confirmation mail', mailTo(visitor, (m) => m.text.includes('/news/confirm/')));
    await gotoHydrated(page, pathIn(confirmation.text, '/news/confirm/'));
    await page.getByRole('button', { name: 'Yes, send me news' }).click();
    await page.getByText('You are subscribed. Thank you!').waitFor();

    // Another subscriber, through the API: the second announcement's arrival there says it went out.
    await apiJson(door.baseUrl, '/api/subscribe', { method: 'POST', body: JSON.stringify({ email: control, marketingConsent: true, fillMs: 8000 }) });
    const controlMail = await until('the control confirmation', mailTo(control, (m) => m.text.includes('/news/confirm/')));
    const controlToken = pathIn(controlMail.text, '/news/confirm/').split('/').pop()!;
    await apiJson(door.baseUrl, `/api/subscribe/confirm/${controlToken}`, { method: 'POST' });

    const first = await announceOnThePhone(`Our news ${stamp}`);
    const arrived = (await until('the announcement', mailTo(visitor, (m) => m.subject === first))) as MailWithHeaders;
    const headers = arrived.headers ?? {};
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const https = /<(https?:\/\/[^>]+\/api\/unsubscribe\/([A-Za-z0-9_-]+))>/.exec(headers['list-unsubscribe'] ?? '');
    expect(https).not.toBeNull();
    expect(headers['list-unsubscribe']).toMatch(/<mailto:[^>]+>/);
    // Only 127.0.0.1: the address's path on the local stack.
    const unsubscribePath = new URL(https![1]).pathname;
    const manageToken = https![2];

    // The interests chosen in the footer were saved.
    expect((await apiJson<{ data: { interests: string[]; subscribed: boolean } }>(door.baseUrl, `/api/news/${manageToken}`)).data).toEqual({ interests: ['events'], subscribed: true });

    // A mail scanner's GET of the address changes nothing: a 303 to the subscriber's page.
    const opened = await fetch(url(unsubscribePath), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/news/${manageToken}`);
    expect((await apiJson<{ data: { subscribed: boolean } }>(door.baseUrl, `/api/news/${manageToken}`)).data.subscribed).toBe(true);
    await gotoHydrated(page, `/news/${manageToken}`);
    await page.getByRole('button', { name: /Unsubscribe/ }).waitFor();

    // The mail client's one-click POST (RFC 8058).
    const oneClick = await fetch(url(unsubscribePath), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect((await apiJson<{ data: { subscribed: boolean } }>(door.baseUrl, `/api/news/${manageToken}`)).data.subscribed).toBe(false);

    const second = await announce(`More news ${stamp}`);
    await until('the second announcement at the control address', mailTo(control, (m) => m.subject === second));
    expect((await inbox()).filter((m) => m.to.includes(visitor) && m.subject === second)).toEqual([]);
  });

  test('typed and sent in the footer before the app runs: sent once the app is up, as typed', async () => {
    const app = await holdTheApp(page);
    try {
      await page.goto(url('/services'), { waitUntil: 'domcontentloaded' });
      const form = page.getByRole('form', { name: 'Get our news by email' });
      await form.getByRole('textbox', { name: /Your email/ }).fill(early);
      await form.getByRole('textbox', { name: /Your name/ }).fill('Early Bird');
      await form.getByRole('checkbox', { name: /This is my consent/ }).check();
      // Faster than a person is a bot's fill (the server then stores nothing): timed from the page's start.
      await takeAsLongAsAPerson(page);
      await form.getByRole('button', { name: 'Sign up for news' }).click();
      // Held by the head script: no reload, what was typed stays.
      expect(await form.getByRole('textbox', { name: /Your email/ }).inputValue()).toBe(early);
      app.release();
      await waitForHydration(page);
      await page.getByText('Check your inbox to confirm').waitFor();
    } finally {
      app.release();
      await app.unroute();
    }
    const mail = await until('the early confirmation mail', mailTo(early, (m) => m.text.includes('/news/confirm/')));
    expect(mail.text).toContain('/news/confirm/');
  });
});
