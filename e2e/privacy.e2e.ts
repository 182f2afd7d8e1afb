// People's data in real Chromium on a phone, the CPU slowed 4x (docs/PRODUCT-RULES.md, People's data;
// issue 36): a person who booked asks for their data on /privacy, opens the mailed link, downloads the
// JSON, corrects their phone, erases everything and gets the last mail; the admin finds another person
// on the People tab and erases them with a reason. axe checks the person's page on the way.
import type { Page } from 'playwright-core';
import { AXE_TAGS, axeViolations } from './axe';
import { launchBrowser, screenshot, type Browser } from './browser';
import { apiJson, eventToday, openDoorSession, type Door } from './door';
import { gotoHydrated } from './hydration';
import { mailTo, until } from './local-inbox';
import { serverInfo, url } from './server-info';

const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const person = { name: 'Ngozi Private', email: `ngozi.${stamp}@example.com`, phone: '08031112222' };
const other = { name: 'Tunde Erased', email: `tunde.${stamp}@example.com`, phone: '08035556666' };

async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The first http(s) link of a mail's text that goes to `path`. */
function linkIn(text: string, path: string): string {
  const found = text.match(new RegExp(`https?://[^\\s>"]*${path}[^\\s>"]*`));
  if (!found) throw new Error(`No ${path} link in the mail`);
  return new URL(found[0]).pathname;
}

describe('people’s data on a phone', () => {
  let browser: Browser;
  let page: Page;
  let door: Door;
  /** The admin's API session confirms it is them (the password), as the riskiest routes ask. */
  const stepUp = () => apiJson(door.baseUrl, '/api/admin/step-up', { method: 'POST', token: door.admin, body: JSON.stringify({ method: 'password', password: serverInfo().adminPassword }) });
  beforeAll(async () => {
    const { baseUrl, adminUsername, adminPassword } = serverInfo();
    door = await openDoorSession(baseUrl, adminUsername, adminPassword);
    const eventId = await eventToday(door, `Privacy Evening ${stamp}`);
    for (const who of [person, other]) await apiJson(baseUrl, '/api/register', { method: 'POST', body: JSON.stringify({ ...who, eventId }) });
    browser = await launchBrowser({ viewport: { width: 390, height: 844 }, phone: true });
    page = browser.page;
    await slowDown(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('the person asks for their data, downloads it, corrects their phone and erases it; a last mail confirms', async () => {
    await gotoHydrated(page, '/privacy');
    const form = page.getByRole('form', { name: 'See or erase your data' });
    await form.getByLabel('Your email address').fill(person.email);
    await form.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText('Check your mail').waitFor();

    const mail = await until('the access mail', mailTo(person.email, (m) => m.subject.startsWith('Your data at')));
    await gotoHydrated(page, linkIn(mail.text, '/privacy/access/'));
    await page.getByRole('heading', { name: 'Your data', exact: true }).waitFor();
    await page.getByRole('heading', { name: /^Order: Privacy Evening/ }).waitFor();
    expect(await axeViolations(page, { runOnly: { type: 'tag', values: AXE_TAGS } })).toEqual([]);
    await screenshot(page, 'privacy-access-phone');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = JSON.parse(await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      void file.createReadStream().then((stream) => stream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks).toString('utf8'))).on('error', reject));
    })) as { email: string; orders: { name: string; phone?: string }[] };
    expect(saved.email).toBe(person.email);
    expect(saved.orders).toEqual([expect.objectContaining({ name: person.name })]);

    await page.getByRole('button', { name: 'Correct my name or phone' }).click();
    await page.getByLabel('Your phone number').fill('+234 803 999 0000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Done: 1 record corrected.').waitFor();
    expect(await axeViolations(page, { runOnly: { type: 'tag', values: AXE_TAGS } })).toEqual([]);

    await page.getByRole('button', { name: 'Erase my data' }).click();
    await page.getByRole('heading', { name: `Erase everything we hold about ${person.email}?` }).waitFor();
    await page.getByRole('button', { name: 'Yes, erase my data' }).click();
    await page.getByRole('heading', { name: 'Your data is erased' }).waitFor();
    await screenshot(page, 'privacy-erased-phone');
    await until('the erasure mail', mailTo(person.email, (m) => m.subject.endsWith('has been erased')));

    // Nothing is left to find by that address.
    await stepUp();
    const found = await apiJson<{ data: { orders: unknown[]; messages: unknown[] } }>(door.baseUrl, `/api/admin/people?q=${encodeURIComponent(person.email)}`, { token: door.admin });
    expect(found.data.orders).toEqual([]);
  });

  test('the admin finds a person on the People tab and erases them with a reason', async () => {
    // A session of its own, not yet confirmed (the API session above was).
    const { baseUrl, adminUsername, adminPassword } = serverInfo();
    const browserSession = await openDoorSession(baseUrl, adminUsername, adminPassword);
    await page.goto(url('/admin-login'));
    await page.evaluate((token) => window.localStorage.setItem('adminToken', token), browserSession.admin);
    await gotoHydrated(page, '/admin?tab=people');
    await page.getByLabel('Email or phone').fill(other.email);
    await page.getByRole('button', { name: 'Find' }).click();
    // Reading a person's data is one of the riskiest actions: the app asks the admin to confirm it is them
    // (the password: no second factor here), then finds them; the erasure within 5 minutes asks no more.
    const check = page.getByRole('alertdialog', { name: 'Confirm it’s you' });
    await check.getByLabel(/^Your password/).fill(serverInfo().adminPassword);
    await check.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: other.email }).waitFor();
    await page.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByLabel(/Reason/).fill('Asked by phone on the day of the event');
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await stepUp();
    await until(
      'the erasure',
      async () => {
        const found = await apiJson<{ data: { orders: unknown[] } }>(door.baseUrl, `/api/admin/people?q=${encodeURIComponent(other.email)}`, { token: door.admin });
        return found.data.orders.length === 0 ? true : undefined;
      },
    );
    await screenshot(page, 'privacy-admin-erased-phone');
  });
});
