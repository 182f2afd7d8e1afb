import { contactsRepo } from '../lib/db/contacts-repo';
import { eventsRepo } from '../lib/db/events-repo';
import { call, createAdmin, eventBody, loginToken, useStore } from '../test/harness';

useStore();

let token: string;
beforeAll(async () => {
  await createAdmin();
  token = await loginToken();
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => call(method, path, { token, body });

const editable = [
  {
    resource: 'events',
    label: 'Event',
    valid: () => eventBody(),
    // Events list by their date, latest first (docs/ARCHITECTURE.md, Admin lists that scale).
    later: () => eventBody({ date: '2099-02-01' }),
    edited: () => eventBody({ title: 'Edited title', maxParticipants: 12 }),
    invalid: { ...eventBody(), title: '  ' },
    invalidField: ['title', 'Required'],
  },
  {
    resource: 'testimonials',
    label: 'Testimonial',
    valid: () => ({ text: 'Wonderful', name: 'Ada', position: 'Choir director' }),
    later: () => ({ text: 'Wonderful', name: 'Ada', position: 'Choir director' }),
    edited: () => ({ text: 'Edited title', name: 'Ada', position: 'Choir director', isActive: false }),
    invalid: { text: 'Wonderful', name: 'Ada' },
    invalidField: ['position', 'Required'],
  },
  {
    resource: 'gallery',
    label: 'Gallery item',
    valid: () => ({ title: 'Choir', imageUrl: 'https://example.com/choir.jpg', category: 'performances' }),
    later: () => ({ title: 'Choir', imageUrl: 'https://example.com/choir.jpg', category: 'performances' }),
    edited: () => ({ title: 'Edited title', imageUrl: '/images/choir.webp' }),
    invalid: { title: 'Choir', imageUrl: 'javascript:alert(1)' },
    invalidField: ['imageUrl', 'Image URL must start with https:// or /'],
  },
] as const;

describe.each(editable)('admin $resource', ({ resource, label, valid, later, edited, invalid, invalidField }) => {
  const base = `/api/admin/${resource}`;

  it(`creates, lists newest first, updates and deletes with '${label} ... successfully'`, async () => {
    const first = await admin('POST', base, valid());
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ success: true, message: `${label} created successfully`, id: expect.any(String) });
    expect(first.headers['Cache-Control']).toBe('no-store');
    const second = await admin('POST', base, later());

    const list = await admin('GET', base);
    expect(list.status).toBe(200);
    expect(list.headers['Cache-Control']).toBe('no-store');
    const ids = list.body.data.items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
    expect(list.body.data.items.find((i: { id: string }) => i.id === first.body.id)).toMatchObject({ ...valid(), isActive: true });

    const updated = await admin('PUT', `${base}/${first.body.id}`, edited());
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ success: true, message: `${label} updated successfully`, id: first.body.id });
    const after = (await admin('GET', base)).body.data.items.find((i: { id: string }) => i.id === first.body.id);
    expect(after).toMatchObject({ ...edited(), id: first.body.id });

    const removed = await admin('DELETE', `${base}/${first.body.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, message: `${label} deleted successfully` });
    expect((await admin('GET', base)).body.data.items.map((i: { id: string }) => i.id)).not.toContain(first.body.id);
  });

  it('answers 404 for an id that does not exist', async () => {
    expect(await admin('PUT', `${base}/missing`, valid())).toMatchObject({ status: 404, body: { success: false, message: `${label} not found` } });
    expect(await admin('DELETE', `${base}/missing`)).toMatchObject({ status: 404, body: { success: false, message: `${label} not found` } });
  });

  it('answers 400 with field messages for invalid input', async () => {
    const answer = await admin('POST', base, invalid);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[invalidField[0]]).toBe(invalidField[1]);
  });
});

describe('admin events specifics', () => {
  it('normalises a date-time to the Lagos calendar day and lists seatsTaken', async () => {
    // 23:30 UTC on Jan 14 is already Jan 15 in Lagos (UTC+1).
    const created = await admin('POST', '/api/admin/events', eventBody({ date: '2099-01-14T23:30:00.000Z', maxParticipants: '25' }));
    expect(created.status).toBe(201);
    const event = (await admin('GET', '/api/admin/events')).body.data.items.find((e: { id: string }) => e.id === created.body.id);
    expect(event).toMatchObject({ date: '2099-01-15', maxParticipants: 25, seatsTaken: 0 });
  });

  it('rejects a date that is not a date and a capacity below 1', async () => {
    const answer = await admin('POST', '/api/admin/events', eventBody({ date: 'next friday', maxParticipants: 0 }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ date: 'Please enter a valid date', maxParticipants: 'Must be a whole number of at least 1' });
  });
});

describe('admin contacts and registrations', () => {
  it('lists contact messages newest first and deletes them', async () => {
    const a = await contactsRepo.create({ name: 'Ada', email: 'a@example.com', phone: undefined, message: 'First message here' }, { createdAt: '2025-01-01T00:00:00.000Z' });
    const b = await contactsRepo.create({ name: 'Bola', email: 'b@example.com', phone: undefined, message: 'Second message here' }, { createdAt: '2025-01-02T00:00:00.000Z' });
    const list = await admin('GET', '/api/admin/contacts');
    expect(list.body.data.items.map((c: { id: string }) => c.id)).toEqual([b.id, a.id]);
    const removed = await admin('DELETE', `/api/admin/contacts/${a.id}`);
    expect(removed.body).toMatchObject({ success: true, message: 'Contact message deleted successfully' });
    expect(await admin('DELETE', `/api/admin/contacts/${a.id}`)).toMatchObject({ status: 404, body: { message: 'Contact message not found' } });
  });

  it('lists registrations with their eventId and deletes them, giving the seat back', async () => {
    const created = await admin('POST', '/api/admin/events', eventBody());
    const eventId: string = created.body.id;
    const registered = await call('POST', '/api/register', { body: { name: 'Chidi', email: 'c@example.com', phone: '08012345678', eventId } });
    const list = await admin('GET', '/api/admin/registrations');
    expect(list.body.data.items).toEqual([
      {
        id: registered.body.id,
        name: 'Chidi',
        email: 'c@example.com',
        phone: '08012345678',
        eventId,
        createdAt: expect.any(String),
        status: 'registered',
        ticketToken: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        mail: { id: expect.any(String), status: 'queued' },
        // A priced event with no Paystack key configured: paid at the venue.
        payment: { status: 'venue', amount: 15000 },
        // The box office: the order's one ticket (the buyer, of the event's one type) and its total.
        tickets: [{ id: `${registered.body.id}-t1`, ticketTypeId: 'general', name: 'Chidi', email: 'c@example.com', price: 15000, token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) }],
        total: 15000,
      },
    ]);
    expect(await eventsRepo.get(eventId)).toMatchObject({ seatsTaken: 1 });
    const removed = await admin('DELETE', `/api/admin/registrations/${registered.body.id}`);
    expect(removed.body).toMatchObject({ success: true, message: 'Registration deleted successfully' });
    expect((await admin('GET', '/api/admin/registrations')).body.data.items).toEqual([]);
    expect(await eventsRepo.get(eventId)).toMatchObject({ seatsTaken: 0 });
  });

  it('answers 404 for a malformed id', async () => {
    expect(await admin('DELETE', '/api/admin/registrations/..%2F..')).toMatchObject({ status: 404 });
  });
});
