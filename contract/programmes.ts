// Monthly programmes (docs/PRODUCT-RULES.md, Monthly programmes): a class that
// meets on a weekly day and time, paid monthly by Paystack subscription.
// Plain values only (no zod): the schemas are in programme-schemas.ts.
import type { ServiceValue } from './schemas';
import { WEEKDAY_LABELS, type Weekday } from './school';

/** When a programme meets: a Lagos weekday and wall-clock time, for so many minutes. */
export type ProgrammeMeeting = { day: Weekday; time: string; minutes: number };

/** A programme as the admin sees it; `monthlyFee` in whole naira. */
export type Programme = {
  id: string;
  name: string;
  service: ServiceValue;
  monthlyFee: number;
  meets: ProgrammeMeeting[];
  capacity: number;
  startsOn: string;
  seatsTaken: number;
  createdAt: string;
  updatedAt?: string;
};
/** What the public list shows. */
export type PublicProgramme = Pick<Programme, 'id' | 'name' | 'service' | 'monthlyFee' | 'meets' | 'startsOn'> & { seatsLeft: number };

export const LEARNER_STATUSES = ['pending', 'active', 'overdue', 'stopped'] as const;
export type LearnerStatus = (typeof LEARNER_STATUSES)[number];

/** A learner of a programme, as the admin's roster shows them. `paidThrough` is the last Lagos day paid for. */
export type Learner = {
  id: string;
  programmeId: string;
  name: string;
  email: string;
  phone: string;
  age: number;
  guardianName?: string;
  /** Under 18 (as a trial booking's): the parent or guardian's email and/or phone, and their confirmation. */
  guardianEmail?: string;
  guardianPhone?: string;
  guardianConfirmed?: boolean;
  status: LearnerStatus;
  paidThrough?: string;
  createdAt: string;
  /** While pending: when the seat is released if the first month is still unpaid (docs/PRODUCT-RULES.md, Monthly programmes). */
  holdExpiresAt?: string;
  /** The hold ended unpaid: the seat was given back (status `stopped`). */
  releasedAt?: string;
  /** Paid after the release with no seat left (or the email enrolled again): the provider refunds it. */
  refundDue?: { kobo: number; reason: string; at: string };
  /** The trial lesson this enrolment came from (the agenda's "Enrol in a programme"). */
  trialId?: string;
};
/** The learner's manage page: no email or phone. */
export type EnrolmentView = Pick<Learner, 'name' | 'status' | 'paidThrough' | 'holdExpiresAt'> & {
  programme: Pick<Programme, 'name' | 'monthlyFee' | 'meets'>;
  /** The first month was not paid in time: the seat went back. */
  released?: boolean;
};

export type ProgrammesResponse = { success: true; data: PublicProgramme[] };
export type AdminProgrammesResponse = { success: true; data: { items: Programme[] } };
export type ProgrammeResponse = { success: true; id: string; data: Programme; message?: string };
export type EnrolResponse = { success: true; id: string; message: string; data: { authorizationUrl: string } };
/** The admin enrolled a trial's learner: the learner's id and the first month's checkout (also mailed). */
export type TrialEnrolResponse = EnrolResponse & { data: { holdExpiresAt: string } };
export type LearnersResponse = { success: true; data: { items: Learner[] } };
export type EnrolmentViewResponse = { success: true; data: EnrolmentView; message?: string };

export const PROGRAMME_MESSAGES = {
  name: 'Enter the programme’s name',
  fee: 'Enter the monthly fee in naira (a whole number from 100)',
  capacity: 'Enter how many learners it takes (1 to 500)',
  startsOn: 'Enter the first day as YYYY-MM-DD',
  meets: 'Add at least one weekly meeting',
  minutes: 'Enter the length in minutes (15 to 480)',
  capacityBelowTaken: 'The capacity cannot be below the learners already enrolled',
  tooYoung: 'Programmes are for learners aged 8 and over',
  notFound: 'This programme could not be found.',
  full: 'Sorry, this programme is full.',
  alreadyEnrolled: 'This email is already enrolled in this programme.',
  enrolled: 'Your seat is held. Pay the first month to confirm it.',
  enrolmentNotFound: 'This enrolment could not be found.',
  notStarted: 'The first payment has not come through yet: there is no subscription to stop.',
  alreadyStopped: 'This subscription is already stopped.',
  stopped: 'Your monthly payments are stopped.',
  saved: 'Programme saved.',
  trialCancelled: 'This trial lesson was cancelled: there is no learner to enrol.',
  trialAlreadyEnrolled: 'This trial lesson’s learner is already enrolled.',
  trialNotFound: 'This trial lesson could not be found.',
  programmeId: 'Choose a programme',
  trialEnrolled: (email: string) => `Enrolment started: the payment link was mailed to ${email}.`,
  released: 'The first month was not paid in time, so the seat went back to the class. You may enrol again on the programmes page while seats are left.',
} as const;

/**
 * How long a pending enrolment keeps its seat while the first month is unpaid. Enrolling on the site goes
 * straight to Paystack's checkout, as the box office's order does: its 15 minutes (PAYMENT_HOLD_MINUTES).
 * A trial turned into an enrolment by the admin is paid from a mail the parent may read that evening or
 * the next day: 48 hours. After it the worker gives the seat back (lambdas/lib/school/enrolment-holds.ts).
 */
export const TRIAL_ENROLMENT_HOLD_HOURS = 48;

/** The last Lagos day a month's payment covers: from `from` to the day before the same date next month (31 Jan -> 28 Feb). */
export function monthCoveredFrom(from: string): string {
  const [y, m, d] = from.split('-').map(Number);
  const lastOfNext = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(y, m, Math.min(d, lastOfNext)));
  next.setUTCDate(next.getUTCDate() - 1);
  return next.toISOString().slice(0, 10);
}

/** 'Saturdays at 10:00 (90 minutes); Wednesdays at 17:00 (60 minutes)': Lagos time, for the pages and the mail. */
export function formatMeets(meets: readonly ProgrammeMeeting[]): string {
  return meets.map((m) => `${WEEKDAY_LABELS[m.day]}s at ${m.time} (${m.minutes} minutes)`).join('; ');
}
