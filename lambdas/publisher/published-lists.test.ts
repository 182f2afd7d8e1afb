// A published page's embedded answers must be exactly what its SWR hooks would
// get from the API, or hydration would not match and the page would flash.
import { todayInLagos } from '../../contract/dates';
import { call, eventBody, useStore } from '../test/harness';
import { eventsRepo } from '../lib/db/events-repo';
import { testimonialsRepo } from '../lib/db/testimonials-repo';
import type { EventInput } from '../../contract/schemas';
import { loadPublishedLists } from './published-lists';

useStore();

test('the lists equal the public routes’ answers', async () => {
  await eventsRepo.create(eventBody({ isActive: true, imageUrl: '' }) as EventInput);
  await eventsRepo.create(eventBody({ isActive: true, imageUrl: '', date: '2001-01-01', title: 'Long ago' }) as EventInput);
  await testimonialsRepo.create({ text: 'Great teachers.', name: 'Ada', position: 'Student', isActive: true });
  const lists = await loadPublishedLists(['listUpcomingEvents', 'listPastEvents', 'listGallery', 'listTestimonials', 'getSiteContent'], todayInLagos());
  expect(lists.listUpcomingEvents).toEqual((await call('GET', '/api/events/upcoming')).body);
  expect(lists.listPastEvents).toEqual((await call('GET', '/api/events/past')).body);
  expect(lists.listGallery).toEqual((await call('GET', '/api/gallery')).body);
  expect(lists.listTestimonials).toEqual((await call('GET', '/api/testimonials')).body);
  expect(lists.getSiteContent).toEqual((await call('GET', '/api/content')).body);
  expect(lists.listPastEvents?.events.map((e) => e.title)).toEqual(['Long ago']);
});

test('an admin list is never published', async () => {
  await expect(loadPublishedLists(['adminListContacts'], todayInLagos())).rejects.toThrow('not a public list');
});
