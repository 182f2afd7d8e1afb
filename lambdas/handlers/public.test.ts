import { addDays, todayInLagos } from '../../contract/dates';
import { eventInput, galleryInput, testimonialInput } from '../../contract/schemas';
import { contactsRepo } from '../lib/db/contacts-repo';
import { eventsRepo } from '../lib/db/events-repo';
import { getItem } from '../lib/db/items';
import { keys } from '../lib/db/keys';
import { outboxRepo } from '../lib/db/outbox-repo';
import { galleryRepo } from '../lib/db/gallery-repo';
import { testimonialsRepo } from '../lib/db/testimonials-repo';
import { call, eventBody, useStore } from '../test/harness';

useStore();

const today = todayInLagos();

beforeAll(async () => {
  const make = (id: string, date: string, isActive = true) =>
    eventsRepo.create(eventInput.parse(eventBody({ title: id, date, isActive })), { id });
  await make('later', addDays(today, 30));
  await make('today', today);
  await make('soon', addDays(today, 2));
  await make('hidden-upcoming', addDays(today, 3), false);
  await make('yesterday', addDays(today, -1));
  await make('long-ago', addDays(today, -400));
  await make('hidden-past', addDays(today, -2), false);

  await testimonialsRepo.create(testimonialInput.parse({ text: 'Great teacher', name: 'Ada', position: 'Choir director' }));
  await testimonialsRepo.create(testimonialInput.parse({ text: 'Hidden', name: 'Bola', position: 'Student', isActive: false }));
  await galleryRepo.create(galleryInput.parse({ title: 'Concert', imageUrl: '/images/concert.webp' }));
  await galleryRepo.create(galleryInput.parse({ title: 'Hidden', imageUrl: 'https://example.com/a.jpg', isActive: false }));
});

describe('public lists', () => {
  it('GET /api/events/upcoming: active events from today (Lagos), soonest first, cached briefly', async () => {
    const answer = await call('GET', '/api/events/upcoming');
    expect(answer.status).toBe(200);
    expect(answer.body.events.map((e: { id: string }) => e.id)).toEqual(['today', 'soon', 'later']);
    expect(answer.body.events[0]).toMatchObject({ title: 'today', maxParticipants: 30, seatsTaken: 0, isActive: true });
    expect(answer.body.events[0]).not.toHaveProperty('pk');
    expect(answer.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60');
  });

  it('GET /api/events/past: active events before today, most recent first', async () => {
    const answer = await call('GET', '/api/events/past');
    expect(answer.status).toBe(200);
    expect(answer.body.events.map((e: { id: string }) => e.id)).toEqual(['yesterday', 'long-ago']);
  });

  it('GET /api/testimonials and /api/gallery: { data } of active items only', async () => {
    const testimonials = await call('GET', '/api/testimonials');
    expect(testimonials.status).toBe(200);
    expect(testimonials.body).toEqual({
      data: [{ id: expect.any(String), text: 'Great teacher', name: 'Ada', position: 'Choir director', isActive: true, createdAt: expect.any(String) }],
    });
    const gallery = await call('GET', '/api/gallery');
    expect(gallery.body.data).toEqual([
      expect.objectContaining({ title: 'Concert', imageUrl: '/images/concert.webp', category: 'general', isActive: true }),
    ]);
    expect(gallery.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60');
  });
});

describe('POST /api/contact', () => {
  const valid = { name: 'Ada Obi', email: ' ada@example.com ', phone: '', service: 'vocal-training', message: 'I would like vocal lessons.' };

  it('stores the message and answers 201 { success, message, id }', async () => {
    const answer = await call('POST', '/api/contact', { body: valid });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, message: 'Thank you for your message! We will get back to you soon.', id: expect.any(String) });
    expect(answer.headers['Cache-Control']).toBe('no-store');
    const [stored] = await contactsRepo.list();
    expect(stored).toEqual({
      id: answer.body.id,
      name: 'Ada Obi',
      email: 'ada@example.com',
      service: 'vocal-training',
      message: 'I would like vocal lessons.',
      createdAt: expect.any(String),
    });
  });

  it('queues the provider notice, replying to the visitor, with the message', async () => {
    const answer = await call('POST', '/api/contact', { body: { ...valid, email: 'notice@example.com' } });
    expect(answer.status).toBe(201);
    const stored = await getItem(keys.contact(answer.body.id));
    const mail = await outboxRepo.get(String((stored?.mail as { id: string }).id));
    expect(mail).toMatchObject({ kind: 'contact-notification', replyTo: ['notice@example.com'], refs: { contactId: answer.body.id }, status: 'queued' });
    expect(stored?.mail).toEqual({ id: mail!.id, status: 'queued' });
  });

  it('answers 400 with the SPEC messages and stores nothing', async () => {
    const before = (await contactsRepo.list()).length;
    const answer = await call('POST', '/api/contact', { body: { name: 'A', email: 'x@', message: 'short' } });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    });
    expect(await contactsRepo.list()).toHaveLength(before);
  });

  it('rejects a service outside the list', async () => {
    const answer = await call('POST', '/api/contact', { body: { ...valid, service: 'karaoke' } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual(['service']);
  });
});
