// The door area's routes (check-in at the door): one nested stack (docs/ARCHITECTURE.md, Stacks).
// A row here is a Lambda, a route and a role in that stack; contract/routes.ts joins the areas.
import type { AttendeesResponse, CheckInInput, CheckInResponse, MutationResponse, RegistrationInput, WalkInResponse } from '../schemas';
import { admin, type RouteSpec } from '../route-spec';

/** What each of the area's routes takes and answers (the generic admin lists and edits are typed in contract/routes.ts). */
export type DoorEndpoints = {
  adminCheckIn: { body: CheckInInput; answer: CheckInResponse };
  adminUndoCheckIn: { answer: MutationResponse };
  adminListAttendees: { answer: AttendeesResponse };
  adminWalkIn: { body: RegistrationInput; answer: WalkInResponse };
};

export const DOOR_ROUTES = {
  // The door (docs/PRODUCT-RULES.md, Check-in at the door). The check-in is one conditional write on the registration.
  adminCheckIn: admin('door', 'POST', '/api/admin/check-ins', { gets: ['tickets', 'registrations', 'events'], writes: ['registrations', 'events'] }),
  // Reads the event to bring its checked-in counter down (a deleted event has none).
  adminUndoCheckIn: admin('door', 'DELETE', '/api/admin/check-ins/{id}', { gets: ['registrations', 'events'], writes: ['registrations', 'events'] }),
  // The event's list for offline scans and the search by name: a Query of the registrations plus a Get of the event.
  adminListAttendees: { ...admin('door', 'GET', '/api/admin/events/{id}/attendees', { lists: ['registrations'], gets: ['events'] }), reads: 'items' },
  adminWalkIn: admin('door', 'POST', '/api/admin/events/{id}/walk-ins', {
    gets: ['events', 'settings'],
    writes: ['events', 'registrations', 'tickets', 'mail', 'counters'],
  }),
} as const satisfies Record<string, RouteSpec>;
