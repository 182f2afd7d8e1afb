// The registration form's code check (docs/PRODUCT-RULES.md, Box office): what a code does for
// the event and the hidden types it unlocks, with the same refusals the order gives, and a limit
// per client so codes cannot be guessed by trying many.
import { addDays, todayInLagos } from '../../contract/dates';
import { promoCodesRepo } from '../lib/db/promo-codes-repo';
import { call, createAdmin, eventBody, loginToken, useStore } from '../test/harness';

useStore();

let token: string;
beforeAll(async () => {
  await createAdmin();
  token = await loginToken();
});

const TYPES = [
  { id: 'adult', name: 'Adult', price: 10000 },
  { id: 'choir', name: 'Choir member', price: 6000, hidden: true, quota: 4 },
  { id: 'partner', name: 'Partner church', price: 5000, hidden: true },
];

async function makeEvent(overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await call('POST', '/api/admin/events', { token, body: eventBody({ date: addDays(todayInLagos(), 10), ticketTypes: TYPES, ...overrides }) });
  if (answer.status !== 201) throw new Error(`event: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}

const check = (eventId: string, promoCode: unknown, client = '127.0.0.1') =>
  call('POST', `/api/events/${eventId}/promo-code`, { body: { promoCode }, headers: { 'cloudfront-viewer-address': `${client}:443` } });

it('answers an access code with its discount and the hidden types it unlocks, and nothing else', async () => {
  const eventId = await makeEvent();
  await promoCodesRepo.create({ code: 'CHOIRS', eventId, percentOff: 10, reveals: ['choir'] });
  const answer = await check(eventId, ' choirs ');
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ success: true, data: { code: 'CHOIRS', percentOff: 10, revealed: [{ id: 'choir', name: 'Choir member', price: 6000, available: 4 }] } });
  // The public list still hides it: only the code shows it.
  const upcoming = await call('GET', '/api/events/upcoming');
  const listed = (upcoming.body.events as { id: string; ticketTypes: { id: string }[] }[]).find((e) => e.id === eventId)!;
  expect(listed.ticketTypes.map((t) => t.id)).toEqual(['adult']);
});

it('answers a plain promo code with its terms and no hidden type', async () => {
  const eventId = await makeEvent();
  await promoCodesRepo.create({ code: 'EARLY2000', amountOff: 2000, ticketTypeIds: ['adult'] });
  expect((await check(eventId, 'early2000')).body).toEqual({ success: true, data: { code: 'EARLY2000', amountOff: 2000, ticketTypeIds: ['adult'], revealed: [] } });
});

it('refuses an unknown, expired, used-up or other event\'s code on the field, and an unknown event', async () => {
  const eventId = await makeEvent();
  const other = await makeEvent();
  await promoCodesRepo.create({ code: 'OLDCODE', eventId, percentOff: 5, validUntil: addDays(todayInLagos(), -1) });
  await promoCodesRepo.create({ code: 'ELSEWHERE', eventId: other, percentOff: 5 });
  await promoCodesRepo.create({ code: 'ONCEONLY', eventId, percentOff: 5, maxUses: 1 });
  const buyer = { name: 'Ada Obi', email: 'ada@example.com', phone: '08012345678', eventId, promoCode: 'ONCEONLY' };
  expect((await call('POST', '/api/register', { body: buyer })).status).toBe(201);

  const refused = async (code: unknown) => {
    const answer = await check(eventId, code);
    return [answer.status, answer.body.errors?.promoCode];
  };
  expect(await refused('NOSUCHCODE')).toEqual([400, 'This code is not valid']);
  expect(await refused('no spaces allowed!')).toEqual([400, 'This code is not valid']);
  expect(await refused(42)).toEqual([400, 'This code is not valid']);
  expect(await refused('OLDCODE')).toEqual([400, 'This code has expired']);
  expect(await refused('ELSEWHERE')).toEqual([400, 'This code is not valid for this event']);
  expect(await refused('ONCEONLY')).toEqual([409, 'This code has been used up']);
  expect((await check('no-such-event', 'CHOIRS')).status).toBe(404);
});

it('refuses a check for an event that is closed to registration', async () => {
  const eventId = await makeEvent({ date: addDays(todayInLagos(), -3) });
  await promoCodesRepo.create({ code: 'TOOLATE', eventId, percentOff: 5 });
  expect(await check(eventId, 'TOOLATE')).toMatchObject({ status: 409, body: { message: 'Registration for this event is closed' } });
});

it('limits how many codes one client may try in the window', async () => {
  const eventId = await makeEvent();
  process.env.RATE_LIMIT_CODES = '3';
  try {
    const statuses: number[] = [];
    for (const code of ['GUESS1', 'GUESS2', 'GUESS3', 'GUESS4']) statuses.push((await check(eventId, code, '198.51.100.9')).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Another visitor is not held back by this one.
    expect((await check(eventId, 'GUESS5', '198.51.100.10')).status).toBe(400);
  } finally {
    process.env.RATE_LIMIT_CODES = '100000';
  }
});
