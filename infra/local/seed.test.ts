import { existsSync } from 'node:fs';
import path from 'node:path';
import { todayInLagos } from '../../contract/dates';
import { DEFAULT_EVENT_ID } from '../../contract/constants';
import { resetClient } from '../../lambdas/lib/db/client';
import { eventsRepo } from '../../lambdas/lib/db/events-repo';
import { galleryRepo } from '../../lambdas/lib/db/gallery-repo';
import { siteContentRepo } from '../../lambdas/lib/db/site-content-repo';
import { DEFAULT_SITE_CONTENT } from '../../contract/default-site-content';
import { testimonialsRepo } from '../../lambdas/lib/db/testimonials-repo';
import { seed } from './seed';
import { SEED_GALLERY, seedEvents } from './seed-data';
import { startStore, type Store } from './store';

let store: Store;

beforeAll(async () => {
  store = await startStore();
  process.env.DYNAMODB_ENDPOINT = store.endpoint;
  process.env.TABLE_NAME = store.tableName;
  resetClient();
});
afterAll(async () => {
  resetClient();
  await store.close();
});

async function counts() {
  return {
    events: (await eventsRepo.list()).length,
    testimonials: (await testimonialsRepo.list()).length,
    gallery: (await galleryRepo.list()).length,
  };
}

test('running the seed twice writes everything once and then nothing', async () => {
  const first = await seed();
  expect(first.existing).toEqual([]);
  const after = await counts();
  expect(after.events).toBeGreaterThanOrEqual(4);
  expect(after.testimonials).toBeGreaterThanOrEqual(2);
  expect(after.gallery).toBeGreaterThanOrEqual(2);

  const second = await seed();
  expect(second.created).toEqual([]);
  expect(second.existing.sort()).toEqual([...first.created].sort());
  expect(await counts()).toEqual(after);
});

test('upcoming events are on or after today in Lagos; the 2025 featured workshop is past', async () => {
  const today = todayInLagos();
  const upcoming = await eventsRepo.listUpcoming(today);
  const past = await eventsRepo.listPast(today);
  expect(upcoming.length).toBeGreaterThanOrEqual(2);
  for (const event of upcoming) expect(event.date >= today).toBe(true);
  expect(upcoming.map((e) => e.date)).toEqual([...upcoming.map((e) => e.date)].sort());

  const workshop = past.find((e) => e.id === DEFAULT_EVENT_ID);
  expect(workshop).toMatchObject({
    date: '2025-06-15',
    startTime: '10:00',
    endTime: '16:00',
    location: 'Lagos Concert Hall',
    address: expect.stringContaining('Victoria Island'),
    price: 15000,
    maxParticipants: 50,
  });
});

test('site content starts as version 1 of today\'s texts and an admin edit survives a later seed', async () => {
  const sections = await siteContentRepo.sections();
  expect(sections.services).toMatchObject({ version: 1, updatedBy: 'seed', data: DEFAULT_SITE_CONTENT.services });
  await siteContentRepo.save('faq', [{ question: 'Q?', answer: 'A.' }], 1, { by: 'admin' });
  await seed();
  expect((await siteContentRepo.content()).faq).toEqual([{ question: 'Q?', answer: 'A.' }]);
});

test('an item the seed wrote is not overwritten by a later run', async () => {
  const [first] = await testimonialsRepo.list();
  await testimonialsRepo.update(first.id, { ...first, text: 'Edited by the admin' });
  await seed();
  expect((await testimonialsRepo.get(first.id))?.text).toBe('Edited by the admin');
});

test('ids listed as seeded before are not brought back after a delete', async () => {
  const [event] = await eventsRepo.listUpcoming(todayInLagos());
  await eventsRepo.remove(event.id);
  const result = await seed({ skip: new Set([event.id]) });
  expect(result.created).toEqual([]);
  expect(await eventsRepo.get(event.id)).toBeNull();
});

test('upcoming dates count from the day the seed runs', () => {
  const day = '2030-01-01';
  const events = seedEvents(day);
  const upcoming = events.filter((e) => e.id !== DEFAULT_EVENT_ID);
  expect(upcoming.length).toBeGreaterThanOrEqual(2);
  for (const { input } of upcoming) expect(input.date > day).toBe(true);
  expect(events.find((e) => e.id === DEFAULT_EVENT_ID)?.input.date).toBe('2025-06-15');
});

test('seeded gallery images are site paths to files the site ships', () => {
  for (const { input } of SEED_GALLERY) {
    expect(input.imageUrl).toMatch(/^\/images\/gallery\//);
    expect(existsSync(path.join(__dirname, '../../frontend/public', input.imageUrl))).toBe(true);
  }
});
