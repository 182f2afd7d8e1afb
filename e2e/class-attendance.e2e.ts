// Attendance per class meeting on a phone (docs/PRODUCT-RULES.md, Monthly
// programmes): a programme meeting today with one learner enrolled and paid
// through the local Paystack gateway; the admin's agenda shows today's meeting
// with the learner expected; its link opens the door for that meeting; the
// network drops, the learner is marked present with one tap (shown at once,
// queued), and the mark reaches the server once the network is back.
// Its own stack (as programmes.e2e.ts): the shared e2e server has no gateway.
import { weekdayOf } from '../contract/attendance';
import { todayInLagos } from '../contract/dates';
import { screenshot } from './browser';
import { apiJson, openDoorSession, type Door } from './door';
import { gotoHydrated } from './hydration';
import { until } from './local-inbox';
import { useOwnStack } from './own-stack';
import { serverInfo } from './server-info';

const own = useOwnStack({ PAYSTACK_GATEWAY: 'on', PAYSTACK_SECRET_KEY: 'sk_test_e2e_attendance_0123456789abcdef', PAYSTACK_BASE_URL: '' }, 'class-attendance-server');
let door: Door;
beforeAll(async () => {
  door = await openDoorSession(own.stack.baseUrl, serverInfo().adminUsername, serverInfo().adminPassword);
});

type Roster = { data: { meeting: { present: number }; learners: { name: string; presentAt?: string }[] } };

test("the agenda shows today's class; the door marks its learner present while offline, and it syncs", async () => {
  const { browser } = own;
  const { page, context } = browser;
  const today = todayInLagos();
  const name = `Door Piano ${Date.now()}`;
  const programme = { name, service: 'instrument-lessons', monthlyFee: 20000, meets: [{ day: weekdayOf(today), time: '10:00', minutes: 60 }], capacity: 5, startsOn: today };
  const { id } = await apiJson<{ id: string }>(door.baseUrl, '/api/admin/programmes', { method: 'POST', body: JSON.stringify(programme), token: door.admin });

  // Enrolled and the first month paid at the gateway's checkout: the webhooks make the learner active.
  const enrolled = await apiJson<{ data: { authorizationUrl: string } }>(door.baseUrl, `/api/programmes/${id}/enrol`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Kemi Learner', email: `kemi.${Date.now()}@example.com`, phone: '+2348031234567', age: 21 }),
  });
  const paid = await fetch(enrolled.data.authorizationUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  expect(paid.status).toBe(302);
  const meeting = `/api/admin/programmes/${id}/meetings/${today}`;
  await until('the learner active', async () => ((await apiJson<Roster>(door.baseUrl, meeting, { token: door.admin })).data.learners.length === 1 ? true : undefined));

  // The agenda: today's meeting, one learner expected, nobody present yet.
  await gotoHydrated(page, '/admin-login');
  await page.evaluate((token) => window.localStorage.setItem('adminToken', token), door.admin);
  await gotoHydrated(page, '/admin/agenda');
  const card = page.getByTestId('class-meeting').filter({ hasText: name });
  await card.getByText('0 present / 1 expected').waitFor();
  await screenshot(page, 'class-attendance-agenda');
  await card.getByRole('link', { name: 'Take attendance at the door' }).click();
  await page.waitForURL(/\/admin\/check-in\?programme=/);
  const mark = page.getByRole('button', { name: 'Mark Kemi Learner present' });
  await mark.waitFor();

  // Offline: the tap shows at once and waits on the phone.
  await context.setOffline(true);
  await page.locator('[data-online="false"]').waitFor();
  await mark.click();
  await page.getByText(/^Present at \d\d:\d\d$/).waitFor();
  await page.getByText('1 to sync').waitFor();
  await page.getByText('1 present / 1 expected').waitFor();
  await screenshot(page, 'class-attendance-offline');
  expect((await apiJson<Roster>(door.baseUrl, meeting, { token: door.admin })).data.meeting.present).toBe(0);

  // Back online: the queue goes out, and the server has the mark once.
  await context.setOffline(false);
  await page.getByText('1 to sync').waitFor({ state: 'detached' });
  const stored = (await apiJson<Roster>(door.baseUrl, meeting, { token: door.admin })).data;
  expect(stored.meeting.present).toBe(1);
  expect(stored.learners[0].presentAt).toEqual(expect.any(String));
  await gotoHydrated(page, '/admin/agenda');
  await card.getByText('1 present / 1 expected').waitFor();
  expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});
