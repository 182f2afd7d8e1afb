// The declarations of contract/routes.ts match what the handlers really do:
// every route's real handler runs against the local store while each
// DynamoDB call it makes (each item of a transaction too) is checked against
// the IAM grants its row gives it, as IAM would with dynamodb:LeadingKeys.
// A handler that touches something its row does not declare fails here, not
// with an AccessDenied in AWS.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTES, type Route } from '../../contract/routes';
import { addDays, todayInLagos } from '../../contract/dates';
import { db } from '../../lambdas/lib/db/client';
import { registrationsRepo } from '../../lambdas/lib/db/registrations-repo';
import type { Handler } from '../../lambdas/lib/http-core';
import { ADMIN, apiEvent, createAdmin, eventBody, findRoute, loginToken, useStore, type CallOptions } from '../../lambdas/test/harness';
import type { HttpMethod } from '../../contract/routes';
import { dynamoGrants } from './route-permissions';

useStore();

type Call = { action: string; index: boolean; key: string };
/** 'GetCommand' (document client) or 'GetItemCommand' (the client under it) -> IAM's 'GetItem'. */
const SHORT: Record<string, string> = { Get: 'GetItem', Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', TransactWrite: 'TransactWriteItems' };
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
  if (action === 'Query') return [{ action, index: Boolean(input.IndexName), key: text(input.ExpressionAttributeValues?.[':pk']) }];
  if (action === 'Scan') return [{ action, index: false, key: '' }];
  return [{ action, index: false, key: text((input.Key ?? input.Item)?.pk) }];
}

const likes = (pattern: string, key: string) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(key);
const allowed = (route: Route, c: Call) =>
  dynamoGrants(route).some((g) => g.actions.includes(c.action as never) && (g.on === 'gsi1') === c.index && g.leadingKeysLike.some((p) => likes(p, c.key)));

let current: Route | null = null;
let recorded: Call[] = [];
const exercised = new Set<string>();

beforeAll(() => {
  // The ticket page answers with a built page: a stand-in (its data access is what counts here).
  const pages = mkdtempSync(path.join(tmpdir(), 'site-pages-'));
  mkdirSync(path.join(pages, 'tickets'));
  writeFileSync(path.join(pages, 'tickets', '_token.html'), '<!doctype html><title>Your Ticket</title>');
  writeFileSync(path.join(pages, '404.html'), '<!doctype html><title>Page Not Found</title>');
  process.env.SITE_PAGES_DIR = pages;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (current) recorded.push(...callsOf(context.commandName ?? '', args.input as Record<string, any>));
      return next(args);
    },
    { step: 'initialize', name: 'recordForIamCheck' },
  );
});
afterAll(() => delete process.env.SITE_PAGES_DIR);

/** Call a route as its Lambda; every DynamoDB call it made must be one its grants allow. */
async function asLambda(method: HttpMethod, path: string, options: CallOptions = {}): Promise<{ status: number; body: any }> {
  const { route, params } = findRoute(method, path);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a computed path: the CJS transform cannot load a computed import() under jest
  const { handler } = require(`../../lambdas/handlers/${route.handler}`) as { handler: Handler };
  current = route;
  recorded = [];
  try {
    const result = await handler(apiEvent(route, path, params, options));
    const status = result.statusCode ?? 200;
    expect([route.handler, status < 500]).toEqual([route.handler, true]);
    const refused = recorded.filter((c) => !allowed(route, c));
    expect([route.handler, refused]).toEqual([route.handler, []]);
    exercised.add(route.handler);
    // The ticket page answers HTML.
    return { status, body: route.answers === 'html' || !result.body ? result.body : JSON.parse(result.body) };
  } finally {
    current = null;
  }
}

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

  // The admin's views of them, the mail, and the deletes.
  for (const list of ['events', 'testimonials', 'gallery', 'contacts', 'registrations']) await asLambda('GET', `/api/admin/${list}`, auth);
  await asLambda('POST', `/api/admin/events/${eventId}/message`, { ...auth, body: { subject: 'Bring water', message: 'It will be warm.' } });
  const mailId = (await registrationsRepo.get(second.body.id))!.mail!.id;
  await asLambda('POST', `/api/admin/mails/${mailId}/resend`, auth);
  await asLambda('DELETE', `/api/admin/registrations/${second.body.id}`, auth);
  await asLambda('DELETE', `/api/admin/contacts/${contact.body.id}`, auth);
  await asLambda('DELETE', `/api/admin/gallery/${photo.body.id}`, auth);
  await asLambda('DELETE', `/api/admin/testimonials/${testimonial.body.id}`, auth);
  await asLambda('DELETE', `/api/admin/events/${eventId}`, auth);
  await asLambda('POST', '/api/admin/login', { body: { username: ADMIN.username, password: 'wrong password' } });
  await asLambda('POST', '/api/admin/logout', auth);

  // Routes added since must be exercised here too: a new row, a new step above.
  expect(ROUTES.map((r) => r.handler).filter((h) => !exercised.has(h))).toEqual([]);
});
