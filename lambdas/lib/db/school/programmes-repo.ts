// Monthly programmes and their learners (docs/ARCHITECTURE.md, Monthly programmes).
// A seat is taken by the programme's `seatsTaken < capacity` update in the same
// transaction as the learner, their manage token and their webhook link: of any
// number of parallel enrolments for the last seat exactly one goes through, and
// nothing of the others is written.
import { randomBytes } from 'node:crypto';
import type { Learner, LearnerStatus, Programme } from '../../../../contract/programmes';
import type { EnrolInput, ProgrammeInput } from '../../../../contract/programme-schemas';
import { tableName } from '../client';
import { getItem, newId, nowIso, pick, queryItemPartition, queryPartition, transact, type Item, type TransactItem } from '../items';
import { keys } from '../keys';
import { outboxRepo } from '../outbox-repo';
import { learnerRecipients } from '../../../../contract/school';
import { guardianOf } from '../../../../contract/school-schemas';

const PROGRAMME_FIELDS = ['id', 'name', 'service', 'monthlyFee', 'meets', 'capacity', 'startsOn', 'seatsTaken', 'createdAt', 'updatedAt'];
const LEARNER_FIELDS = ['id', 'programmeId', 'name', 'email', 'phone', 'age', 'guardianName', 'guardianEmail', 'guardianPhone', 'guardianConfirmed', 'status', 'paidThrough', 'createdAt', 'holdExpiresAt', 'releasedAt', 'refundDue', 'trialId'];
export const toProgramme = (item: Item) => pick<Programme>(item, PROGRAMME_FIELDS);
const toLearner = (item: Item) => pick<Learner>(item, LEARNER_FIELDS);
export const newEnrolmentToken = (): string => randomBytes(16).toString('base64url');

/** A learner with what the webhooks and the manage page need besides the roster's fields. */
export type LearnerRecord = Learner & { feeKobo: number; planCode: string; subscriptionCode?: string; emailToken?: string; manageToken: string };
export const toRecord = (item: Item): LearnerRecord => ({
  ...toLearner(item),
  feeKobo: Number(item.feeKobo),
  planCode: String(item.planCode),
  manageToken: String(item.manageToken),
  ...(typeof item.subscriptionCode === 'string' ? { subscriptionCode: item.subscriptionCode, emailToken: String(item.emailToken) } : {}),
});

/** The Paystack plan a programme charges with, for the fee it was made for. */
export type ProgrammePlan = { planCode: string; planFeeKobo: number };

/** 'extra': one of the caller's own writes (EnrolOptions.extra) refused. */
export type EnrolResult = { ok: true; learner: LearnerRecord } | { ok: false; reason: 'full' | 'enrolled' | 'extra' };

/**
 * The enrolment's hold (when the seat goes back if the first month is unpaid), and for the admin's trial
 * enrolment: the id and token made before Paystack's checkout (its reference and callback), the trial it
 * came from, and the caller's writes that go in the same transaction (the trial's guard, the mail).
 */
export type EnrolOptions = { holdExpiresAt: string; id?: string; manageToken?: string; trialId?: string; extra?: TransactItem[] };

export const planLink = (planCode: string, email: string) => `plan:${planCode}:${email.trim().toLowerCase()}`;
export const subscriptionLink = (code: string) => `sub:${code}`;
/** A released learner's first charge finds them by our reference (the learner's id): see keys.programmeLink. */
export const referenceLink = (learnerId: string) => `ref:${learnerId}`;

export const put = (item: Item, condition = 'attribute_not_exists(pk)', values?: Record<string, unknown>): TransactItem => ({
  Put: { TableName: tableName(), Item: item, ConditionExpression: condition, ...(values ? { ExpressionAttributeValues: values } : {}) },
});
/** One seat back to the programme (a learner stopped, or an enrolment whose checkout could not start). */
export const freeSeat = (programmeId: string): TransactItem => ({
  Update: { TableName: tableName(), Key: keys.programme(programmeId), UpdateExpression: 'SET seatsTaken = seatsTaken - :one', ConditionExpression: 'seatsTaken > :zero', ExpressionAttributeValues: { ':one': 1, ':zero': 0 } },
});

export const programmesRepo = {
  async create(input: ProgrammeInput): Promise<Programme> {
    const id = newId();
    const item = { ...keys.programme(id), ...keys.programmeGsi(input.startsOn, id), id, ...input, seatsTaken: 0, createdAt: nowIso() };
    await transact([put(item)]);
    return toProgramme(item);
  },

  /** null: no such programme; 'below': the new capacity is under the seats taken at the time of the write. */
  async update(id: string, input: ProgrammeInput): Promise<Programme | null | 'below'> {
    // An Update of the given fields, never a Put of what was read: a parallel enrolment's seat is not lost.
    const fields: Item = { ...input, gsi1sk: keys.programmeGsi(input.startsOn, id).gsi1sk, updatedAt: nowIso() };
    const names = Object.fromEntries(Object.keys(fields).map((k) => [`#${k}`, k]));
    const values = { ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [`:${k}`, v])), ':cap': input.capacity };
    const failed = await transact([
      {
        Update: {
          TableName: tableName(),
          Key: keys.programme(id),
          UpdateExpression: `SET ${Object.keys(fields).map((k) => `#${k} = :${k}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk) AND seatsTaken <= :cap',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
    ]);
    if (failed) return (await getItem(keys.programme(id))) ? 'below' : null;
    const item = await getItem(keys.programme(id));
    return item ? toProgramme(item) : null;
  },

  async get(id: string): Promise<(Programme & Partial<ProgrammePlan>) | null> {
    const item = await getItem(keys.programme(id));
    if (!item) return null;
    return { ...toProgramme(item), ...(typeof item.planCode === 'string' ? { planCode: item.planCode, planFeeKobo: Number(item.planFeeKobo) } : {}) };
  },

  async list(): Promise<Programme[]> {
    return (await queryPartition(keys.programmesPartition)).map(toProgramme);
  },

  /** Remember the plan made for the programme's fee (a later fee gets a new plan; subscribers keep theirs). */
  async setPlan(id: string, plan: ProgrammePlan): Promise<void> {
    await transact([
      { Update: { TableName: tableName(), Key: keys.programme(id), UpdateExpression: 'SET planCode = :code, planFeeKobo = :fee', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':code': plan.planCode, ':fee': plan.planFeeKobo } } },
    ]);
  },

  async enrol(programmeId: string, input: EnrolInput, plan: ProgrammePlan, options: EnrolOptions): Promise<EnrolResult> {
    const id = options.id ?? newId();
    const manageToken = options.manageToken ?? newEnrolmentToken();
    const learner = {
      ...keys.learner(programmeId, id),
      ...keys.enrolmentHoldDue(options.holdExpiresAt, id),
      id,
      programmeId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      age: input.age,
      ...guardianOf(input),
      status: 'pending' satisfies LearnerStatus,
      feeKobo: plan.planFeeKobo,
      planCode: plan.planCode,
      manageToken,
      holdExpiresAt: options.holdExpiresAt,
      ...(options.trialId ? { trialId: options.trialId } : {}),
      createdAt: nowIso(),
    };
    const extra = options.extra ?? [];
    const failed = await transact([
      {
        Update: {
          TableName: tableName(),
          Key: keys.programme(programmeId),
          UpdateExpression: 'SET seatsTaken = seatsTaken + :one',
          ConditionExpression: 'attribute_exists(pk) AND seatsTaken < #capacity',
          ExpressionAttributeNames: { '#capacity': 'capacity' },
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      put(learner),
      put({ ...keys.enrolmentToken(manageToken), programmeId, learnerId: id }),
      // One email per programme; a link whose learner's unpaid hold was released may be taken again.
      put({ ...keys.programmeLink(planLink(plan.planCode, input.email)), programmeId, learnerId: id }, 'attribute_not_exists(pk) OR released = :yes', { ':yes': true }),
      ...extra,
    ]);
    if (failed) return { ok: false, reason: failed.includes(0) ? 'full' : failed.includes(3) ? 'enrolled' : 'extra' };
    return { ok: true, learner: toRecord(learner) };
  },

  /** Undo an enrolment whose checkout could not start: the learner, their token and link go, the seat comes back. */
  async withdraw(learner: LearnerRecord): Promise<void> {
    const del = (key: Item): TransactItem => ({ Delete: { TableName: tableName(), Key: key as never } });
    await transact([
      del(keys.learner(learner.programmeId, learner.id)),
      del(keys.enrolmentToken(learner.manageToken)),
      del(keys.programmeLink(planLink(learner.planCode, learner.email))),
      freeSeat(learner.programmeId),
    ]);
  },

  async roster(programmeId: string): Promise<Learner[]> {
    return (await queryItemPartition(keys.programme(programmeId).pk, { skPrefix: keys.learnerPrefix })).map(toLearner);
  },

  async learner(programmeId: string, learnerId: string): Promise<LearnerRecord | null> {
    const item = await getItem(keys.learner(programmeId, learnerId));
    return item ? toRecord(item) : null;
  },

  async byToken(token: string): Promise<LearnerRecord | null> {
    const pointer = await getItem(keys.enrolmentToken(token));
    return pointer ? programmesRepo.learner(String(pointer.programmeId), String(pointer.learnerId)) : null;
  },

  async byLink(link: string): Promise<LearnerRecord | null> {
    const pointer = await getItem(keys.programmeLink(link));
    return pointer ? programmesRepo.learner(String(pointer.programmeId), String(pointer.learnerId)) : null;
  },

  /**
   * Apply one Paystack event to a learner, once: the event's marker (attribute_not_exists) and the learner's
   * change go in one transaction, the change conditional on the learner being as read. 'replayed' when the
   * marker was there; 'changed' when the learner moved meanwhile (read again and retry). `stats`: the insights'
   * counter writes for the change (programme-stats.ts), in the same transaction.
   */
  async applyEvent(eventId: string, learner: LearnerRecord, change: LearnerChange, stats: TransactItem[] = []): Promise<'applied' | 'replayed' | 'changed'> {
    const set: string[] = ['updatedAt = :now'];
    const values: Record<string, unknown> = { ':now': nowIso(), ':status': learner.status };
    if (change.status) {
      set.push('#status = :newStatus');
      values[':newStatus'] = change.status;
    }
    if (change.paidThrough) {
      set.push('paidThrough = :paidThrough');
      values[':paidThrough'] = change.paidThrough;
    }
    if (change.subscription) {
      set.push('subscriptionCode = :sub', 'emailToken = :emailToken');
      values[':sub'] = change.subscription.code;
      values[':emailToken'] = change.subscription.emailToken;
    }
    // The first month paid: the unpaid hold is over (the learner leaves the worker's ENROLHOLDS#DUE list).
    const firstPaid = change.status === 'active' && learner.status === 'pending';
    let condition = '#status = :status';
    if (learner.paidThrough) {
      condition += ' AND paidThrough = :was';
      values[':was'] = learner.paidThrough;
    } else condition += ' AND attribute_not_exists(paidThrough)';
    const stopping = change.status === 'stopped' && learner.status !== 'stopped';
    const failed = await transact([
      put({ ...keys.programmeEvent(eventId), learnerId: learner.id, at: nowIso() }),
      {
        Update: {
          TableName: tableName(),
          Key: keys.learner(learner.programmeId, learner.id),
          UpdateExpression: `SET ${set.join(', ')}${firstPaid ? ' REMOVE gsi1pk, gsi1sk' : ''}`,
          ConditionExpression: condition,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: values,
        },
      },
      // The subscription's link, so that an invoice or a disable (which carry only the subscription) finds the learner.
      ...(change.subscription ? [put({ ...keys.programmeLink(subscriptionLink(change.subscription.code)), programmeId: learner.programmeId, learnerId: learner.id }, 'attribute_not_exists(pk) OR learnerId = :learner', { ':learner': learner.id })] : []),
      ...(stopping ? [freeSeat(learner.programmeId)] : []),
      // The first month paid: the enrolment mail with the manage link, queued once with the change.
      ...(firstPaid
        ? [outboxRepo.queue({ kind: 'enrolment-confirmation', to: learnerRecipients(learner), refs: { programmeId: learner.programmeId, learnerId: learner.id } }).put]
        : []),
      // A monthly charge failed for a learner who was paid up: one polite reminder, queued with the change (a further
      // failure while still overdue changes nothing, so sends nothing).
      ...(change.status === 'overdue' && learner.status === 'active'
        ? [outboxRepo.queue({ kind: 'enrolment-overdue', to: learnerRecipients(learner), refs: { programmeId: learner.programmeId, learnerId: learner.id } }).put]
        : []),
      ...stats,
    ]);
    if (!failed) return 'applied';
    return failed.includes(0) ? 'replayed' : 'changed';
  },
};

export type LearnerChange = { status?: LearnerStatus; paidThrough?: string; subscription?: { code: string; emailToken: string } };
