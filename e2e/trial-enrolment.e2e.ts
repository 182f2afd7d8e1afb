// A trial lesson turned into an enrolment on a phone, in Chromium, against the local Paystack gateway
// (docs/PRODUCT-RULES.md, Monthly programmes, From a trial): a trial booked and a programme made through the
// API; the admin's agenda, 'Enrol in a programme', the payment link shown; the "Complete your enrolment" mail
// in the local inbox; its link paid at the gateway's checkout; the learner active on the manage page and in
// the roster. Its own stack (as programmes.e2e.ts): the shared e2e server has no gateway.
import { addDays, todayInLagos } from '../contract/dates';
import { axeViolations } from './axe';
import { screenshot } from './browser';
import { gotoHydrated } from './hydration';
import { mailTo, until } from './local-inbox';
import { useOwnStack } from './own-stack';
import { serverInfo, url } from './server-info';

const own = useOwnStack({ PAYSTACK_GATEWAY: 'on', PAYSTACK_SECRET_KEY: 'sk_test_e2e_trial_enrolment_0123456789', PAYSTACK_BASE_URL: '' }, 'trial-enrolment-server');

async function api<T = any>(method: string, pathname: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(url(pathname), {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

test('the admin enrols a trial from the agenda; the mailed link is paid on a phone; the learner is active in the roster', async () => {
  const { page } = own.browser;
  const stamp = Date.now();
  const name = `Junior Piano ${stamp}`;
  const email = `trial.enrol.${stamp}@example.com`;
  const { token } = await api<{ token: string }>('POST', '/api/admin/login', { username: serverInfo().adminUsername, password: serverInfo().adminPassword });
  const weekly = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({ day, from: '08:00', to: '20:00', slotMinutes: 60 }));
  await api('PUT', '/api/admin/availability', { weekly, daysAhead: 14 }, token);
  const programme = { name, service: 'instrument-lessons', monthlyFee: 20000, meets: [{ day: 'sat', time: '10:00', minutes: 60 }], capacity: 8, startsOn: addDays(todayInLagos(), 7) };
  await api('POST', '/api/admin/programmes', programme, token);
  // Tomorrow's first time: within 'This week' on the agenda.
  const { data } = await api<{ data: { slots: { id: string }[] } }>('GET', '/api/trial-slots?service=instrument-lessons');
  const slot = data.slots.find((s) => s.id.startsWith(addDays(todayInLagos(), 1)))!;
  await api('POST', '/api/trial-bookings', { slotId: slot.id, name: 'Tobi Trial', email, phone: '+2348031234567', service: 'instrument-lessons', age: 12, guardianName: 'Funke Trial', guardianPhone: '+2348030001111', guardianConfirmed: true });

  // The admin, on the agenda: the lesson, 'Enrol in a programme', the programme chosen, the link sent.
  await gotoHydrated(page, '/admin-login');
  await page.getByLabel('Username').fill(serverInfo().adminUsername);
  await page.getByLabel('Password').fill(serverInfo().adminPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/admin$/);
  await gotoHydrated(page, '/admin/agenda');
  await page.getByRole('button', { name: 'This week' }).click();
  const lesson = page.getByTestId('agenda-item').filter({ hasText: email });
  await lesson.getByRole('button', { name: 'Tobi Trial: enrol in a programme' }).click();
  const form = lesson.getByRole('form', { name: 'Enrol Tobi Trial in a programme' });
  await form.getByRole('option', { name: `${name} (8 left)` }).waitFor({ state: 'attached' });
  await form.getByLabel(/Programme/).selectOption({ label: `${name} (8 left)` });
  const violations = await axeViolations(page);
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await form.getByRole('button', { name: 'Send the payment link' }).click();
  const started = lesson.getByTestId('trial-enrol-started');
  await started.getByText(`Payment link mailed to ${email}.`).waitFor();
  const shown = await started.getByLabel('Payment link').inputValue();
  await screenshot(page, 'trial-enrolment-agenda');

  // The mail: the same payment link, and the manage link.
  const mail = await until('the enrolment invitation', mailTo(email, (m) => m.subject === `Complete your enrolment: ${name}`));
  expect(mail.text).toContain('Hello Funke Trial,');
  expect(mail.text).toContain(shown);
  const manage = /\/enrolments\/[A-Za-z0-9_-]+/.exec(mail.text)![0];

  // Paid from the mail's link at the gateway's checkout: back on the manage page, active once the webhook is applied.
  await page.goto(shown);
  await page.getByRole('form', { name: 'Complete the payment' }).waitFor();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((u) => u.pathname === manage);
  await page.getByTestId('enrolment-status').getByText('Active', { exact: true }).waitFor();

  // The roster: the trial's learner, active; the agenda says where the trial went.
  await gotoHydrated(page, '/admin?tab=programmes');
  const card = page.getByRole('region', { name });
  await card.getByText('1 of 8 seats taken').waitFor();
  await card.getByRole('button', { name: 'Learners' }).click();
  const row = card.getByTestId('roster-row').filter({ hasText: 'Tobi Trial' });
  await row.getByTestId('roster-status').getByText('Active', { exact: true }).waitFor();
  await gotoHydrated(page, '/admin/agenda');
  await page.getByRole('button', { name: 'This week' }).click();
  await page.getByTestId('agenda-item').filter({ hasText: email }).getByText(`Enrolment started in ${name}.`).waitFor();
  expect(own.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});
