// The door area's routes (check-in at the door): one nested stack (docs/ARCHITECTURE.md, Stacks).
// A row here is a Lambda, a route and a role in that stack; contract/routes.ts joins the areas.
import type { AttendeesResponse, CheckInInput, CheckInResponse, MutationResponse, RegistrationInput, WalkInResponse } from '../schemas';
import type { ClassMeetingsQuery, ClassMeetingsResponse, MarkAttendanceResponse, MeetingRosterResponse, UndoAttendanceResponse } from '../attendance';
import type { MarkAttendanceInput } from '../attendance-schemas';
import { admin, type RouteSpec } from '../route-spec';

/** What each of the area's routes takes and answers (the generic admin lists and edits are typed in contract/routes.ts). */
export type DoorEndpoints = {
  adminCheckIn: { body: CheckInInput; answer: CheckInResponse };
  adminUndoCheckIn: { answer: MutationResponse };
  adminListAttendees: { answer: AttendeesResponse };
  adminWalkIn: { body: RegistrationInput; answer: WalkInResponse };
  // branch door-attendance: attendance per class meeting (issue 26)
  adminListClassMeetings: { query: ClassMeetingsQuery; answer: ClassMeetingsResponse };
  adminGetClassMeeting: { answer: MeetingRosterResponse };
  adminMarkAttendance: { body: MarkAttendanceInput; answer: MarkAttendanceResponse };
  adminUndoAttendance: { answer: UndoAttendanceResponse };
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
  // branch door-attendance: the programmes' class meetings (computed from their weekly rows) and attendance per meeting
  // (docs/ARCHITECTURE.md, Monthly programmes). The list: the programmes, each meeting one's roster (expected), and the
  // meetings' present counters (one Query of ATTENDANCE by day).
  adminListClassMeetings: admin('door', 'GET', '/api/admin/class-meetings', { lists: ['programmes', 'attendance'], gets: ['programmes'] }),
  // The door's list of one meeting: the roster (a Query of the programme's partition) and the meeting's marks.
  adminGetClassMeeting: admin('door', 'GET', '/api/admin/programmes/{id}/meetings/{date}', { gets: ['programmes', 'attendance'] }),
  // One transaction: the mark's Put guarded attribute_not_exists (once per learner and meeting), the meeting's counter,
  // and a ConditionCheck that the learner is still active or overdue.
  adminMarkAttendance: admin('door', 'POST', '/api/admin/programmes/{id}/meetings/{date}/attendance', { gets: ['programmes', 'attendance'], writes: ['attendance'] }),
  adminUndoAttendance: admin('door', 'DELETE', '/api/admin/programmes/{id}/meetings/{date}/attendance/{learnerId}', {
    gets: ['programmes', 'attendance'],
    writes: ['attendance'],
    deletes: ['attendance'],
  }),
} as const satisfies Record<string, RouteSpec>;
