// The admin writes an announcement on a phone (issue 39; docs/PRODUCT-RULES.md, Mailing list, Screens):
// the audience picked from the events with its count, a card with its Register button, the formatted
// preview in its sandboxed frame (the mail the mailer renders), a test send that arrives in the local
// inbox marked as a test, a send-at in Lagos time that schedules it, the list showing it Scheduled, and
// cancelling it before it starts. Nothing on the screen is wider than the phone; axe finds nothing.
import type { Page } from 'playwright-core';
import { openAdminTab } from './admin-sign-in';
import { axeViolations } from './axe';
import { launchBrowser, screenshot, type Browser } from './browser';
import { eventToday, openDoorSession } from './door';
import { mailTo, until } from './local-inbox';
import { serverInfo } from './server-info';

const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const title = `Announce Evening ${stamp}`;
const subject = `The next workshop ${stamp}`;
const testAddress = `admin.${stamp}@example.com`;

describe('announcements on a phone', () => {
  let browser: Browser;
  let page: Page;
  let eventId: string;
  beforeAll(async () => {
    const { baseUrl, adminUsername, adminPassword } = serverInfo();
    eventId = await eventToday(await openDoorSession(baseUrl, adminUsername, adminPassword), title);
    browser = await launchBrowser({ viewport: { width: 390, height: 844 }, phone: true });
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
  });

  const noWiderThanThePhone = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  test('audience and count, card, preview, test send, schedule in Lagos time, cancel', async () => {
    await openAdminTab(page, 'announcements');

    const form = page.getByRole('form', { name: 'New announcement' });
    await form.getByRole('textbox', { name: /Subject/ }).fill(subject);
    await form.getByRole('textbox', { name: /Text/ }).fill('Come **sing** with us.\n\n- bring water\n- wear something comfortable');
    await form.getByRole('combobox', { name: 'Audience' }).selectOption('past-attendees');
    await form.getByRole('combobox', { name: 'Attendees of' }).selectOption(eventId);
    await page.getByTestId('audience-selected-count').getByText(/Would go to \d+ (person|people) now/).waitFor();
    await form.getByRole('combobox', { name: /Card in the mail/ }).selectOption(`event:${eventId}`);

    await form.getByRole('button', { name: 'Preview' }).click();
    const mail = page.frameLocator('iframe[title="Preview of the mail"]');
    await mail.getByRole('heading', { name: subject }).waitFor();
    await mail.getByRole('link', { name: 'Register' }).waitFor();
    expect(await page.locator('iframe[title="Preview of the mail"]').getAttribute('sandbox')).toBe('');
    await noWiderThanThePhone();
    await screenshot(page, 'announcements-phone-preview');

    await form.getByRole('textbox', { name: /Send a test to/ }).fill(testAddress);
    await form.getByRole('button', { name: 'Send a test' }).click();
    const test = await until('the test mail', mailTo(testAddress, (m) => m.subject === `[Test] ${subject}`));
    expect(test.text).toContain('This is a test');
    expect(test.html).toContain('>Register</a>');

    await form.getByLabel(/Send at, Lagos time/).fill('2099-12-05T10:00');
    await form.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByRole('button', { name: 'Schedule for Sat, 5 Dec 2099, 10:00 WAT' }).click();
    await page.getByText(/^Status: scheduled/).waitFor();
    const row = page.getByRole('list', { name: /Announcements, newest first/ }).getByRole('button', { name: `Open ${subject}` });
    await row.getByText('Scheduled').waitFor();
    await row.getByText('For Sat, 5 Dec 2099, 10:00 WAT').waitFor();
    await noWiderThanThePhone();
    expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await screenshot(page, 'announcements-phone-scheduled');

    await page.getByTestId('announcement-detail').getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(/^Status: cancelled/).waitFor();
    await row.getByText('Cancelled').waitFor();
  });
});
