// Attendance per class meeting (docs/ARCHITECTURE.md, Monthly programmes). A
// learner is marked present at a meeting by ONE transaction: the mark's Put
// guarded attribute_not_exists (of any number of parallel or replayed marks of
// one learner for one meeting exactly one is applied), the meeting's `present`
// counter moved with it, and a ConditionCheck that the learner is still active or
// overdue (a learner stopped meanwhile is not marked).
import { ATTENDING_STATUSES } from '../../../../contract/attendance';
import { tableName } from '../client';
import { getItem, queryItemPartition, queryPartition, transact, type Item, type TransactItem } from '../items';
import { keys } from '../keys';
import { counterUpdate } from '../stats-repo';

export type Mark = { presentAt: string; presentBy: string };
export type MarkOutcome = ({ status: 'marked' | 'already_marked' } & Mark) | { status: 'not-attending' };

const toMark = (item: Item): Mark => ({ presentAt: String(item.presentAt), presentBy: String(item.presentBy) });
const counter = (programmeId: string, date: string, delta: number): TransactItem[] => counterUpdate(keys.attendanceMeeting(programmeId, date), { present: delta });

export const attendanceRepo = {
  async mark(programmeId: string, date: string, learnerId: string, mark: Mark): Promise<MarkOutcome> {
    const key = keys.attendanceMark(programmeId, date, learnerId);
    const failed = await transact([
      { Put: { TableName: tableName(), Item: { ...key, programmeId, date, learnerId, ...mark }, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.learner(programmeId, learnerId),
          ConditionExpression: '#status IN (:active, :overdue)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':active': ATTENDING_STATUSES[0], ':overdue': ATTENDING_STATUSES[1] },
        },
      },
      ...counter(programmeId, date, 1),
    ]);
    if (!failed) return { status: 'marked', ...mark };
    const first = await getItem(key);
    if (first) return { status: 'already_marked', ...toMark(first) };
    return { status: 'not-attending' };
  },

  /** The mark goes and the counter comes down together; false when the learner was not marked. */
  async undo(programmeId: string, date: string, learnerId: string): Promise<boolean> {
    const failed = await transact([
      { Delete: { TableName: tableName(), Key: keys.attendanceMark(programmeId, date, learnerId), ConditionExpression: 'attribute_exists(pk)' } },
      ...counter(programmeId, date, -1),
    ]);
    return !failed;
  },

  /** The marks of one meeting by learner id, and its counter: one Query of the meeting's partition. */
  async meeting(programmeId: string, date: string): Promise<{ marks: Map<string, Mark>; present: number }> {
    const items = await queryItemPartition(keys.attendanceMeeting(programmeId, date).pk);
    const marks = new Map(items.filter((i) => String(i.sk).startsWith(keys.attendanceMarkPrefix)).map((i) => [String(i.learnerId), toMark(i)]));
    const present = Number(items.find((i) => i.sk === keys.attendanceMeeting(programmeId, date).sk)?.present ?? 0);
    return { marks, present };
  },

  /** Present counts of the meetings on the Lagos days from..to, by `<date>#<programmeId>`: one Query of gsi1 ATTENDANCE. */
  async presentBetween(from: string, to: string): Promise<Map<string, number>> {
    const items = await queryPartition(keys.attendancePartition, { sortKey: { op: '>=', value: from } });
    // A day's keys are '<day>#<id>': everything of `to` sorts below '<to>$' ('$' follows '#').
    return new Map(items.filter((i) => String(i.gsi1sk) < `${to}$`).map((i) => [String(i.gsi1sk), Number(i.present ?? 0)]));
  },
};
