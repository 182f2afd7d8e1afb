// Trial bookings (docs/ARCHITECTURE.md, Trial lessons). A slot is taken by the
// Put of its TRIALSLOT# item (attribute_not_exists) in the same transaction as
// the booking, its manage token and its mails: of any number of parallel
// bookings of one slot exactly one goes through, and nothing of the others is
// written. Moving a booking takes the new slot and gives back the old one in
// one transaction; cancelling gives it back.
import { randomBytes } from 'node:crypto';
import { TRIAL_CHANGE_CUTOFF_MS, type TrialBooking, type TrialSlot, type TrialStatus, learnerRecipients } from '../../../../contract/school';
import type { TrialBookingInput } from '../../../../contract/school-schemas';
import { tableName } from '../client';
import { getItem, newId, nowIso, pick, queryPartition, transact, type Item, type TransactItem } from '../items';
import { trialStatsChange } from './trial-stats';
import { keys } from '../keys';
import { outboxRepo } from '../outbox-repo';
import { guardianOf } from '../../../../contract/school-schemas';

const FIELDS = ['id', 'slotId', 'startsAt', 'endsAt', 'name', 'email', 'phone', 'service', 'age', 'guardianName', 'guardianEmail', 'guardianPhone', 'guardianConfirmed', 'note', 'status', 'createdAt', 'markedAt', 'enrolment'];
const toBooking = (item: Item) => pick<TrialBooking>(item, FIELDS);

export const newTrialToken = (): string => randomBytes(16).toString('base64url');

/** Booked, or why not: the slot was taken (by someone else, or first by a parallel request). */
export type BookResult = { ok: true; id: string; token: string } | { ok: false; reason: 'taken' };
export type ChangeResult = { ok: true; booking: TrialBooking } | { ok: false; reason: 'taken' | 'changed' };

const put = (item: Item, condition = 'attribute_not_exists(pk)'): TransactItem => ({ Put: { TableName: tableName(), Item: item, ConditionExpression: condition } });

/** The learner's mail and the provider's notice, queued in the booking's transaction. */
function mails(booking: Pick<TrialBooking, 'id' | 'email' | 'guardianEmail' | 'slotId'>, provider: string, change: 'booked' | 'rescheduled' | 'cancelled', previous?: string): TransactItem[] {
  const refs = { trialId: booking.id };
  const learner = outboxRepo.queue({
    kind: change === 'cancelled' ? 'trial-cancellation' : 'trial-confirmation',
    to: learnerRecipients(booking),
    refs,
    data: { change, slotId: booking.slotId },
  });
  const notice = outboxRepo.queue({ kind: 'trial-notification', to: [provider], refs, data: { change, ...(previous ? { previous } : {}) } });
  return [learner.put, notice.put];
}

/** The booking's slot item goes, only while it is still this booking's: the slot is free again. */
function releaseSlot(booking: TrialBooking): TransactItem {
  return { Delete: { TableName: tableName(), Key: keys.trialSlot(booking.slotId), ConditionExpression: 'bookingId = :id', ExpressionAttributeValues: { ':id': booking.id } } };
}

export const trialsRepo = {
  async book(input: TrialBookingInput, slot: TrialSlot, provider: string): Promise<BookResult> {
    const id = newId();
    const token = newTrialToken();
    const createdAt = nowIso();
    const booking = {
      ...keys.trialBooking(id),
      ...keys.trialBookingGsi(slot.startsAt, id),
      id,
      slotId: slot.id,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      name: input.name,
      email: input.email,
      phone: input.phone,
      service: input.service,
      age: input.age,
      ...guardianOf(input),
      note: input.note,
      status: 'booked' satisfies TrialStatus,
      manageToken: token,
      createdAt,
    };
    const failed = await transact([
      put({ ...keys.trialSlot(slot.id), bookingId: id, startsAt: slot.startsAt }),
      put(booking),
      put({ ...keys.trialToken(token), bookingId: id }),
      ...trialStatsChange(null, booking),
      ...mails(booking, provider, 'booked'),
    ]);
    if (failed) return { ok: false, reason: 'taken' };
    return { ok: true, id, token };
  },

  async get(id: string): Promise<TrialBooking | null> {
    const item = await getItem(keys.trialBooking(id));
    return item ? toBooking(item) : null;
  },

  /** The booking with its manage token, for the mailer. */
  async forMail(id: string): Promise<{ booking: TrialBooking; token: string } | null> {
    const item = await getItem(keys.trialBooking(id));
    return item ? { booking: toBooking(item), token: String(item.manageToken) } : null;
  },

  async findByToken(token: string): Promise<TrialBooking | null> {
    const pointer = await getItem(keys.trialToken(token));
    return typeof pointer?.bookingId === 'string' ? trialsRepo.get(pointer.bookingId) : null;
  },

  /**
   * Move a booked lesson to `slot`, while it is still booked at the time it
   * was read and more than the cut-off before it starts.
   */
  async reschedule(booking: TrialBooking, slot: TrialSlot, provider: string, now: Date): Promise<ChangeResult> {
    const moved = { ...booking, slotId: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt };
    const failed = await transact([
      put({ ...keys.trialSlot(slot.id), bookingId: booking.id, startsAt: slot.startsAt }),
      releaseSlot(booking),
      {
        Update: {
          TableName: tableName(),
          Key: keys.trialBooking(booking.id),
          UpdateExpression: 'SET slotId = :slot, startsAt = :startsAt, endsAt = :endsAt, gsi1sk = :sk, rescheduledAt = :now',
          ConditionExpression: '#status = :booked AND slotId = :old AND startsAt > :latest',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':slot': slot.id,
            ':startsAt': slot.startsAt,
            ':endsAt': slot.endsAt,
            ':sk': keys.trialBookingGsi(slot.startsAt, booking.id).gsi1sk,
            ':now': now.toISOString(),
            ':booked': 'booked',
            ':old': booking.slotId,
            ':latest': new Date(now.getTime() + TRIAL_CHANGE_CUTOFF_MS).toISOString(),
          },
        },
      },
      ...mails(moved, provider, 'rescheduled', booking.startsAt),
    ]);
    if (!failed) return { ok: true, booking: moved };
    return { ok: false, reason: failed.includes(0) ? 'taken' : 'changed' };
  },

  /** Cancel a booked lesson more than the cut-off before it starts; its slot is free again at once. */
  async cancel(booking: TrialBooking, provider: string, now: Date): Promise<ChangeResult> {
    const failed = await transact([
      releaseSlot(booking),
      {
        Update: {
          TableName: tableName(),
          Key: keys.trialBooking(booking.id),
          UpdateExpression: 'SET #status = :cancelled, cancelledAt = :now',
          ConditionExpression: '#status = :booked AND slotId = :slot AND startsAt > :latest',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':cancelled': 'cancelled',
            ':now': now.toISOString(),
            ':booked': 'booked',
            ':slot': booking.slotId,
            ':latest': new Date(now.getTime() + TRIAL_CHANGE_CUTOFF_MS).toISOString(),
          },
        },
      },
      ...trialStatsChange(booking, { ...booking, status: 'cancelled' }),
      ...mails(booking, provider, 'cancelled'),
    ]);
    if (failed) return { ok: false, reason: 'changed' };
    return { ok: true, booking: { ...booking, status: 'cancelled' } };
  },

  /**
   * The trial's enrolment, for the enrolment's own transaction (programmes-repo.ts enrol): written once, and
   * only while the trial is not cancelled, so of any number of parallel enrolments of one trial one goes through.
   */
  enrolmentGuard(id: string, enrolment: NonNullable<TrialBooking['enrolment']>): TransactItem {
    return {
      Update: {
        TableName: tableName(),
        Key: keys.trialBooking(id),
        UpdateExpression: 'SET enrolment = :enrolment',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(enrolment) AND #status <> :cancelled',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':enrolment': enrolment, ':cancelled': 'cancelled' },
      },
    };
  },

  /** Bookings whose lesson starts in [from, to) (ISO instants), by start time: one Query of TRIALS. */
  async startingBetween(from: string, to: string): Promise<TrialBooking[]> {
    const items = await queryPartition(keys.trialsPartition, { sortKey: { op: '>=', value: from } });
    return items.filter((item) => String(item.startsAt) < to).map(toBooking);
  },

  /**
   * Attended or no-show, for a booking that is not cancelled and whose lesson
   * starts before `until` (the end of the admin's day). Null when it does not exist.
   */
  async mark(id: string, status: 'attended' | 'no-show', until: string, now: Date): Promise<{ ok: true } | { ok: false; reason: 'missing' | 'cancelled' | 'not-yet' }> {
    // Guarded on the status read (the service counters move by it): a mark or a cancel in between reads again.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const booking = await trialsRepo.get(id);
      if (!booking) return { ok: false, reason: 'missing' };
      if (booking.status === 'cancelled') return { ok: false, reason: 'cancelled' };
      if (booking.startsAt >= until) return { ok: false, reason: 'not-yet' };
      const failed = await transact([
        {
          Update: {
            TableName: tableName(),
            Key: keys.trialBooking(id),
            UpdateExpression: 'SET #status = :status, markedAt = :now',
            ConditionExpression: 'attribute_exists(pk) AND #status = :was AND startsAt = :startsAt',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':status': status, ':now': now.toISOString(), ':was': booking.status, ':startsAt': booking.startsAt },
          },
        },
        ...trialStatsChange(booking, { ...booking, status }),
      ]);
      if (!failed) return { ok: true };
    }
    return { ok: false, reason: 'cancelled' };
  },
};
