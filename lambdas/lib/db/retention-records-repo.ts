// The retention job's writes for the records kept longer or found per person (lambdas/lib/privacy/
// retention-records.ts): learners, the accounting documents of paid orders, consent answers and privacy
// requests. Each change of one record is ONE conditional write or ONE transaction, guarded on the record
// still being as the job found it, so a run repeated, or two at once, change each record once.
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { getItem, isConditionFailed, queryItemPartition, transact, type Item, type TransactItem } from './items';
import { keys, type Key } from './keys';
import { keyOf } from './rewrite';
import { planLink } from './school/programmes-repo';
import type { Stand } from './erasure-repo';

async function conditional(command: UpdateCommand | DeleteCommand): Promise<boolean> {
  try {
    await db().send(command);
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** The fields of a learner that name or describe them or their guardian (the data map's `learner`). */
const LEARNER_IDENTITY = ['phone', 'age', 'guardianName', 'guardianEmail', 'guardianPhone', 'guardianConfirmed'] as const;

export const retentionRecordsRepo = {
  /** Every learner of a programme (its roster: one Query of its partition). */
  learnersOf: (programmeId: string): Promise<Item[]> => queryItemPartition(keys.programme(programmeId).pk, { skPrefix: keys.learnerPrefix }),

  /**
   * A stopped learner whose time is up: name and email become the stand-in, phone, age and the guardian go;
   * status, paid months, refunds due and dates stay. With it, in the same transaction, the plan link whose
   * key holds their email, only while it still points at them (a released place's link may be another
   * enrolment's since). False when another run did it first (the name is the stand-in already) or the
   * learner is no longer stopped.
   */
  async pseudonymiseLearner(item: Item, stand: Stand): Promise<boolean> {
    const writes: TransactItem[] = [
      {
        Update: {
          TableName: tableName(),
          Key: keyOf(item),
          UpdateExpression: `SET #name = :name, email = :email REMOVE ${LEARNER_IDENTITY.join(', ')}`,
          ConditionExpression: 'attribute_exists(pk) AND #name <> :name AND #status = :stopped',
          ExpressionAttributeNames: { '#name': 'name', '#status': 'status' },
          ExpressionAttributeValues: { ':name': stand.name, ':email': stand.email, ':stopped': 'stopped' },
        },
      },
    ];
    if (typeof item.planCode === 'string' && typeof item.email === 'string') {
      const link = keys.programmeLink(planLink(item.planCode, item.email));
      if ((await getItem(link))?.learnerId === item.id) {
        writes.push({ Delete: { TableName: tableName(), Key: link, ConditionExpression: 'learnerId = :id', ExpressionAttributeValues: { ':id': item.id } } });
      }
    }
    return (await transact(writes)) === null;
  },

  /** An order's receipt and credit notes (its RECEIPT# partition). */
  documentsOf: (registrationId: string): Promise<Item[]> => queryItemPartition(keys.receipt(registrationId).pk),

  /**
   * An order's accounting file closed: each document still naming its buyer gets the stand-in (numbers,
   * lines, amounts and references stay) and the order is marked, in ONE transaction guarded on the mark
   * not being there yet, so the order leaves the job's list and two runs at once change its documents once.
   */
  async closeAccountingFile(registrationId: string, documents: Array<{ key: Key; stand: Stand }>, at: string): Promise<boolean> {
    const writes: TransactItem[] = [
      {
        Update: {
          TableName: tableName(),
          Key: keys.registration(registrationId),
          UpdateExpression: 'SET documentsPseudonymisedAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(documentsPseudonymisedAt)',
          ExpressionAttributeValues: { ':at': at },
        },
      },
      ...documents.map(
        ({ key, stand }): TransactItem => ({
          Update: {
            TableName: tableName(),
            Key: key,
            UpdateExpression: 'SET #data.buyer = :buyer',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#data': 'data' },
            ExpressionAttributeValues: { ':buyer': { name: stand.name, email: stand.email } },
          },
        }),
      ),
    ];
    return (await transact(writes)) === null;
  },

  /** Every consent answer of one person, oldest first. */
  consentsOf: (consentPk: string): Promise<Item[]> => queryItemPartition(consentPk),

  /** A consent answer whose proof period is over. False when another run deleted it first. */
  deleteConsent: (key: Key): Promise<boolean> =>
    conditional(new DeleteCommand({ TableName: tableName(), Key: key, ConditionExpression: 'attribute_exists(pk)' })),

  /**
   * The yes in force leaves the job's list (it is kept while it counts): read again only when a later answer
   * of the person is, which is when this one's period can start. Idempotent.
   */
  unlistConsent: (key: Key): Promise<boolean> =>
    conditional(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'REMOVE gsi1pk, gsi1sk', ConditionExpression: 'attribute_exists(gsi1pk)' })),

  /** A privacy request answered long enough ago loses its email; the keyed hash says who. */
  forgetRequestEmail: (id: string): Promise<boolean> =>
    conditional(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.privacyRequest(id),
        UpdateExpression: 'REMOVE email',
        ConditionExpression: 'attribute_exists(email) AND attribute_exists(done)',
      }),
    ),

  deleteRequest: (id: string): Promise<boolean> =>
    conditional(new DeleteCommand({ TableName: tableName(), Key: keys.privacyRequest(id), ConditionExpression: 'attribute_exists(pk)' })),
};
