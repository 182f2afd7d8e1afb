// What the learner's manage page is told about their booking (no email or phone).
import { TRIAL_CHANGE_CUTOFF_MS, type TrialBooking, type TrialBookingView } from '../../../contract/school';

export function changeUntil(booking: Pick<TrialBooking, 'startsAt'>): Date {
  return new Date(new Date(booking.startsAt).getTime() - TRIAL_CHANGE_CUTOFF_MS);
}

export function bookingView(booking: TrialBooking, now: Date): TrialBookingView {
  const until = changeUntil(booking);
  return {
    name: booking.name,
    service: booking.service,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    status: booking.status,
    changeUntil: until.toISOString(),
    canChange: booking.status === 'booked' && now < until,
  };
}
