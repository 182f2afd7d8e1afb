// Monthly programmes' input schemas (contract/programmes.ts has the types and messages).
import * as z from 'zod';
import { LIMITS } from './constants';
import { isCalendarDay } from './dates';
import { MESSAGES } from './messages';
import { PROGRAMME_MESSAGES } from './programmes';
import { SCHOOL_MESSAGES, WEEKDAYS } from './school';
import { clockTime, guardianFields, learnerAgeRule, serviceValue, wholeNumber } from './school-schemas';
import { formSignals } from './schemas';
import { consentFields } from './privacy';

export const programmeMeeting = z.object({
  day: z.enum(WEEKDAYS, { error: 'Choose a day of the week' }),
  time: clockTime,
  minutes: wholeNumber(PROGRAMME_MESSAGES.minutes, 15, 480),
});

export const programmeInput = z.object({
  name: z.string({ error: PROGRAMME_MESSAGES.name }).trim().min(2, PROGRAMME_MESSAGES.name).max(LIMITS.name, MESSAGES.tooLong(LIMITS.name)),
  service: serviceValue,
  monthlyFee: wholeNumber(PROGRAMME_MESSAGES.fee, 100, 10_000_000),
  meets: z.array(programmeMeeting, { error: PROGRAMME_MESSAGES.meets }).min(1, PROGRAMME_MESSAGES.meets).max(14),
  capacity: wholeNumber(PROGRAMME_MESSAGES.capacity, 1, 500),
  startsOn: z.string({ error: PROGRAMME_MESSAGES.startsOn }).trim().refine(isCalendarDay, PROGRAMME_MESSAGES.startsOn),
});
export type ProgrammeInput = z.infer<typeof programmeInput>;

const enrolFields = z.object({
  name: z.string({ error: MESSAGES.name }).trim().min(2, MESSAGES.name).max(LIMITS.name, MESSAGES.tooLong(LIMITS.name)),
  email: z.string({ error: MESSAGES.email }).trim().max(LIMITS.email, MESSAGES.tooLong(LIMITS.email)).email(MESSAGES.email),
  phone: z.string({ error: MESSAGES.phone }).trim().min(7, MESSAGES.phone).max(LIMITS.phone, MESSAGES.tooLong(LIMITS.phone)),
  age: wholeNumber(SCHOOL_MESSAGES.age, 1, 120),
  ...guardianFields,
});
const ageRule = learnerAgeRule(PROGRAMME_MESSAGES.tooYoung);
export const enrolInput = enrolFields.superRefine(ageRule);
export type EnrolInput = z.infer<typeof enrolInput>;
/** The route's body: the enrolment and the form's signals (never stored). */
export const enrolRequest = enrolFields.extend(formSignals.shape).extend(consentFields).superRefine(ageRule);
export type EnrolRequest = z.infer<typeof enrolRequest>;

/** The admin turns a trial into an enrolment: which programme (the learner's details are the trial's). */
export const trialEnrolInput = z.object({ programmeId: z.string({ error: PROGRAMME_MESSAGES.programmeId }).trim().min(1, PROGRAMME_MESSAGES.programmeId).max(64) });
export type TrialEnrolInput = z.infer<typeof trialEnrolInput>;
