import { API, ROUTES, type Route } from '../../contract/routes';
import { msUntilLagosMorning, scopeOfAnswer } from './local-publisher';

const route = (name: keyof typeof API): Route => ROUTES.find((r) => r.method === API[name].method && r.path === API[name].path)!;

test('a successful content write publishes its scope; reads, failures and other writes do not', () => {
  expect(scopeOfAnswer(route('adminCreateEvents'), 201)).toBe('events');
  expect(scopeOfAnswer(route('adminUpdateGallery'), 200)).toBe('gallery');
  expect(scopeOfAnswer(route('adminDeleteTestimonials'), 200)).toBe('testimonials');
  expect(scopeOfAnswer(route('adminReorderGallery'), 200)).toBe('gallery');
  // Seats left change with registrations.
  expect(scopeOfAnswer(route('register'), 201)).toBe('events');
  expect(scopeOfAnswer(route('adminUpdateSiteContent'), 200)).toBe('content');
  expect(scopeOfAnswer(route('adminRevertSiteContent'), 200)).toBe('content');
  expect(scopeOfAnswer(route('adminUpdateSiteContent'), 409)).toBeNull();
  expect(scopeOfAnswer(route('adminDeleteRegistrations'), 200)).toBe('events');
  expect(scopeOfAnswer(route('cancelTicket'), 200)).toBe('events');
  // Cancelled events are marked on the pages, archived ones leave them.
  expect(scopeOfAnswer(route('adminCancelEvent'), 200)).toBe('events');
  expect(scopeOfAnswer(route('adminArchiveEvent'), 200)).toBe('events');
  expect(scopeOfAnswer(route('adminUpdateEvents'), 400)).toBeNull();
  expect(scopeOfAnswer(route('listUpcomingEvents'), 200)).toBeNull();
  expect(scopeOfAnswer(route('contact'), 201)).toBeNull();
  expect(scopeOfAnswer(route('adminDeleteContacts'), 200)).toBeNull();
});

test('the daily publish is at 00:01 in Lagos (23:01 UTC)', () => {
  expect(msUntilLagosMorning(new Date('2026-03-10T23:00:00Z'))).toBe(60_000);
  // Just after: tomorrow's.
  expect(msUntilLagosMorning(new Date('2026-03-10T23:01:00Z'))).toBe(24 * 3600_000);
  expect(msUntilLagosMorning(new Date('2026-03-10T00:01:00Z'))).toBe(23 * 3600_000);
});
