// The box office in Chromium on a phone (issue 24): an event with two ticket types and
// questions and a promo code; a visitor books a group of three with the code and the
// answers, pays once at the local Paystack checkout, three tickets come by mail, and the
// door checks each attendee in. Its own stack with the gateway on (as payments.e2e.ts).
import { launchBrowser, screenshot } from './browser';
import { apiJson, openCheckIn, type Door } from './door';
import { gotoHydrated } from './hydration';
import { inbox, until } from './local-inbox';
import { useOwnStack } from './own-stack';
import { pageClock, takeAsLongAsAPerson } from './person';
import { serverInfo } from './server-info';
import { todayInLagos, addDays } from '../contract/dates';

const gateway = useOwnStack({ PAYSTACK_GATEWAY: 'on', PAYSTACK_SECRET_KEY: '', PAYSTACK_BASE_URL: '' }, 'box-office-server');

type AdminEvent = { id: string; ticketTypes?: { id: string; name: string; hidden?: boolean }[] };

test('a group of three with a code and answers pays once, gets three tickets and is checked in at the door', async () => {
  const { adminUsername, adminPassword } = serverInfo();
  const baseUrl = gateway.stack.baseUrl;
  const { token } = await apiJson<{ token: string }>(baseUrl, '/api/admin/login', { method: 'POST', body: JSON.stringify({ username: adminUsername, password: adminPassword }) });
  const door: Door = { baseUrl, admin: token };

  // The admin's event: two types, a question per order and one per attendee. Today (Lagos), late,
  // so the door can check in and registration is still open.
  const { id: eventId } = await apiJson<{ id: string }>(baseUrl, '/api/admin/events', {
    method: 'POST',
    token,
    body: JSON.stringify({
      title: 'Choir Box Office Day',
      description: 'Sections, parts and a group booking.',
      date: todayInLagos(),
      startTime: '23:59',
      endTime: '06:00',
      location: 'Lagos Concert Hall',
      address: 'Victoria Island, Lagos',
      price: 5000,
      maxParticipants: 20,
      isActive: true,
      ticketTypes: [
        { name: 'Adult', price: 5000 },
        { name: 'Student', price: 2000, quota: 5 },
      ],
      questions: [
        { label: 'Church or choir', kind: 'text', required: true, per: 'order' },
        { label: 'Voice part', kind: 'choice', required: true, per: 'attendee', options: ['Soprano', 'Alto', 'Tenor', 'Bass'] },
      ],
    }),
  });
  const events = await apiJson<{ data: { items: AdminEvent[] } }>(baseUrl, '/api/admin/events', { token });
  const types = events.data.items.find((e) => e.id === eventId)!.ticketTypes!;
  expect(types.map((t) => t.name)).toEqual(['Adult', 'Student']);
  await apiJson(baseUrl, '/api/admin/promo-codes', {
    method: 'POST',
    token,
    body: JSON.stringify({ code: `CHOIR${Date.now() % 100000}`, eventId, percentOff: 10, maxUses: 5, validUntil: addDays(todayInLagos(), 1) }),
  });
  const codes = await apiJson<{ data: { id: string; eventId?: string }[] }>(baseUrl, '/api/admin/promo-codes', { token });
  const code = codes.data.find((c) => c.eventId === eventId)!.id;

  // The visitor on a phone.
  const { page } = gateway.browser;
  await gotoHydrated(page, `/events/${eventId}`);
  const form = page.getByRole('form', { name: 'Event registration' });
  const tickets = form.getByRole('group', { name: 'Tickets' });
  await tickets.waitFor();
  await page.getByText('Pay online', { exact: true }).waitFor();
  // Each choice on screen before the next, as a person sees the form grow.
  await tickets.getByLabel('Adult').selectOption('2');
  await form.getByRole('group', { name: 'Ticket 2: Adult' }).waitFor();
  await tickets.getByLabel('Student').selectOption('1');
  await form.getByRole('group', { name: 'Ticket 3: Student' }).waitFor();
  const stamp = Date.now();
  const buyerEmail = `choir-lead-${stamp}@example.com`;
  await form.getByLabel('Full Name').fill('Ada Choirlead');
  await form.getByLabel(/^Email/).fill(buyerEmail);
  await form.getByLabel('Phone Number').fill('08031234567');
  await form.getByLabel(/Church or choir/).fill('Grace Chapel Choir');
  const first = form.getByRole('group', { name: 'Ticket 1: Adult' });
  await first.getByLabel(/Voice part/).selectOption('Alto');
  const second = form.getByRole('group', { name: 'Ticket 2: Adult' });
  await second.getByLabel(/Attendee name/).fill('Bola Tenor');
  await second.getByLabel(/Attendee email/).fill(`bola-${stamp}@example.com`);
  await second.getByLabel(/Voice part/).selectOption('Tenor');
  const third = form.getByRole('group', { name: 'Ticket 3: Student' });
  await third.getByLabel(/Attendee name/).fill('Chidi Bass');
  await third.getByLabel(/Voice part/).selectOption('Bass');
  await form.getByLabel(/Promo or access code/).fill(code.toLowerCase());
  await form.getByTestId('order-estimate').getByText('₦12,000').waitFor();
  await screenshot(page, 'box-office-group-form');
  await takeAsLongAsAPerson(page, 0);

  // The answer is read on its way to the page: the page leaves for the checkout at once.
  type Answer = { status: number; body: { data: { total: number; tickets: { name: string }[] } } };
  let resolveAnswer!: (a: Answer) => void;
  const registered = new Promise<Answer>((resolve) => (resolveAnswer = resolve));
  await page.route('**/api/register', async (route) => {
    const response = await route.fetch();
    resolveAnswer({ status: response.status(), body: (await response.json()) as Answer['body'] });
    await route.fulfill({ response });
  });
  await form.getByRole('button', { name: 'Register Now' }).click();
  const { status, body } = await registered;
  await page.unroute('**/api/register');
  expect(status).toBe(201);
  // 2 x 5,000 + 2,000 = 12,000, 10% off: the server's total.
  expect(body.data.total).toBe(10800);
  expect(body.data.tickets.map((t) => t.name)).toEqual(['Ada Choirlead', 'Bola Tenor', 'Chidi Bass']);

  await page.waitForURL(/\/checkout\/[a-z0-9]+$/);
  await page.getByRole('form', { name: 'Complete the payment' }).waitFor();
  await page.getByText(/10,800/).first().waitFor();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/tickets\/[A-Za-z0-9_-]{22}\?/);
  await page.getByTestId('payment-status').getByText('Paid', { exact: true }).waitFor();

  // Three tickets in the inbox: each its own QR link.
  const ticketLinks = await until(
    'three ticket links in the mails',
    async () => {
      const mails = (await inbox()).filter((m) => m.to.includes(buyerEmail) || m.to.includes(`bola-${stamp}@example.com`));
      const links = new Set(mails.flatMap((m) => m.text.match(/\/tickets\/[A-Za-z0-9_-]{22}/g) ?? []));
      return links.size >= 3 ? links : undefined;
    },
  );
  expect(ticketLinks.size).toBe(3);

  // The door: each attendee of the order, checked in from the list.
  await openCheckIn(page, door, eventId);
  const search = page.getByLabel('Find by name, email or phone');
  for (const name of ['Ada Choirlead', 'Bola Tenor', 'Chidi Bass']) {
    await search.fill(name);
    const row = page.locator(`[data-attendee="${name}"]`);
    await row.getByRole('button', { name: 'Check in' }).click();
    await row.getByText(/^In at /).waitFor();
  }
  await page.locator('[data-counts]').getByText(/^3 checked in/).waitFor();
  await search.fill('Bola Tenor');
  await page.locator('[data-attendee="Bola Tenor"]').getByText(/Voice part: Tenor/).waitFor();
  await screenshot(page, 'box-office-door');
  expect(gateway.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

test("the admin edits an event's ticket types and questions on a phone, and the visitor's form shows them", async () => {
  const { adminUsername, adminPassword } = serverInfo();
  const baseUrl = gateway.stack.baseUrl;
  const { token } = await apiJson<{ token: string }>(baseUrl, '/api/admin/login', { method: 'POST', body: JSON.stringify({ username: adminUsername, password: adminPassword }) });
  const title = `Editor Workshop ${Date.now() % 100000}`;
  const { id: eventId } = await apiJson<{ id: string }>(baseUrl, '/api/admin/events', {
    method: 'POST',
    token,
    body: JSON.stringify({
      title,
      description: 'Types and questions edited in the admin form.',
      date: addDays(todayInLagos(), 5),
      startTime: '10:00',
      endTime: '13:00',
      location: 'Lagos Concert Hall',
      address: 'Victoria Island, Lagos',
      price: 5000,
      maxParticipants: 20,
      isActive: true,
      ticketTypes: [{ name: 'Adult', price: 5000 }],
    }),
  });

  // The admin, signed in, on a phone: a second type with a quota and a required choice per attendee.
  // A browser of its own: after the journey above in the same page, the group form's lazy chunk was
  // seen to stay on 'Loading the ticket options…' (not understood yet; see the branch report).
  const own = await launchBrowser({ viewport: { width: 390, height: 844 } });
  const { page } = own;
  await page.goto(new URL('/admin-login', baseUrl).toString());
  await page.evaluate((t) => window.localStorage.setItem('adminToken', t), token);
  await gotoHydrated(page, '/admin');
  await page.getByRole('tab', { name: 'Events' }).click();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Edit Event' }).waitFor();
  expect(await dialog.getByRole('group', { name: 'Ticket type 1' }).getByLabel(/^Name/).inputValue()).toBe('Adult');
  await dialog.getByRole('button', { name: 'Add ticket type' }).click();
  const student = dialog.getByRole('group', { name: 'Ticket type 2' });
  await student.getByLabel(/^Name/).fill('Student');
  await student.getByLabel(/^Price/).fill('2000');
  await student.getByLabel(/^Quota/).fill('4');
  await dialog.getByRole('button', { name: 'Add question' }).click();
  const question = dialog.getByRole('group', { name: 'Question 1' });
  await question.getByLabel(/^Question/).fill('Instrument level');
  await question.getByLabel(/^Answer/).selectOption('choice');
  await question.getByLabel(/^Options/).fill('Beginner\nIntermediate\nAdvanced');
  await question.getByLabel(/^Asked/).selectOption('attendee');
  await question.locator('label').filter({ hasText: /^Required$/ }).click();
  await screenshot(page, 'box-office-admin-editors');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await dialog.waitFor({ state: 'detached' });

  // Stored as edited.
  const events = await apiJson<{ data: { items: Array<AdminEvent & { questions?: unknown[] }> } }>(baseUrl, '/api/admin/events', { token });
  const saved = events.data.items.find((e) => e.id === eventId)!;
  expect(saved.ticketTypes!.map((t) => [t.name, (t as { price?: number }).price, (t as { quota?: number }).quota])).toEqual([
    ['Adult', 5000, undefined],
    ['Student', 2000, 4],
  ]);
  expect(saved.questions).toEqual([expect.objectContaining({ label: 'Instrument level', kind: 'choice', required: true, per: 'attendee', options: ['Beginner', 'Intermediate', 'Advanced'] })]);

  // The public data has both types and the question.
  type PublicEvent = { id: string; ticketTypes?: { name: string }[]; questions?: { label: string }[] };
  const shown = await until(
    'the public event with the edited types and question',
    async () => {
      const { events: upcoming } = await apiJson<{ events: PublicEvent[] }>(baseUrl, '/api/events/upcoming');
      const found = upcoming.find((e) => e.id === eventId);
      return found?.ticketTypes?.length === 2 ? found : undefined;
    },
  );
  expect(shown.questions?.map((q) => q.label)).toEqual(['Instrument level']);

  // The visitor's form: both types, and the question on each ticket with its choices.
  await gotoHydrated(page, `/events/${eventId}`);
  await page.getByRole('heading', { name: title }).first().waitFor();
  await screenshot(page, 'box-office-edited-event-page');
  const form = page.getByRole('form', { name: 'Event registration' });
  const tickets = form.getByRole('group', { name: 'Tickets' });
  await tickets.waitFor();
  await tickets.getByLabel('Adult').selectOption('0');
  await tickets.getByLabel('Student').selectOption('1');
  const ticket = form.getByRole('group', { name: 'Ticket 1: Student' });
  await ticket.waitFor();
  const level = ticket.getByLabel(/Instrument level/);
  expect(await level.locator('option').allTextContents()).toEqual(expect.arrayContaining(['Beginner', 'Intermediate', 'Advanced']));
  await form.getByTestId('order-estimate').getByText('₦2,000').waitFor();
  await screenshot(page, 'box-office-edited-form');
  expect(own.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  await own.close();
});

test('an access code made in the Promo codes screen reveals a hidden ticket type to the visitor who applies it; the admin then deletes it', async () => {
  const { adminUsername, adminPassword } = serverInfo();
  const baseUrl = gateway.stack.baseUrl;
  const { token } = await apiJson<{ token: string }>(baseUrl, '/api/admin/login', { method: 'POST', body: JSON.stringify({ username: adminUsername, password: adminPassword }) });
  const stamp = Date.now() % 100000;
  const title = `Members Evening ${stamp}`;
  const { id: eventId } = await apiJson<{ id: string }>(baseUrl, '/api/admin/events', {
    method: 'POST',
    token,
    body: JSON.stringify({
      title,
      description: 'Open to all; choir members have their own seats.',
      date: addDays(todayInLagos(), 6),
      startTime: '18:00',
      endTime: '20:00',
      location: 'Lagos Concert Hall',
      address: 'Victoria Island, Lagos',
      price: 0,
      maxParticipants: 20,
      isActive: true,
      ticketTypes: [
        { name: 'Guest', price: 0 },
        { name: 'Choir member', price: 0, hidden: true },
      ],
    }),
  });

  // The admin, on a phone, makes the access code in its own screen.
  const own = await launchBrowser({ viewport: { width: 390, height: 844 } });
  const { page } = own;
  await page.goto(new URL('/admin-login', baseUrl).toString());
  await page.evaluate((t) => window.localStorage.setItem('adminToken', t), token);
  await gotoHydrated(page, '/admin?tab=promo-codes');
  const create = page.getByRole('form', { name: 'New promo code' });
  const code = `MEMBERS${stamp}`;
  await create.getByLabel(/^Code/).fill(code);
  await create.getByLabel(/^Event/).selectOption({ label: title });
  await create.getByLabel(/^What it does/).selectOption('none');
  await create.getByRole('group', { name: 'Reveals these hidden ticket types' }).getByText('Choir member').click();
  await create.getByRole('button', { name: 'Create code' }).click();
  const codes = page.getByRole('table', { name: 'Promo codes' });
  await codes.getByRole('row', { name: new RegExp(code) }).getByText('Reveals 1').waitFor();
  await screenshot(page, 'box-office-access-code-created');

  // The visitor: one visible type, so the plain form; the code opens the group form and unlocks the hidden type.
  await gotoHydrated(page, `/events/${eventId}`);
  const form = page.getByRole('form', { name: 'Event registration' });
  await form.getByRole('button', { name: 'Have a promo or access code?' }).click();
  // The group form the button opens is a new form: its fill time counts from now.
  const shownAt = await pageClock(page);
  await form.getByLabel(/Promo or access code/).fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Apply code' }).click();
  await form.getByTestId('promo-code-status').getByText(/unlocks Choir member/).waitFor();
  // The form starts with one ticket of the first listed type: this visitor wants a member's seat only.
  const chooser = form.getByRole('group', { name: 'Tickets' });
  // One ticket and no per-attendee questions: no attendee fieldset; the form has taken each choice
  // when the other type's select offers what the order limit of 10 leaves.
  await chooser.getByLabel('Guest').selectOption('0');
  await chooser.getByLabel('Choir member').locator('option[value="10"]').waitFor({ state: 'attached' });
  await chooser.getByLabel('Choir member').selectOption('1');
  await chooser.getByLabel('Guest').locator('option[value="10"]').waitFor({ state: 'detached' });
  await form.getByLabel('Full Name').fill('Funmi Soprano');
  await form.getByLabel(/^Email/).fill(`funmi-${stamp}@example.com`);
  await form.getByLabel('Phone Number').fill('08031234568');
  await screenshot(page, 'box-office-access-code-applied');
  await takeAsLongAsAPerson(page, shownAt);
  await form.getByRole('button', { name: 'Register Now' }).click();
  await page.getByText('Registration Complete').first().waitFor();
  const registrations = await apiJson<{ data: { items: { eventId: string; tickets?: { ticketTypeId: string }[] }[] } }>(baseUrl, `/api/admin/registrations?eventId=${eventId}`, { token });
  const hidden = (await apiJson<{ data: { items: AdminEvent[] } }>(baseUrl, '/api/admin/events', { token })).data.items.find((e) => e.id === eventId)!.ticketTypes!.find((t) => t.hidden)!;
  expect(registrations.data.items.filter((r) => r.eventId === eventId).flatMap((r) => r.tickets ?? []).map((t) => t.ticketTypeId)).toEqual([hidden.id]);

  // The admin deletes the code (after the browser's confirm): gone from the list.
  page.once('dialog', (dialog) => void dialog.accept());
  await gotoHydrated(page, '/admin?tab=promo-codes');
  await codes.getByRole('button', { name: `Delete ${code}` }).click();
  await codes.getByRole('row', { name: new RegExp(code) }).waitFor({ state: 'detached' });
  expect(own.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  await own.close();
});
