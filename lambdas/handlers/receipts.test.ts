// Receipts (docs/PRODUCT-RULES.md, Receipts): numbered without gaps under
// parallel payments, attached to the paid ticket mail, downloadable from the
// ticket; a free ticket has none. Against the local Paystack gateway.
import { addDays, todayInLagos } from '../../contract/dates';
import { eventInput } from '../../contract/schemas';
import { startPaystackGateway, type PaystackGateway } from '../../infra/local/paystack-gateway/server';
import { eventsRepo } from '../lib/db/events-repo';
import { outboxRepo } from '../lib/db/outbox-repo';
import { receiptsRepo } from '../lib/db/receipts-repo';
import { registrationsRepo } from '../lib/db/registrations-repo';
import { renderMail } from '../lib/mail/render';
import { resetPaystackSecretKey } from '../lib/payments/secret-key';
import { call, callForBytes, useStore } from '../test/harness';
import { pdfText } from '../test/pdf-text';

useStore();

const KEY = 'sk_test_receipts_handlers_0123456789';
let gateway: PaystackGateway;
beforeAll(async () => {
  gateway = await startPaystackGateway({ secretKey: KEY });
  process.env.PAYSTACK_SECRET_KEY = KEY;
  process.env.PAYSTACK_BASE_URL = gateway.url;
  process.env.SITE_ORIGIN = 'http://127.0.0.1:9';
  delete process.env.PAYSTACK_SECRET_ARN;
  resetPaystackSecretKey();
});
afterAll(async () => {
  await gateway.close();
  delete process.env.PAYSTACK_SECRET_KEY;
  delete process.env.PAYSTACK_BASE_URL;
  delete process.env.SITE_ORIGIN;
  resetPaystackSecretKey();
});

let serial = 0;
async function paid(eventId: string): Promise<{ id: string; token: string }> {
  const n = ++serial;
  const answer = await call('POST', '/api/register', { body: { name: `Payer ${n}`, email: `payer${n}@example.com`, phone: '08012345678', eventId } });
  expect(answer.status).toBe(201);
  const res = await fetch(answer.body.data.authorizationUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  expect(res.status).toBe(302);
  const token = (await registrationsRepo.get(answer.body.id))!.ticketToken!;
  expect((await call('POST', `/api/tickets/${token}/payment`)).body.payment.status).toBe('paid');
  return { id: answer.body.id, token };
}
const download = (token: string) => callForBytes('GET', `/api/tickets/${token}/receipt`);
const site = { name: 'Harmony Music Ministry & Mentorship', origin: 'http://127.0.0.1:9' };

it('the paid ticket mail carries the receipt PDF: number, provider address, buyer, item, naira amount, Paystack reference', async () => {
  const eventId = 'receipt-event-1';
  await eventsRepo.create(eventInput.parse({ ...baseEvent(), price: 7500 }), { id: eventId });
  const { id, token } = await paid(eventId);
  const mail = (await outboxRepo.due('9999', 500)).find((m) => m.refs.registrationId === id && m.kind === 'confirmation')!;
  const rendered = await renderMail(mail, site, new Date());
  if (!('content' in rendered)) throw new Error(rendered.gone);
  const pdf = rendered.content.attachments.find((a) => a.contentType === 'application/pdf')!;
  expect(pdf.filename).toMatch(/^receipt-R-\d{4}-\d{6}\.pdf$/);
  const text = await pdfText(pdf.content as Buffer);
  expect(text).toContain('Harmony Music Ministry & Mentorship');
  expect(text).toContain('12 Adeola Odeku Street');
  expect(text).toContain(`Payer ${serial}`);
  expect(text).toContain('NGN 7,500');
  expect(text).toContain(id);
  expect(text).toMatch(/Receipt R-\d{4}-\d{6}/);
  // The ticket page's download is the same receipt, not a second number.
  const got = await download(token);
  expect(got.status).toBe(200);
  expect(got.headers['Content-Type']).toBe('application/pdf');
  expect(await pdfText(got.bytes)).toContain((await receiptsRepo.find(id))!.number);
});

it('receipt numbers have no gaps and no repeats when ten orders are paid and their mails and downloads run at once', async () => {
  const eventId = 'receipt-event-2';
  await eventsRepo.create(eventInput.parse({ ...baseEvent(), price: 5000, maxParticipants: 50 }), { id: eventId });
  const orders = await Promise.all(Array.from({ length: 10 }, () => paid(eventId)));
  expect(await receiptsRepo.find(orders[0].id)).toBeNull();
  // Each order's receipt asked for three times at once, as a ticket mail and downloads may.
  await Promise.all(orders.flatMap((o) => [download(o.token), download(o.token), download(o.token)]));
  const numbers = await Promise.all(orders.map(async (o) => (await receiptsRepo.find(o.id))!.number));
  const sequence = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
  expect(new Set(numbers).size).toBe(10);
  expect(sequence[9] - sequence[0]).toBe(9);
});

it('a free ticket and an unpaid hold have no receipt: 404 with a message, never a 5xx', async () => {
  const free = 'receipt-free';
  await eventsRepo.create(eventInput.parse({ ...baseEvent(), price: 0 }), { id: free });
  const answer = await call('POST', '/api/register', { body: { name: 'Free Guest', email: 'free@example.com', phone: '08012345678', eventId: free } });
  const token = (await registrationsRepo.get(answer.body.id))!.ticketToken!;
  const got = await download(token);
  expect(got.status).toBe(404);
  expect(JSON.parse(got.bytes.toString('utf8')).message).toMatch(/no receipt/);
  expect((await download('no-such-token')).status).toBe(404);
  expect((await download('bad token!')).status).toBe(404);
});

function baseEvent() {
  return {
    title: 'Receipt Workshop',
    description: 'A paid workshop.',
    date: addDays(todayInLagos(), 5),
    startTime: '10:00',
    endTime: '16:00',
    location: 'Lagos Hall',
    address: 'Victoria Island, Lagos',
    maxParticipants: 30,
  };
}
