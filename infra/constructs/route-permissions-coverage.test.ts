// The declarations of contract/routes.ts match what the handlers really do:
// every route's real handler runs against the local store while each
// DynamoDB call it makes (each item of a transaction too) is checked against
// the IAM grants its row gives it, as IAM would with dynamodb:LeadingKeys.
// A handler that touches something its row does not declare fails here, not
// with an AccessDenied in AWS. Both clients are watched: the SDK's (its
// middleware) and the lean one of the public reads (its request observer). The payments worker (a job, not a route) is
// checked the same way against its grants in infra/constructs/payments.ts.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTES, type Route } from '../../contract/routes';
import { weekdayOf } from '../../contract/attendance';
import { addDays, todayInLagos } from '../../contract/dates';
import { db } from '../../lambdas/lib/db/client';
import { observeRequests } from '../../lambdas/lib/db/query-client';
import { outboxRepo } from '../../lambdas/lib/db/outbox-repo';
import { registrationsRepo } from '../../lambdas/lib/db/registrations-repo';
import { trialsRepo } from '../../lambdas/lib/db/school/trials-repo';
import type { Handler } from '../../lambdas/lib/http-core';
import { ADMIN, apiEvent, createAdmin, eventBody, findRoute, loginToken, useStore, type CallOptions } from '../../lambdas/test/harness';
import type { HttpMethod } from '../../contract/routes';
import { resetMediaClient } from '../../lambdas/lib/media/storage';
import { signPaystackBody } from '../../lambdas/lib/payments/paystack-signature';
import { resetPaystackSecretKey } from '../../lambdas/lib/payments/secret-key';
import { startLocalMedia, type LocalMedia } from '../local/media-server';
import { startPaystackGateway, type PaystackGateway } from '../local/paystack-gateway/server';
import { runPayments } from '../../lambdas/lib/payments/worker';
import { PAYMENT_WORKER_KEYS, PAYMENT_WORKER_LISTS } from './payments';
import { RETENTION_JOB_KEYS, RETENTION_JOB_LISTS, RETENTION_JOB_PARTITIONS } from './retention-job';
import { runRetention } from '../../lambdas/lib/privacy/retention';
import { contactsRepo } from '../../lambdas/lib/db/contacts-repo';
import { dynamoGrants } from './route-permissions';
import { timeStep, totpAt } from '../../lambdas/lib/mfa/totp';
import { expectLogs } from '../../lambdas/test/logs';
import { SoftPasskey } from '../../lambdas/test/webauthn';

// The step with Paystack out of reach logs it.
expectLogs('paystack initialize failed', 'announcement queued');

useStore();

// The uploads and payments run for real, against the local S3 server and the local Paystack gateway on 127.0.0.1.
const PAYSTACK_KEY = 'sk_test_route_permissions_0123456789';
let media: LocalMedia;
let gateway: PaystackGateway;
beforeAll(async () => {
  media = await startLocalMedia();
  process.env.MEDIA_BUCKET = media.bucket;
  process.env.S3_ENDPOINT = media.endpoint;
  resetMediaClient();
  gateway = await startPaystackGateway({ secretKey: PAYSTACK_KEY });
  process.env.PAYSTACK_BASE_URL = gateway.url;
  process.env.SITE_ORIGIN = 'http://127.0.0.1:9';
  delete process.env.PAYSTACK_SECRET_ARN;
});
afterAll(async () => {
  resetMediaClient();
  await media?.close();
  await gateway?.close();
  for (const name of ['MEDIA_BUCKET', 'S3_ENDPOINT', 'PAYSTACK_BASE_URL', 'PAYSTACK_SECRET_KEY', 'SITE_ORIGIN']) delete process.env[name];
  resetPaystackSecretKey();
});

type Call = { action: string; index: boolean; key: string };
/** 'GetCommand' (document client) or 'GetItemCommand' (the client under it) -> IAM's 'GetItem'. */
const SHORT: Record<string, string> = { Get: 'GetItem', Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', TransactWrite: 'TransactWriteItems', BatchGet: 'BatchGetItem' };
const actionOf = (command: string) => {
  const name = command.replace(/Command$/, '');
  return SHORT[name] ?? name;
};
const TRANSACT_ACTIONS: Record<string, string> = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem' };

/** A value as the document client or the marshalled request holds it. */
const text = (value: unknown): string => (typeof value === 'string' ? value : String((value as { S?: string })?.S ?? ''));

function callsOf(command: string, input: Record<string, any>): Call[] {
  const action = actionOf(command);
  if (action === 'TransactWriteItems') {
    return (input.TransactItems as Record<string, any>[]).flatMap((item) =>
      Object.entries(item).map(([op, body]) => ({ action: TRANSACT_ACTIONS[op] ?? op, index: false, key: text((body.Key ?? body.Item).pk) })),
    );
  }
  if (action === 'BatchGetItem') {
    // IAM checks LeadingKeys on each key a batch asks for.
    return Object.values(input.RequestItems as Record<string, { Keys: Record<string, unknown>[] }>).flatMap((table) => table.Keys.map((key) => ({ action, index: false, key: text(key.pk) })));
  }
  if (action === 'Query') {
    // The partition key's value: the placeholder its equality in the key condition names (':pk', ':due', ...).
    const placeholder = /^\s*\(?\s*[#\w]+\s*=\s*(:\w+)/.exec(String(input.KeyConditionExpression ?? ''))?.[1] ?? ':pk';
    return [{ action, index: Boolean(input.IndexName), key: text(input.ExpressionAttributeValues?.[placeholder]) }];
  }
  if (action === 'Scan') return [{ action, index: false, key: '' }];
  return [{ action, index: false, key: text((input.Key ?? input.Item)?.pk) }];
}

const likes = (pattern: string, key: string) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(key);
const allowed = (route: Route, c: Call) =>
  dynamoGrants(route).some((g) => g.actions.includes(c.action as never) && (g.on === 'gsi1') === c.index && g.leadingKeysLike.some((p) => likes(p, c.key)));

let current: Route | null = null;
let jobRunning = false;
let recorded: Call[] = [];
const exercised = new Set<string>();
let stopObserving = () => {};

beforeAll(() => {
  // The ticket page answers with a built page: a stand-in (its data access is what counts here).
  const pages = mkdtempSync(path.join(tmpdir(), 'site-pages-'));
  mkdirSync(path.join(pages, 'tickets'));
  writeFileSync(path.join(pages, 'tickets', '_token.html'), '<!doctype html><title>Your Ticket</title>');
  writeFileSync(path.join(pages, '404.html'), '<!doctype html><title>Page Not Found</title>');
  process.env.SITE_PAGES_DIR = pages;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (current || jobRunning) recorded.push(...callsOf(context.commandName ?? '', args.input as Record<string, any>));
      return next(args);
    },
    { step: 'initialize', name: 'recordForIamCheck' },
  );
  // The lean client sends the marshalled request ({ S: 'EVENTS' }), which callsOf reads as well.
  stopObserving = observeRequests((operation, request) => {
    if (current || jobRunning) recorded.push(...callsOf(operation, request));
  });
});
afterAll(() => {
  stopObserving();
  delete process.env.SITE_PAGES_DIR;
});

/** Call a route as its Lambda; every DynamoDB call it made must be one its grants allow. */
async function asLambda(method: HttpMethod, path: string, options: CallOptions & { expect503?: boolean } = {}): Promise<{ status: number; body: any }> {
  const { route, params } = findRoute(method, path);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a computed path: the CJS transform cannot load a computed import() under jest
  const { handler } = require(`../../lambdas/handlers/${route.handler}`) as { handler: Handler };
  current = route;
  recorded = [];
  try {
    const result = await handler(apiEvent(route, path, params, options));
    const status = result.statusCode ?? 200;
    // 503 only where the step asks for it (a third party out of reach).
    expect([route.handler, status < 500 || (options.expect503 === true && status === 503)]).toEqual([route.handler, true]);
    const refused = recorded.filter((c) => !allowed(route, c));
    expect([route.handler, refused]).toEqual([route.handler, []]);
    // A route that declares lists was seen reading one: a client this test stopped watching would fail here, not pass unchecked.
    if (route.data.lists?.length) expect([route.handler, recorded.some((c) => c.action === 'Query')]).toEqual([route.handler, true]);
    exercised.add(route.handler);
    // The ticket page answers HTML.
    return { status, body: route.answers === 'html' || result.isBase64Encoded || !result.body ? result.body : JSON.parse(result.body) };
  } finally {
    current = null;
  }
}

/** Run a job (not a route) as its Lambda: every DynamoDB call it made must be one its grants (`allows`) allow. */
async function asJob(name: string, run: () => Promise<unknown>, allows: (c: Call) => boolean): Promise<Call[]> {
  jobRunning = true;
  recorded = [];
  try {
    await run();
    expect([name, recorded.filter((c) => !allows(c))]).toEqual([name, []]);
    return recorded;
  } finally {
    jobRunning = false;
  }
}

/** infra/constructs/payments.ts: items in its partitions; on gsi1 its due lists and the waitlist queues. */
const paymentWorkerAllows = (c: Call) =>
  c.index
    ? c.action === 'Query' && PAYMENT_WORKER_LISTS.some((p) => likes(p, c.key))
    : ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'].includes(c.action) && PAYMENT_WORKER_KEYS.some((p) => likes(p, c.key));

/** infra/constructs/retention-job.ts: the items it removes; on gsi1 the lists it reads the oldest of; the partitions it reads whole. */
const retentionJobAllows = (c: Call) =>
  c.index
    ? c.action === 'Query' && RETENTION_JOB_LISTS.some((p) => likes(p, c.key))
    : c.action === 'Query'
      ? RETENTION_JOB_PARTITIONS.some((p) => likes(p, c.key))
      : ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'].includes(c.action) && RETENTION_JOB_KEYS.some((p) => likes(p, c.key));

test("every route's real DynamoDB calls are within the grants its row declares", async () => {
  await createAdmin();
  const token = await loginToken(ADMIN.username, ADMIN.password);
  const auth = { token };

  // The admin's content routes.
  const event = await asLambda('POST', '/api/admin/events', { ...auth, body: eventBody({ date: addDays(todayInLagos(), 9), maxParticipants: 20 }) });
  const eventId = event.body.id as string;
  await asLambda('PUT', `/api/admin/events/${eventId}`, { ...auth, body: eventBody({ date: addDays(todayInLagos(), 10), maxParticipants: 25 }) });
  const testimonial = await asLambda('POST', '/api/admin/testimonials', { ...auth, body: { text: 'Wonderful teachers.', name: 'Ada', position: 'Student' } });
  await asLambda('PUT', `/api/admin/testimonials/${testimonial.body.id}`, { ...auth, body: { text: 'Wonderful.', name: 'Ada', position: 'Student' } });
  const photo = await asLambda('POST', '/api/admin/gallery', { ...auth, body: { title: 'Choir', imageUrl: 'https://example.org/a.jpg' } });
  await asLambda('PUT', `/api/admin/gallery/${photo.body.id}`, { ...auth, body: { title: 'Choir night', imageUrl: 'https://example.org/a.jpg' } });
  const band = await asLambda('POST', '/api/admin/gallery', { ...auth, body: { title: 'Band', imageUrl: 'https://example.org/b.jpg' } });
  await asLambda('PUT', '/api/admin/gallery-order', { ...auth, body: { ids: [band.body.id, photo.body.id] } });
  await asLambda('PUT', '/api/admin/settings/notifications', { ...auth, body: { providerEmail: 'office@example.org', digest: false } });
  await asLambda('GET', '/api/admin/settings/notifications', auth);

  // What visitors do.
  for (const path of ['/api/events/upcoming', '/api/events/past', '/api/gallery', '/api/testimonials']) await asLambda('GET', path);
  const contact = await asLambda('POST', '/api/contact', { body: { name: 'Ada Visitor', email: 'ada@example.com', message: 'Do you teach adults?', fillMs: 8000 } });
  const person = (n: number) => ({ name: `Guest ${n}`, email: `guest${n}@example.com`, phone: '08012345678', eventId, fillMs: 8000 });
  const first = await asLambda('POST', '/api/register', { body: person(1) });
  const second = await asLambda('POST', '/api/register', { body: person(2) });
  const ticket = (await registrationsRepo.get(first.body.id))!.ticketToken!;
  await asLambda('GET', `/api/tickets/${ticket}`);
  await asLambda('GET', `/tickets/${ticket}`);
  await asLambda('POST', `/api/tickets/${ticket}/cancel`);

  // Payments: without a key the events' price is paid at the venue, and the admin marks it paid.
  await asLambda('GET', '/api/payments/config');
  await asLambda('POST', `/api/admin/registrations/${second.body.id}/paid`, { ...auth, body: { method: 'cash' } });
  // With a key a registration holds its seat until paid online: pay at the gateway, verify, and the webhook.
  process.env.PAYSTACK_SECRET_KEY = PAYSTACK_KEY;
  resetPaystackSecretKey();
  const held = await asLambda('POST', '/api/register', { body: person(3) });
  const paid = await fetch(held.body.data.authorizationUrl as string, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  expect(paid.status).toBe(302);
  const heldTicket = (await registrationsRepo.get(held.body.id))!.ticketToken!;
  expect((await asLambda('POST', `/api/tickets/${heldTicket}/payment`)).body.payment.status).toBe('paid');
  const charge = gateway.transactions().find((t) => t.reference === held.body.id)!;
  const webhook = JSON.stringify({ event: 'charge.success', data: { reference: charge.reference, status: charge.status, amount: charge.amount, currency: charge.currency, paid_at: charge.paidAt } });
  expect((await asLambda('POST', '/api/payments/paystack/webhook', { body: webhook, headers: { 'x-paystack-signature': signPaystackBody(webhook, PAYSTACK_KEY) } })).body).toEqual({ received: true });
  // Its receipt, numbered on this first download (the counter and the receipt in one transaction).
  expect((await asLambda('GET', `/api/tickets/${heldTicket}/receipt`)).status).toBe(200);
  // The admin refunds part of it (claim, then Paystack's POST /refund); Paystack's refund.processed is stored.
  // Refunding asks the admin to confirm who they are first (an account without a second factor: its password).
  const stepUp = { ...auth, body: { method: 'password', password: ADMIN.password } };
  expect((await asLambda('POST', '/api/admin/step-up', stepUp)).status).toBe(200);
  expect((await asLambda('POST', `/api/admin/registrations/${held.body.id}/refund`, { ...auth, body: { amount: 1000 } })).status).toBe(202);
  const refundMade = gateway.refunds().find((r) => r.reference === held.body.id)!;
  const refundEvent = JSON.stringify({ event: 'refund.processed', data: { id: refundMade.id, status: 'processed', transaction_reference: held.body.id, amount: refundMade.amount, currency: 'NGN' } });
  expect((await asLambda('POST', '/api/payments/paystack/webhook', { body: refundEvent, headers: { 'x-paystack-signature': signPaystackBody(refundEvent, PAYSTACK_KEY) } })).body).toEqual({ received: true });
  // The payments worker applies the stored charge (already applied by verify) and the refund, and ends a hold whose time is up.
  const unpaid = await asLambda('POST', '/api/register', { body: person(6) });
  const settled = await asJob('payments worker', () => runPayments({ now: new Date(Date.now() + 24 * 3600_000), log: () => undefined }), paymentWorkerAllows);
  expect(settled.some((c) => c.action === 'DeleteItem' && c.key === `HOLD#${unpaid.body.id}`)).toBe(true);
  expect((await registrationsRepo.get(unpaid.body.id))!.status).toBe('cancelled');
  expect((await registrationsRepo.get(held.body.id))!.payment).toMatchObject({ status: 'refunded', refunded: 1000 });
  // Paystack out of reach: the registration just made is removed again (its ticket and email guard with it).
  process.env.PAYSTACK_BASE_URL = 'http://127.0.0.1:9';
  const refused = await asLambda('POST', '/api/register', { body: person(7), expect503: true });
  expect(refused.status).toBe(503);
  expect(recorded.some((c) => c.action === 'DeleteItem' && c.key.startsWith('REGISTRATION#'))).toBe(true);
  process.env.PAYSTACK_BASE_URL = gateway.url;
  delete process.env.PAYSTACK_SECRET_KEY;
  resetPaystackSecretKey();

  // The door: a scan, its undo, the attendee list and a walk-in.
  const guest = await asLambda('POST', '/api/register', { body: person(4) });
  const guestTicket = (await registrationsRepo.get(guest.body.id))!.ticketToken!;
  expect((await asLambda('POST', '/api/admin/check-ins', { ...auth, body: { code: guestTicket, eventId } })).body.status).toBe('checked_in');
  await asLambda('DELETE', `/api/admin/check-ins/${guest.body.id}`, auth);
  // The holder gives the ticket to someone else: one transaction (registration, both tickets, email guards, mail, audit).
  expect((await asLambda('POST', `/api/tickets/${guestTicket}/transfer`, { body: { name: 'Given To', email: 'given@example.com' } })).status).toBe(200);
  await asLambda('GET', `/api/admin/events/${eventId}/attendees`, auth);
  expect((await asLambda('POST', `/api/admin/events/${eventId}/walk-ins`, { ...auth, body: { name: 'Walk In', email: 'walk@example.com', phone: '08031234567' } })).status).toBe(201);

  // Uploads: a signed photo POST, and a one-part resource upload to the local S3 server.
  await asLambda('POST', '/api/admin/uploads/images', { ...auth, body: { contentType: 'image/webp', size: 1000 } });
  const file = { name: 'Warm-ups.pdf', contentType: 'application/pdf', size: 100 };
  const started = await asLambda('POST', '/api/admin/uploads/files', { ...auth, body: file });
  const part = await fetch(started.body.parts[0].url as string, { method: 'PUT', body: new Uint8Array(file.size).fill(7) });
  expect(part.status).toBe(200);
  const parts = [{ partNumber: 1, etag: part.headers.get('etag') ?? '' }];
  expect((await asLambda('POST', '/api/admin/uploads/files/complete', { ...auth, body: { ...file, key: started.body.key, uploadId: started.body.uploadId, parts } })).status).toBe(200);

  // Site content: the public read, the admin's read, a save, its versions and a revert.
  await asLambda('GET', '/api/content');
  await asLambda('GET', '/api/admin/content', auth);
  const faq = [{ question: 'Do you teach adults?', answer: 'Yes.' }];
  expect((await asLambda('PUT', '/api/admin/content', { ...auth, body: { section: 'faq', expectedVersion: 0, data: faq } })).status).toBe(200);
  await asLambda('PUT', '/api/admin/content', { ...auth, body: { section: 'faq', expectedVersion: 1, data: [...faq, { question: 'Where?', answer: 'Lagos.' }] } });
  await asLambda('GET', '/api/admin/content/faq/versions', auth);
  expect((await asLambda('POST', '/api/admin/content/faq/revert', { ...auth, body: { version: 1, expectedVersion: 2 } })).status).toBe(200);

  // Promo codes: create one for the event, an order of two tickets that uses it, the list, a delete.
  expect((await asLambda('POST', '/api/admin/promo-codes', { ...auth, body: { code: 'choir10', eventId, percentOff: 10, maxUses: 5 } })).status).toBe(201);
  expect((await asLambda('POST', `/api/events/${eventId}/promo-code`, { body: { promoCode: 'choir10' } })).status).toBe(200);
  const group = await asLambda('POST', '/api/register', {
    body: { ...person(8), eventId, promoCode: 'CHOIR10', tickets: [{ ticketTypeId: 'general', name: 'Ada One' }, { ticketTypeId: 'general', name: 'Bola Two' }] },
  });
  expect(group.status).toBe(201);
  await asLambda('GET', '/api/admin/promo-codes', auth);
  expect((await asLambda('DELETE', '/api/admin/promo-codes/CHOIR10', auth)).status).toBe(200);

  // The overview's counters; cancelling and archiving an event.
  await asLambda('GET', '/api/admin/counts', auth);
  const other = await asLambda('POST', '/api/admin/events', { ...auth, body: eventBody({ date: addDays(todayInLagos(), 12) }) });
  await asLambda('POST', '/api/register', { body: { ...person(5), eventId: other.body.id } });
  expect((await asLambda('POST', `/api/admin/events/${other.body.id}/cancel`, auth)).status).toBe(200);
  expect((await asLambda('POST', `/api/admin/events/${other.body.id}/archive`, auth)).status).toBe(200);

  // The admin's views of them, the mail, and the deletes.
  for (const list of ['events', 'testimonials', 'gallery', 'contacts', 'registrations']) await asLambda('GET', `/api/admin/${list}`, auth);
  await asLambda('POST', `/api/admin/events/${eventId}/message`, { ...auth, body: { subject: 'Bring water', message: 'It will be warm.' } });
  const mailId = (await registrationsRepo.get(second.body.id))!.mail!.id;
  // A mail on its way is not resent (409); once it has gone out, it is.
  await asLambda('POST', `/api/admin/mails/${mailId}/resend`, auth);
  const queued = (await outboxRepo.get(mailId))!;
  expect(await outboxRepo.claim(queued, new Date(), 60_000)).toBe(true);
  await outboxRepo.markSent((await outboxRepo.get(mailId))!, 'local-1', new Date());
  expect((await asLambda('POST', `/api/admin/mails/${mailId}/resend`, auth)).status).toBe(200);
  await asLambda('DELETE', `/api/admin/registrations/${second.body.id}`, auth);
  await asLambda('DELETE', `/api/admin/contacts/${contact.body.id}`, auth);
  await asLambda('DELETE', `/api/admin/gallery/${photo.body.id}`, auth);
  await asLambda('DELETE', `/api/admin/testimonials/${testimonial.body.id}`, auth);
  // An event with registrations stays (409); one without is deleted, with its uploaded photo.
  await asLambda('DELETE', `/api/admin/events/${eventId}`, auth);
  const image = { src: '/media/img/gone.webp', width: 800, height: 600, variants: [{ src: '/media/img/gone.webp', width: 800, height: 600 }] };
  const unused = await asLambda('POST', '/api/admin/events', { ...auth, body: eventBody({ date: addDays(todayInLagos(), 20), imageUrl: image.src, image }) });
  expect((await asLambda('DELETE', `/api/admin/events/${unused.body.id}`, auth)).status).toBe(200);

  // The insights: the day and event counters the writes above kept, and the events.
  const insights = await asLambda('GET', '/api/admin/stats', auth);
  expect(insights.status).toBe(200);
  expect(insights.body.data.registrations.some((d: { count: number }) => d.count > 0)).toBe(true);

  // The waitlist: a full free event, two waiting, a cancellation offers the seat, the offer is
  // claimed; more capacity offers the next, the admin reads the queue, removes the running offer, offers by hand.
  const small = (await asLambda('POST', '/api/admin/events', { ...auth, body: eventBody({ date: addDays(todayInLagos(), 9), maxParticipants: 1, price: 0 }) })).body.id as string;
  const taker = await asLambda('POST', '/api/register', { body: { ...person(7), eventId: small } });
  const waiter = (n: number) => asLambda('POST', `/api/events/${small}/waitlist`, { body: { name: `Waiter ${n}`, email: `waiter${n}@example.com`, phone: '08012345678' } });
  expect((await waiter(1)).status).toBe(201);
  const w2 = (await waiter(2)).body.id as string;
  await asLambda('POST', `/api/tickets/${(await registrationsRepo.get(taker.body.id))!.ticketToken!}/cancel`);
  const offer = (await outboxRepo.due('9999', 1000)).find((m) => m.kind === 'waitlist-offer' && m.refs.eventId === small)!;
  expect((await asLambda('POST', `/api/tickets/${offer.data!.token}/claim`)).status).toBe(201);
  await asLambda('PUT', `/api/admin/events/${small}`, { ...auth, body: eventBody({ date: addDays(todayInLagos(), 9), maxParticipants: 2, price: 0 }) });
  await asLambda('GET', `/api/admin/events/${small}/waitlist`, auth);
  expect((await asLambda('DELETE', `/api/admin/waitlist/${w2}`, auth)).status).toBe(200);
  expect((await asLambda('POST', `/api/admin/waitlist/${w2}/offer`, auth)).status).toBe(409);

  // The music school: the hours, the free slots, a trial booked, looked at, moved, marked and cancelled.
  const weekly = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({ day, from: '06:00', to: '22:00', slotMinutes: 60 }));
  expect((await asLambda('PUT', '/api/admin/availability', { ...auth, body: { weekly } })).status).toBe(200);
  await asLambda('GET', '/api/admin/availability', auth);
  const trialSlots = (await asLambda('GET', '/api/trial-slots')).body.data.slots as { id: string; startsAt: string }[];
  // Two days ahead: after midnight in Lagos a slot a few hours away is today's, the admin may mark it
  // attended, and an attended lesson can no longer be cancelled (the cancel below answered 409 at 00:06 Lagos).
  const later = trialSlots.filter((s) => new Date(s.startsAt).getTime() > Date.now() + 2 * 24 * 3600_000);
  const trial = await asLambda('POST', '/api/trial-bookings', { body: { slotId: later[0].id, name: 'Trial Learner', email: 'trial@example.com', phone: '08031234567', service: 'music-education', age: 20 } });
  expect(trial.status).toBe(201);
  const manage = (await trialsRepo.forMail(trial.body.id))!.token;
  await asLambda('GET', `/api/trial-bookings/${manage}`);
  expect((await asLambda('POST', `/api/trial-bookings/${manage}/reschedule`, { body: { slotId: later[1].id } })).status).toBe(200);
  await asLambda('GET', '/api/admin/trial-bookings', auth);
  await asLambda('POST', `/api/admin/trial-bookings/${trial.body.id}/attendance`, { ...auth, body: { status: 'attended' } });
  expect((await asLambda('POST', `/api/trial-bookings/${manage}/cancel`)).status).toBe(200);

  // Monthly programmes: made, edited, listed, enrolled in and paid (the plan's charge and subscription.create by
  // webhook), a failed month, the roster, the learner's page and the stop.
  const programme = { name: 'Junior piano', service: 'instrument-lessons', monthlyFee: 20000, meets: [{ day: 'sat', time: '10:00', minutes: 60 }], capacity: 5, startsOn: addDays(todayInLagos(), 3) };
  process.env.PAYSTACK_SECRET_KEY = PAYSTACK_KEY;
  resetPaystackSecretKey();
  const made = await asLambda('POST', '/api/admin/programmes', { ...auth, body: programme });
  expect(made.status).toBe(201);
  await asLambda('PUT', `/api/admin/programmes/${made.body.id}`, { ...auth, body: { ...programme, capacity: 6 } });
  await asLambda('GET', '/api/admin/programmes', auth);
  await asLambda('GET', '/api/programmes');
  const enrolled = await asLambda('POST', `/api/programmes/${made.body.id}/enrol`, { body: { name: 'Learner One', email: 'learner@example.com', phone: '08031234567', age: 20 } });
  expect(enrolled.status).toBe(201);
  // Paystack out of reach at the checkout: the enrolment is withdrawn (its deletes) and the seat given back.
  process.env.PAYSTACK_BASE_URL = 'http://127.0.0.1:9';
  await asLambda('POST', `/api/programmes/${made.body.id}/enrol`, { body: { name: 'Learner Two', email: 'two@example.com', phone: '08031234567', age: 20 }, expect503: true });
  process.env.PAYSTACK_BASE_URL = gateway.url;
  const checkout = await fetch(enrolled.body.data.authorizationUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  const enrolment = new URL(checkout.headers.get('location')!).pathname.split('/').at(-1)!;
  const paidFirst = gateway.transactions().find((t) => t.reference === enrolled.body.id)!;
  const sign = (body: string) => ({ body, headers: { 'x-paystack-signature': signPaystackBody(body, PAYSTACK_KEY) } });
  const planCharge = { reference: paidFirst.reference, status: 'success', amount: paidFirst.amount, currency: 'NGN', paid_at: paidFirst.paidAt, plan: paidFirst.plan, customer: { email: paidFirst.email } };
  await asLambda('POST', '/api/payments/paystack/webhook', sign(JSON.stringify({ event: 'charge.success', data: planCharge })));
  const subscription = gateway.subscriptions().find((s) => s.charges[0] === enrolled.body.id)!;
  await asLambda('POST', '/api/payments/paystack/webhook', sign(gateway.subscriptionEvents().find((e) => e.event === 'subscription.create' && e.body.includes(subscription.code))!.body));
  await gateway.billNextMonth(subscription.code, 'failed');
  await asLambda('POST', '/api/payments/paystack/webhook', sign(gateway.subscriptionEvents().filter((e) => e.event === 'invoice.payment_failed').at(-1)!.body));
  const learners = await asLambda('GET', `/api/admin/programmes/${made.body.id}/learners`, auth);
  expect(learners.body.data.items).toEqual([expect.objectContaining({ status: 'overdue' })]);
  // Attendance at the door: the programme moved to meet today, the week's meetings, the meeting's list, a mark
  // (twice: the second reads the first) and its undo.
  const meetsToday = { ...programme, capacity: 6, startsOn: todayInLagos(), meets: [{ day: weekdayOf(todayInLagos()), time: '10:00', minutes: 60 }] };
  expect((await asLambda('PUT', `/api/admin/programmes/${made.body.id}`, { ...auth, body: meetsToday })).status).toBe(200);
  await asLambda('GET', '/api/admin/class-meetings', auth);
  const meeting = `/api/admin/programmes/${made.body.id}/meetings/${todayInLagos()}`;
  await asLambda('GET', meeting, auth);
  const learnerId = learners.body.data.items[0].id as string;
  expect((await asLambda('POST', `${meeting}/attendance`, { ...auth, body: { learnerId } })).body.status).toBe('marked');
  expect((await asLambda('POST', `${meeting}/attendance`, { ...auth, body: { learnerId } })).body.status).toBe('already_marked');
  expect((await asLambda('DELETE', `${meeting}/attendance/${learnerId}`, auth)).status).toBe(200);
  await asLambda('GET', `/api/enrolments/${enrolment}`);
  expect((await asLambda('POST', `/api/enrolments/${enrolment}/stop`)).status).toBe(200);
  // A trial turned into an enrolment by the admin (seat, learner, links, the trial's guard and the mail in one
  // transaction); unpaid, the payments worker releases it when its hold ends; paid late, the webhook gives the seat back.
  const trialTwo = await asLambda('POST', '/api/trial-bookings', { body: { slotId: later[2].id, name: 'Trial Two', email: 'trial2@example.com', phone: '08031234567', service: 'instrument-lessons', age: 20 } });
  const fromTrial = await asLambda('POST', `/api/admin/trial-bookings/${trialTwo.body.id}/enrol`, { ...auth, body: { programmeId: made.body.id } });
  expect(fromTrial.status).toBe(201);
  const releasing = await asJob('payments worker', () => runPayments({ now: new Date(Date.now() + 72 * 3600_000), log: () => undefined }), paymentWorkerAllows);
  expect(releasing.some((c) => c.action === 'PutItem' && c.key === `PROGLINK#ref:${fromTrial.body.id}`)).toBe(true);
  const unpaidCheckout = gateway.transactions().find((t) => t.reference === fromTrial.body.id)!;
  const lateCharge = { reference: unpaidCheckout.reference, status: 'success', amount: unpaidCheckout.amount, currency: 'NGN', paid_at: new Date().toISOString(), plan: unpaidCheckout.plan, customer: { email: unpaidCheckout.email } };
  await asLambda('POST', '/api/payments/paystack/webhook', sign(JSON.stringify({ event: 'charge.success', data: lateCharge })));
  const afterLate = await asLambda('GET', `/api/admin/programmes/${made.body.id}/learners`, auth);
  expect(afterLate.body.data.items).toContainEqual(expect.objectContaining({ id: fromTrial.body.id, status: 'active' }));
  delete process.env.PAYSTACK_SECRET_KEY;
  resetPaystackSecretKey();

  // People's data (issue 36): the person's link, their data, consent, a correction, erasure; the admin's finder, erasure and requests.
  expect((await asLambda('POST', '/api/privacy/requests', { body: { email: 'guest2@example.com' } })).status).toBe(202);
  const accessMail = (await outboxRepo.due('9999', 1000)).find((m) => m.kind === 'privacy-access' && m.to[0] === 'guest2@example.com')!;
  const link = accessMail.data!.token;
  expect((await asLambda('GET', `/api/privacy/access/${link}`)).body.data.email).toBe('guest2@example.com');
  expect((await asLambda('POST', `/api/privacy/access/${link}/consent`, { body: { marketing: false } })).status).toBe(200);
  expect((await asLambda('POST', `/api/privacy/access/${link}/correct`, { body: { name: 'Guest Corrected', phone: '08039990000' } })).status).toBe(200);
  expect((await asLambda('POST', `/api/privacy/access/${link}/erase`)).body.data.alreadyErased).toBe(false);
  expect((await asLambda('POST', '/api/admin/step-up', stepUp)).status).toBe(200);
  expect((await asLambda('GET', '/api/admin/people?q=ada%40example.com', auth)).status).toBe(200);
  expect((await asLambda('POST', '/api/admin/people/erase', { ...auth, body: { email: 'ada@example.com', reason: 'Asked in person' } })).status).toBe(200);
  expect((await asLambda('GET', '/api/admin/privacy-requests', auth)).body.data.items.length).toBeGreaterThan(0);

  // The mailing list (issue 39): sign up, confirm, the subscriber's page, an announcement to subscribers and to past
  // attendees, the audiences' counts (all, and one as chosen), the list, a preview and a test send with a card,
  // the unsubscribe link opened (a 303) and one-click unsubscribe, cancel.
  process.env.RATE_LIMIT_NEWS = '1000';
  expect((await asLambda('POST', '/api/subscribe', { body: { email: 'fan@example.com', marketingConsent: true, interests: ['events'], fillMs: 8000 } })).status).toBe(202);
  const confirmMail = (await outboxRepo.due('9999', 1000)).find((m) => m.kind === 'news-confirmation' && m.to[0] === 'fan@example.com')!;
  const manageToken = (await asLambda('POST', `/api/subscribe/confirm/${confirmMail.data!.token}`)).body.id as string;
  expect((await asLambda('GET', `/api/news/${manageToken}`)).body.data.subscribed).toBe(true);
  expect((await asLambda('PUT', `/api/news/${manageToken}`, { body: { interests: ['events', 'workshops'] } })).status).toBe(200);
  const announcement = await asLambda('POST', '/api/admin/announcements', { ...auth, body: { subject: 'A new workshop', body: 'Come *along*.', audience: { kind: 'subscribers' } } });
  expect((await asLambda('POST', `/api/admin/announcements/${announcement.body.id}/send`, auth)).status).toBe(202);
  expect((await asLambda('GET', `/api/admin/announcements/${announcement.body.id}`, auth)).body.data.recipients).toBe(1);
  const toPast = await asLambda('POST', '/api/admin/announcements', { ...auth, body: { subject: 'To past guests', body: 'Hello.', audience: { kind: 'past-attendees', eventId } } });
  expect((await asLambda('POST', `/api/admin/announcements/${toPast.body.id}/send`, auth)).status).toBe(202);
  expect((await asLambda('GET', '/api/admin/audiences', auth)).status).toBe(200);
  expect((await asLambda('GET', `/api/admin/audiences/count?kind=past-attendees&eventId=${eventId}`, auth)).status).toBe(200);
  expect((await asLambda('GET', `/api/admin/audiences/count?kind=learners&programmeId=${made.body.id}`, auth)).status).toBe(200);
  expect((await asLambda('GET', '/api/admin/announcements', auth)).body.data.items.length).toBeGreaterThan(0);
  expect((await asLambda('POST', '/api/admin/announcements/preview', { ...auth, body: { subject: 'A new workshop', body: 'Come.', eventId } })).status).toBe(200);
  expect((await asLambda('POST', '/api/admin/announcements/preview', { ...auth, body: { subject: 'A new term', body: 'Come.', programmeId: made.body.id } })).status).toBe(200);
  expect((await asLambda('POST', '/api/admin/announcements/test', { ...auth, body: { subject: 'A new workshop', body: 'Come.', eventId } })).status).toBe(202);
  // The same address opened by a browser or a mail scanner: 303 to the subscriber's page, nothing touched.
  expect((await asLambda('GET', `/api/unsubscribe/${manageToken}`)).status).toBe(303);
  expect((await asLambda('POST', `/api/unsubscribe/${manageToken}`, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(200);
  const unsent = await asLambda('POST', '/api/admin/announcements', { ...auth, body: { subject: 'Not this one', body: 'No.', audience: { kind: 'subscribers' } } });
  expect((await asLambda('POST', `/api/admin/announcements/${unsent.body.id}/cancel`, auth)).status).toBe(200);
  delete process.env.RATE_LIMIT_NEWS;

  // Admin accounts, the audit log, and the admin's own sessions and password.
  await asLambda('GET', '/api/admin/admins', auth);
  expect((await asLambda('POST', '/api/admin/step-up', stepUp)).status).toBe(200);
  const ada = await asLambda('POST', '/api/admin/admins', { ...auth, body: { username: 'ada', password: 'first-password' } });
  expect(ada.status).toBe(201);
  expect((await asLambda('DELETE', `/api/admin/admins/${ada.body.id}`, auth)).status).toBe(200);
  await asLambda('GET', '/api/admin/audit', auth);
  await asLambda('GET', '/api/admin/account/sessions', auth);
  const newPassword = 'a new correct horse';
  expect((await asLambda('POST', '/api/admin/account/password', { ...auth, body: { currentPassword: ADMIN.password, newPassword } })).status).toBe(200);
  const again = { token: await loginToken(ADMIN.username, newPassword) };
  await asLambda('POST', '/api/admin/login', { body: { username: ADMIN.username, password: 'wrong password' } });
  await asLambda('POST', '/api/admin/logout', again);
  const last = { token: await loginToken(ADMIN.username, newPassword) };
  expect((await asLambda('POST', '/api/admin/account/sessions/end', last)).status).toBe(200);

  // Two-step sign-in: an authenticator app set up and confirmed, a sign-in with a code and with a recovery
  // code, the list, a wrong code (its audit entry), and the factor removed with the recovery codes.
  const mfa = { token: await loginToken(ADMIN.username, newPassword) };
  const secret = (await asLambda('POST', '/api/admin/totp', mfa)).body.data.secret as string;
  const code = (ms: number) => totpAt(secret, timeStep(ms));
  const confirmed = await asLambda('POST', '/api/admin/totp/confirm', { ...mfa, body: { code: code(Date.now()) } });
  expect(confirmed.status).toBe(200);
  const challenge = async () => (await asLambda('POST', '/api/admin/login', { body: { username: ADMIN.username, password: newPassword } })).body.data.challenge as string;
  expect((await asLambda('POST', '/api/admin/login/verify', { body: { challenge: await challenge(), method: 'totp', code: '000000' } })).status).toBe(401);
  expect((await asLambda('POST', '/api/admin/login/verify', { body: { challenge: await challenge(), method: 'totp', code: code(Date.now() + 30_000) } })).status).toBe(200);
  const recovery = { challenge: await challenge(), method: 'recovery', code: confirmed.body.data.recoveryCodes[0] };
  expect((await asLambda('POST', '/api/admin/login/verify', { body: recovery })).status).toBe(200);
  // The owner's policy, turned on and off by a session with a factor after a step-up with a recovery code.
  expect((await asLambda('POST', '/api/admin/step-up', { ...mfa, body: { method: 'recovery', code: confirmed.body.data.recoveryCodes[1] } })).status).toBe(200);
  expect((await asLambda('PUT', '/api/admin/settings/security', { ...mfa, body: { requireSecondFactor: true } })).status).toBe(200);
  expect((await asLambda('GET', '/api/admin/settings/security', mfa)).body.data.requireSecondFactor).toBe(true);
  expect((await asLambda('PUT', '/api/admin/settings/security', { ...mfa, body: { requireSecondFactor: false } })).status).toBe(200);
  const factors = await asLambda('GET', '/api/admin/factors', mfa);
  expect((await asLambda('DELETE', `/api/admin/factors/${factors.body.data.factors[0].id}`, mfa)).status).toBe(200);

  // Passkeys: one added (the first factor again: new recovery codes), a sign-in with it alone and one after the
  // password, and its removal with its credential lookup. The local relying party: localhost, SITE_ORIGIN's port.
  const passkey = new SoftPasskey();
  const passkeyOrigin = 'http://localhost:9';
  const registration = await asLambda('POST', '/api/admin/passkeys/options', mfa);
  expect((await asLambda('POST', '/api/admin/passkeys', { ...mfa, body: { name: 'Laptop', response: passkey.register(registration.body.data, passkeyOrigin) } })).status).toBe(200);
  const passkeyLogin = (await asLambda('POST', '/api/admin/login/passkey/options')).body.data;
  expect((await asLambda('POST', '/api/admin/login/passkey', { body: { challenge: passkeyLogin.challenge, response: passkey.assert(passkeyLogin.options, passkeyOrigin) } })).status).toBe(200);
  const withPassword = (await asLambda('POST', '/api/admin/login', { body: { username: ADMIN.username, password: newPassword } })).body.data;
  const viaVerify = { challenge: withPassword.challenge, method: 'passkey', response: passkey.assert(withPassword.passkeyOptions, passkeyOrigin) };
  expect((await asLambda('POST', '/api/admin/login/verify', { body: viaVerify })).status).toBe(200);
  // A step-up with the passkey (options for my own passkeys, then the assertion), then an export of people's data it allows.
  const stepUpOptions = (await asLambda('POST', '/api/admin/step-up/options', mfa)).body.data;
  expect((await asLambda('POST', '/api/admin/step-up', { ...mfa, body: { method: 'passkey', response: passkey.assert(stepUpOptions, passkeyOrigin) } })).status).toBe(200);
  expect((await asLambda('POST', '/api/admin/exports', { ...mfa, body: { kind: 'registrations', count: 3 } })).status).toBe(200);
  const passkeyId = (await asLambda('GET', '/api/admin/factors', mfa)).body.data.factors[0].id;
  expect((await asLambda('DELETE', `/api/admin/factors/${passkeyId}`, mfa)).status).toBe(200);

  // The retention job, with everything made above long past its time: within its grants (retention-job.ts).
  await contactsRepo.submit({ name: 'Old Writer', email: 'old.writer@example.com', phone: undefined, message: 'A question from long ago about lessons.' }, { to: 'owner@example.com', digest: true });
  const removed = await asJob('retention job', () => runRetention({ now: new Date(Date.now() + 30 * 365 * 24 * 3600_000) }), retentionJobAllows);
  expect(removed.filter((c) => c.action === 'DeleteItem').map((c) => c.key.split('#')[0])).toEqual(expect.arrayContaining(['CONTACT', 'AUDIT', 'REGISTRATION', 'PRIVACY']));

  // Routes added since must be exercised here too: a new row, a new step above.
  expect(ROUTES.map((r) => r.handler).filter((h) => !exercised.has(h))).toEqual([]);
  // Every route once, several of them Paystack and S3 round trips: on a loaded 2-core machine this passes 30 s.
});
