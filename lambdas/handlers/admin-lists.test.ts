// Admin lists that scale (docs/ARCHITECTURE.md): pages of 50 with a cursor,
// server-side search, a forged cursor refused with a 400, and the overview
// counts moving in the same transactions as the writes.
import { ADMIN_PAGE_SIZE } from '../../contract/schemas';
import { contactsRepo } from '../lib/db/contacts-repo';
import { call, createAdmin, eventBody, loginToken, useStore } from '../test/harness';

useStore();

let token: string;
beforeAll(async () => {
  await createAdmin();
  token = await loginToken();
});

const get = (path: string) => call('GET', path, { token });
type Row = { id: string; name: string; email: string };

const TOTAL = 120;
const ids: string[] = [];

beforeAll(async () => {
  // Oldest first, so the list (newest first) answers them in reverse. Every 10th is a "Okafor".
  for (let i = 0; i < TOTAL; i++) {
    const name = i % 10 === 0 ? `Chioma Okafor ${i}` : `Visitor ${i}`;
    const created = await contactsRepo.create(
      { name, email: `v${i}@example.com`, phone: undefined, message: 'A message long enough.' },
      { createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString() },
    );
    ids.push(created.id);
  }
});

describe('admin list pages', () => {
  it('answers 50 a page, newest first, and the cursors walk every item exactly once', async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const answer = await get(`/api/admin/contacts${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      sizes.push(answer.body.data.items.length);
      seen.push(...answer.body.data.items.map((c: Row) => c.id));
      cursor = answer.body.data.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE, TOTAL - 2 * ADMIN_PAGE_SIZE]);
    expect(seen).toEqual([...ids].reverse());
  });

  it('searches name or email on the server, case-insensitively, across pages', async () => {
    const byName = await get('/api/admin/contacts?search=OKAFOR');
    expect(byName.status).toBe(200);
    expect(byName.body.data.items.map((c: Row) => c.name)).toEqual(
      Array.from({ length: TOTAL / 10 }, (_, k) => `Chioma Okafor ${TOTAL - 10 - 10 * k}`),
    );
    expect(byName.body.data.nextCursor).toBeNull();
    const byEmail = await get('/api/admin/contacts?search=v7%40example');
    expect(byEmail.body.data.items.map((c: Row) => c.email)).toEqual(['v7@example.com']);
    const none = await get('/api/admin/contacts?search=nobody-by-that-name');
    expect(none.body.data).toEqual({ items: [], nextCursor: null });
  });

  it('keeps searching from the cursor: a search page and the next never repeat an item', async () => {
    const first = await get('/api/admin/contacts?search=visitor');
    expect(first.body.data.items).toHaveLength(ADMIN_PAGE_SIZE);
    const next = await get(`/api/admin/contacts?search=visitor&cursor=${first.body.data.nextCursor}`);
    const all = [...first.body.data.items, ...next.body.data.items].map((c: Row) => c.id);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(ADMIN_PAGE_SIZE);
  });

  it.each([
    ['garbage', 'not-a-cursor!'],
    ['base64 of no JSON', Buffer.from('hello').toString('base64url')],
    ['a JSON array', Buffer.from('[1,2]').toString('base64url')],
    ['a key with an extra field', Buffer.from(JSON.stringify({ pk: 'a', sk: 'b', gsi1pk: 'CONTACTS', gsi1sk: 'c', x: 'd' })).toString('base64url')],
    ['a key of another list', Buffer.from(JSON.stringify({ pk: 'REGISTRATION#x', sk: 'REGISTRATION', gsi1pk: 'REGISTRATIONS', gsi1sk: 'x' })).toString('base64url')],
    ['a number where a string goes', Buffer.from(JSON.stringify({ pk: 1, sk: 'b', gsi1pk: 'CONTACTS', gsi1sk: 'c' })).toString('base64url')],
  ])('refuses a forged cursor (%s) with a 400, never a 5xx', async (_, cursor) => {
    const answer = await get(`/api/admin/contacts?cursor=${encodeURIComponent(cursor)}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errors: { cursor: expect.any(String) } });
  });

  it('refuses a search longer than a name could be', async () => {
    const answer = await get(`/api/admin/contacts?search=${'a'.repeat(101)}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ search: 'Search must be at most 100 characters' });
  });
});

describe('overview counts', () => {
  it('move with every create, registration, cancel and delete', async () => {
    const counts = async () => (await get('/api/admin/counts')).body.data;
    const before = await counts();
    expect(before.contacts).toBe(TOTAL);

    const event = await call('POST', '/api/admin/events', { token, body: eventBody() });
    const hidden = await call('POST', '/api/admin/events', { token, body: eventBody({ isActive: false }) });
    const registered = await call('POST', '/api/register', { body: { name: 'Chidi', email: 'c@example.com', phone: '08012345678', eventId: event.body.id } });
    const other = await call('POST', '/api/register', { body: { name: 'Dayo', email: 'd@example.com', phone: '08012345678', eventId: event.body.id } });
    expect(await counts()).toMatchObject({ events: 2, activeEvents: 1, registrations: 2, cancelledRegistrations: 0 });

    const ticket = (await get(`/api/admin/registrations?eventId=${event.body.id}&search=dayo`)).body.data.items[0].ticketToken;
    expect((await call('POST', `/api/tickets/${ticket}/cancel`)).status).toBe(200);
    expect(await counts()).toMatchObject({ registrations: 2, cancelledRegistrations: 1 });

    // Deactivating and reactivating moves the active count; an unchanged flag does not.
    await call('PUT', `/api/admin/events/${hidden.body.id}`, { token, body: eventBody({ isActive: true }) });
    await call('PUT', `/api/admin/events/${hidden.body.id}`, { token, body: eventBody({ isActive: true, title: 'Renamed' }) });
    expect(await counts()).toMatchObject({ events: 2, activeEvents: 2 });

    await call('DELETE', `/api/admin/registrations/${registered.body.id}`, { token });
    await call('DELETE', `/api/admin/registrations/${other.body.id}`, { token });
    await call('DELETE', `/api/admin/events/${hidden.body.id}`, { token });
    await call('DELETE', `/api/admin/contacts/${ids[0]}`, { token });
    // A second delete of the same item finds nothing and counts nothing.
    expect((await call('DELETE', `/api/admin/contacts/${ids[0]}`, { token })).status).toBe(404);
    expect(await counts()).toMatchObject({ events: 1, activeEvents: 1, registrations: 0, cancelledRegistrations: 0, contacts: TOTAL - 1 });
  });
});
