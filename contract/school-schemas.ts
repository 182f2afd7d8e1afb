// The music school's input schemas (contract/school.ts has the plain values,
// types and messages): the admin's hours, a trial booking, a move, a mark.
import * as z from 'zod';
import { LIMITS } from './constants';
import { isCalendarDay } from './dates';
import { MESSAGES } from './messages';
import { SCHOOL_MESSAGES, TRIAL_DEFAULTS, WEEKDAYS, minutesOf } from './school';
import { SERVICE_OPTIONS, formSignals, type ServiceValue } from './schemas';
import { consentFields } from './privacy';

export const clockTime = z.string({ error: SCHOOL_MESSAGES.clock }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, SCHOOL_MESSAGES.clock);
export const serviceValue = z.enum(SERVICE_OPTIONS.map((o) => o.value) as [ServiceValue, ...ServiceValue[]], { error: SCHOOL_MESSAGES.service });
/** '' and null mean "not given" for optional fields. */
export const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
export const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

export const availabilityWindow = z
  .object({
    day: z.enum(WEEKDAYS, { error: 'Choose a day of the week' }),
    from: clockTime,
    to: clockTime,
    slotMinutes: wholeNumber(SCHOOL_MESSAGES.slotMinutes, TRIAL_DEFAULTS.minSlotMinutes, TRIAL_DEFAULTS.maxSlotMinutes),
    services: z.preprocess(blankToUndefined, z.array(serviceValue).max(SERVICE_OPTIONS.length).optional()),
  })
  .superRefine((w, ctx) => {
    if (minutesOf(w.to) <= minutesOf(w.from)) ctx.addIssue({ code: 'custom', path: ['to'], message: SCHOOL_MESSAGES.toAfterFrom });
    else if (minutesOf(w.to) - minutesOf(w.from) < w.slotMinutes) ctx.addIssue({ code: 'custom', path: ['to'], message: SCHOOL_MESSAGES.windowTooShort });
  });

export const availabilityInput = z.object({
  weekly: z.array(availabilityWindow).max(50),
  daysOff: z.preprocess(
    blankToUndefined,
    z
      .array(z.string().trim().refine(isCalendarDay, SCHOOL_MESSAGES.dayOff))
      .max(366)
      .optional(),
  ),
  daysAhead: z.preprocess(blankToUndefined, wholeNumber(SCHOOL_MESSAGES.daysAhead, 1, TRIAL_DEFAULTS.maxDaysAhead).optional()),
});
export type AvailabilityInput = z.infer<typeof availabilityInput>;
const slotId = z.string({ error: SCHOOL_MESSAGES.slotUnknown }).trim().min(1, SCHOOL_MESSAGES.slotUnknown).max(LIMITS.id, SCHOOL_MESSAGES.slotUnknown);

/**
 * A learner under 18's parent or guardian (trial lessons and programmes alike): their name, an email
 * and/or a phone, and their confirmation (learnerAgeRule says when each is needed).
 */
export const guardianFields = {
  guardianName: z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.name, MESSAGES.tooLong(LIMITS.name)).optional()),
  guardianEmail: z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.email, MESSAGES.tooLong(LIMITS.email)).email(MESSAGES.email).optional()),
  guardianPhone: z.preprocess(blankToUndefined, z.string().trim().min(7, MESSAGES.phone).max(LIMITS.phone, MESSAGES.tooLong(LIMITS.phone)).optional()),
  guardianConfirmed: z.preprocess((v) => (v === 'on' || v === 'true' ? true : v === '' || v === 'false' || v === null ? undefined : v), z.boolean().optional()),
};

const trialBookingFields = z.object({
  slotId,
  name: z.string({ error: MESSAGES.name }).trim().min(2, MESSAGES.name).max(LIMITS.name, MESSAGES.tooLong(LIMITS.name)),
  email: z.string({ error: MESSAGES.email }).trim().max(LIMITS.email, MESSAGES.tooLong(LIMITS.email)).email(MESSAGES.email),
  phone: z.string({ error: MESSAGES.phone }).trim().min(7, MESSAGES.phone).max(LIMITS.phone, MESSAGES.tooLong(LIMITS.phone)),
  service: serviceValue,
  age: wholeNumber(SCHOOL_MESSAGES.age, 1, 120),
  ...guardianFields,
  note: z.preprocess(blankToUndefined, z.string().trim().max(1000, MESSAGES.tooLong(1000)).optional()),
});
/**
 * 8 and over; under 18 with a parent's or guardian's name, their email or phone, and their confirmation
 * (trial lessons and programmes alike; for 18 and over the guardian's fields are not kept).
 */
export const learnerAgeRule =
  (tooYoung: string) =>
  (b: { age: number; guardianName?: string; guardianEmail?: string; guardianPhone?: string; guardianConfirmed?: boolean }, ctx: z.RefinementCtx) => {
    if (b.age < TRIAL_DEFAULTS.minAge) ctx.addIssue({ code: 'custom', path: ['age'], message: tooYoung });
    else if (b.age < TRIAL_DEFAULTS.adultAge) {
      if (!b.guardianName) ctx.addIssue({ code: 'custom', path: ['guardianName'], message: SCHOOL_MESSAGES.guardian });
      if (!b.guardianEmail && !b.guardianPhone) ctx.addIssue({ code: 'custom', path: ['guardianEmail'], message: SCHOOL_MESSAGES.guardianContact });
      if (b.guardianConfirmed !== true) ctx.addIssue({ code: 'custom', path: ['guardianConfirmed'], message: SCHOOL_MESSAGES.guardianConfirm });
    }
  };

/** What is kept of the guardian: nothing for a learner of 18 and over. */
export function guardianOf(b: { age: number; guardianName?: string; guardianEmail?: string; guardianPhone?: string; guardianConfirmed?: boolean }) {
  if (b.age >= TRIAL_DEFAULTS.adultAge) return {};
  return { guardianName: b.guardianName, guardianEmail: b.guardianEmail, guardianPhone: b.guardianPhone, guardianConfirmed: b.guardianConfirmed };
}
const ageRule = learnerAgeRule(SCHOOL_MESSAGES.tooYoung);
export const trialBookingInput = trialBookingFields.superRefine(ageRule);
export type TrialBookingInput = z.infer<typeof trialBookingInput>;
/** The route's body: the booking and the form's signals (never stored). */
export const trialBookingRequest = trialBookingFields.extend(formSignals.shape).extend(consentFields).superRefine(ageRule);
export type TrialBookingRequest = z.infer<typeof trialBookingRequest>;

export const trialRescheduleInput = z.object({ slotId });
export type TrialRescheduleInput = z.infer<typeof trialRescheduleInput>;

export const trialAttendanceInput = z.object({ status: z.enum(['attended', 'no-show'], { error: 'Choose attended or no-show' }) });
export type TrialAttendanceInput = z.infer<typeof trialAttendanceInput>;
