// The door's attendance mark (contract/attendance.ts has the types and messages).
import * as z from 'zod';
import { ATTENDANCE_MESSAGES } from './attendance';
import { LIMITS } from './constants';

export const markAttendanceInput = z.object({
  learnerId: z.string({ error: ATTENDANCE_MESSAGES.learner }).trim().min(1, ATTENDANCE_MESSAGES.learner).max(LIMITS.id),
  /** When the phone marked it (an offline mark synced later); the server's time when implausible. */
  markedAt: z.iso.datetime({ error: 'markedAt must be an ISO date-time' }).optional(),
});
export type MarkAttendanceInput = z.infer<typeof markAttendanceInput>;
