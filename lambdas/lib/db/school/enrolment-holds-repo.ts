// A pending enrolment's unpaid hold (docs/PRODUCT-RULES.md, Monthly programmes), as the box office's
// 15-minute hold of an unpaid order: when it ends the payments worker releases the seat, and a first
// charge that arrives after the release takes a free seat if there is one, else is flagged for refund.
// Each is one transaction guarded on the learner as read, so a release and a payment racing for the same
// learner end in exactly one of them, and the seat count always equals the learners holding one.
import { tableName } from '../client';
import { nowIso, queryPartition, transact, type TransactItem } from '../items';
import { keys } from '../keys';
import { outboxRepo } from '../outbox-repo';
import { freeSeat, planLink, put, referenceLink, toRecord, type LearnerRecord } from './programmes-repo';
import { learnerRecipients } from '../../../../contract/school';

/** The released learner's state a late charge was decided from: stopped by the release, never paid. */
const RELEASED_UNPAID = '#status = :stopped AND attribute_exists(releasedAt) AND attribute_not_exists(paidThrough)';

const marker = (eventId: string, learnerId: string): TransactItem => put({ ...keys.programmeEvent(eventId), learnerId, at: nowIso() });

export type LateCharge = { eventId: string; kobo: number; paidThrough: string };

export const enrolmentHoldsRepo = {
  /** The pending learners whose hold ended by `now` (one Query of the sparse ENROLHOLDS#DUE list). */
  async due(now: string): Promise<LearnerRecord[]> {
    return (await queryPartition(keys.enrolmentHoldsDuePartition, { sortKey: { op: '<', value: `${now}#\uffff` } })).map(toRecord);
  },

  /**
   * The seat goes back: the learner becomes `stopped` (with `releasedAt`), the plan link is marked released
   * (the same email may enrol again) and a `ref:` link keeps finding this learner for a late first charge.
   * 'changed': paid (or released) meanwhile, nothing written.
   */
  async release(learner: LearnerRecord, now: string): Promise<'released' | 'changed'> {
    if (!learner.holdExpiresAt) return 'changed';
    const failed = await transact([
      {
        Update: {
          TableName: tableName(),
          Key: keys.learner(learner.programmeId, learner.id),
          UpdateExpression: 'SET #status = :stopped, releasedAt = :now, updatedAt = :now REMOVE gsi1pk, gsi1sk',
          ConditionExpression: '#status = :pending AND holdExpiresAt = :hold AND holdExpiresAt <= :now AND attribute_not_exists(paidThrough)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':stopped': 'stopped', ':pending': 'pending', ':hold': learner.holdExpiresAt, ':now': now },
        },
      },
      freeSeat(learner.programmeId),
      {
        Update: {
          TableName: tableName(),
          Key: keys.programmeLink(planLink(learner.planCode, learner.email)),
          UpdateExpression: 'SET released = :yes',
          ConditionExpression: 'learnerId = :me',
          ExpressionAttributeValues: { ':yes': true, ':me': learner.id },
        },
      },
      put({ ...keys.programmeLink(referenceLink(learner.id)), programmeId: learner.programmeId, learnerId: learner.id }),
    ]);
    return failed ? 'changed' : 'released';
  },

  /**
   * The first month paid after the release: the learner is active again if a seat is free and the email has
   * not enrolled again meanwhile (the plan link is still theirs, released). 'no-seat' / 'enrolled-again':
   * nothing written, flag it for refund. `stats`: the insights' writes of a first month paid.
   */
  async revive(learner: LearnerRecord, charge: LateCharge, stats: TransactItem[]): Promise<'applied' | 'replayed' | 'changed' | 'no-seat' | 'enrolled-again'> {
    const now = nowIso();
    const failed = await transact([
      marker(charge.eventId, learner.id),
      {
        Update: {
          TableName: tableName(),
          Key: keys.learner(learner.programmeId, learner.id),
          UpdateExpression: 'SET #status = :active, paidThrough = :paidThrough, updatedAt = :now',
          ConditionExpression: `${RELEASED_UNPAID} AND attribute_not_exists(refundDue)`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':active': 'active', ':paidThrough': charge.paidThrough, ':now': now, ':stopped': 'stopped' },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: keys.programme(learner.programmeId),
          UpdateExpression: 'SET seatsTaken = seatsTaken + :one',
          ConditionExpression: 'attribute_exists(pk) AND seatsTaken < #capacity',
          ExpressionAttributeNames: { '#capacity': 'capacity' },
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: keys.programmeLink(planLink(learner.planCode, learner.email)),
          UpdateExpression: 'REMOVE released',
          ConditionExpression: 'learnerId = :me AND released = :yes',
          ExpressionAttributeValues: { ':me': learner.id, ':yes': true },
        },
      },
      outboxRepo.queue({ kind: 'enrolment-confirmation', to: learnerRecipients(learner), refs: { programmeId: learner.programmeId, learnerId: learner.id } }).put,
      ...stats,
    ]);
    if (!failed) return 'applied';
    if (failed.includes(0)) return 'replayed';
    if (failed.includes(1)) return 'changed';
    return failed.includes(3) ? 'enrolled-again' : 'no-seat';
  },

  /** Paid after the release with no seat for it: flagged for the provider to refund (added up, guarded on the amount read). */
  async flagRefund(learner: LearnerRecord, charge: LateCharge, reason: string): Promise<'applied' | 'replayed' | 'changed'> {
    const was = learner.refundDue;
    const failed = await transact([
      marker(charge.eventId, learner.id),
      {
        Update: {
          TableName: tableName(),
          Key: keys.learner(learner.programmeId, learner.id),
          UpdateExpression: 'SET refundDue = :refund, updatedAt = :now',
          ConditionExpression: `${RELEASED_UNPAID} AND ${was ? 'refundDue.kobo = :was' : 'attribute_not_exists(refundDue)'}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':refund': { kobo: (was?.kobo ?? 0) + charge.kobo, reason, at: nowIso() },
            ':now': nowIso(),
            ':stopped': 'stopped',
            ...(was ? { ':was': was.kobo } : {}),
          },
        },
      },
    ]);
    if (!failed) return 'applied';
    return failed.includes(0) ? 'replayed' : 'changed';
  },
};
