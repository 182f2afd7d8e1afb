// The school area's routes (the music school: availability, trial slots and trial bookings): one nested stack (docs/ARCHITECTURE.md, Stacks).
// A row here is a Lambda, a route and a role in that stack; contract/routes.ts joins the areas.
import type { MutationResponse } from '../schemas';
import type { AdminTrialBookingsQuery, AdminTrialBookingsResponse, AvailabilityResponse, TrialBookingResponse, TrialBookingViewResponse, TrialChangeResponse, TrialSlotsResponse } from '../school';
import type { AvailabilityInput, TrialAttendanceInput, TrialBookingRequest, TrialRescheduleInput } from '../school-schemas';
import { admin, type RouteSpec } from '../route-spec';

/** What each of the area's routes takes and answers (the generic admin lists and edits are typed in contract/routes.ts). */
export type SchoolEndpoints = {
  adminGetAvailability: { answer: AvailabilityResponse };
  adminUpdateAvailability: { body: AvailabilityInput; answer: AvailabilityResponse };
  listTrialSlots: { query: { service?: string }; answer: TrialSlotsResponse };
  createTrialBooking: { body: TrialBookingRequest; answer: TrialBookingResponse };
  getTrialBooking: { answer: TrialBookingViewResponse };
  rescheduleTrialBooking: { body: TrialRescheduleInput; answer: TrialChangeResponse };
  cancelTrialBooking: { answer: TrialChangeResponse };
  adminListTrialBookings: { query: AdminTrialBookingsQuery; answer: AdminTrialBookingsResponse };
  adminMarkTrialBooking: { body: TrialAttendanceInput; answer: MutationResponse };
};

export const SCHOOL_ROUTES = {
  // The music school (docs/ARCHITECTURE.md, Trial lessons): availability, free slots, trial bookings.
  adminGetAvailability: admin('school', 'GET', '/api/admin/availability', { gets: ['availability'] }),
  adminUpdateAvailability: admin('school', 'PUT', '/api/admin/availability', { writes: ['availability'] }),
  // The free slots: the availability (a Query of SCHOOL) less the booked ones (a Query of TRIALS from now), with the lean client.
  listTrialSlots: { method: 'GET', path: '/api/trial-slots', auth: 'public', area: 'school', access: 'read', data: { lists: ['availability', 'trials'] } },
  // One transaction: the slot item (taken once), the booking, its manage token and the two mails.
  createTrialBooking: {
    method: 'POST',
    path: '/api/trial-bookings',
    auth: 'public',
    area: 'school',
    access: 'write',
    data: { gets: ['availability', 'settings'], writes: ['trials', 'mail', 'rateLimits', 'counters'] },
  },
  getTrialBooking: { method: 'GET', path: '/api/trial-bookings/{token}', auth: 'public', area: 'school', access: 'read', reads: 'items', data: { gets: ['trials'] } },
  // Takes the new slot and gives back the old one (a Delete of its slot item) in one transaction.
  rescheduleTrialBooking: {
    method: 'POST',
    path: '/api/trial-bookings/{token}/reschedule',
    auth: 'public',
    area: 'school',
    access: 'write',
    data: { gets: ['trials', 'availability', 'settings'], writes: ['trials', 'mail'], deletes: ['trials'] },
  },
  cancelTrialBooking: {
    method: 'POST',
    path: '/api/trial-bookings/{token}/cancel',
    auth: 'public',
    area: 'school',
    access: 'write',
    data: { gets: ['trials', 'settings'], writes: ['trials', 'mail', 'counters'], deletes: ['trials'] },
  },
  adminListTrialBookings: admin('school', 'GET', '/api/admin/trial-bookings', { lists: ['trials'] }),
  adminMarkTrialBooking: admin('school', 'POST', '/api/admin/trial-bookings/{id}/attendance', { gets: ['trials'], writes: ['trials', 'counters'] }),
} as const satisfies Record<string, RouteSpec>;
