// The school area's routes (the music school: availability, trial slots and trial bookings): one nested stack (docs/ARCHITECTURE.md, Stacks).
// A row here is a Lambda, a route and a role in that stack; contract/routes.ts joins the areas.
import type { MutationResponse } from '../schemas';
import type { AdminTrialBookingsQuery, AdminTrialBookingsResponse, AvailabilityResponse, TrialBookingResponse, TrialBookingViewResponse, TrialChangeResponse, TrialSlotsResponse } from '../school';
import type { AvailabilityInput, TrialAttendanceInput, TrialBookingRequest, TrialRescheduleInput } from '../school-schemas';
import type { AdminProgrammesResponse, EnrolResponse, EnrolmentViewResponse, LearnersResponse, ProgrammeResponse, ProgrammesResponse, TrialEnrolResponse } from '../programmes';
import type { EnrolRequest, ProgrammeInput, TrialEnrolInput } from '../programme-schemas';
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
  // branch programmes: monthly programmes (issue 26)
  adminListProgrammes: { answer: AdminProgrammesResponse };
  adminCreateProgrammes: { body: ProgrammeInput; answer: ProgrammeResponse };
  adminUpdateProgrammes: { body: ProgrammeInput; answer: ProgrammeResponse };
  listProgrammes: { answer: ProgrammesResponse };
  enrolProgramme: { body: EnrolRequest; answer: EnrolResponse };
  adminListProgrammeLearners: { answer: LearnersResponse };
  getEnrolment: { answer: EnrolmentViewResponse };
  stopEnrolment: { answer: EnrolmentViewResponse };
  // branch trial-enrol: a trial turned into an enrolment (issue 26)
  adminEnrolTrialBooking: { body: TrialEnrolInput; answer: TrialEnrolResponse };
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
    data: { gets: ['availability', 'settings', 'privacy', 'siteContent'], writes: ['trials', 'mail', 'rateLimits', 'counters', 'privacy'] },
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
  // branch programmes: monthly programmes paid by Paystack subscription (docs/ARCHITECTURE.md, Monthly programmes).
  adminListProgrammes: admin('school', 'GET', '/api/admin/programmes', { lists: ['programmes'] }),
  adminCreateProgrammes: admin('school', 'POST', '/api/admin/programmes', { writes: ['programmes'] }),
  // An Update conditional on the seats taken (seatsTaken <= the new capacity).
  adminUpdateProgrammes: admin('school', 'PUT', '/api/admin/programmes/{id}', { gets: ['programmes'], writes: ['programmes'] }),
  listProgrammes: { method: 'GET', path: '/api/programmes', auth: 'public', area: 'school', access: 'read', data: { lists: ['programmes'] } },
  // Makes the programme's Paystack plan when missing, takes the seat in one transaction, then /transaction/initialize with the plan;
  // Paystack out of reach: the enrolment is withdrawn (deletes) and the seat given back.
  enrolProgramme: {
    method: 'POST',
    path: '/api/programmes/{id}/enrol',
    auth: 'public',
    area: 'school',
    access: 'write',
    payments: 'paystack',
    data: { gets: ['programmes', 'settings', 'privacy', 'siteContent'], writes: ['programmes', 'rateLimits', 'privacy'], deletes: ['programmes'] },
  },
  adminListProgrammeLearners: admin('school', 'GET', '/api/admin/programmes/{id}/learners', { gets: ['programmes'] }),
  getEnrolment: { method: 'GET', path: '/api/enrolments/{token}', auth: 'public', area: 'school', access: 'read', reads: 'items', data: { gets: ['programmes'] } },
  // Paystack's /subscription/disable, then the stop applied once (the same event as the subscription.disable webhook).
  stopEnrolment: {
    method: 'POST',
    path: '/api/enrolments/{token}/stop',
    auth: 'public',
    area: 'school',
    access: 'write',
    payments: 'paystack',
    data: { gets: ['programmes'], writes: ['programmes', 'counters'] },
  },
  // branch trial-enrol: the trial's learner enrolled by the admin. Paystack's plan and checkout first (nothing is
  // stored if they fail), then one transaction: the seat, the learner, the token, the plan link, the trial's
  // enrolment (once) and the "Complete your enrolment" mail.
  adminEnrolTrialBooking: {
    method: 'POST',
    path: '/api/admin/trial-bookings/{id}/enrol',
    auth: 'admin',
    area: 'school',
    access: 'write',
    payments: 'paystack',
    data: { gets: ['trials', 'programmes'], writes: ['trials', 'programmes', 'mail'] },
  },
} as const satisfies Record<string, RouteSpec>;
