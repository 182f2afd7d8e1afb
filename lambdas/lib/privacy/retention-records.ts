// The retention job's rules for the records kept longest or found per person (docs/PRODUCT-RULES.md,
// Retention that runs by itself): stopped learners and their guardians, the buyer on old receipts and
// credit notes, consent answers past their proof period, privacy requests. Each reads its period through
// its kind's rule (retention-rules.ts), finds what is due without a Scan, at most `batch` per rule and
// run, and changes each record with one conditional write or transaction (retention-records-repo.ts).
import type { RetentionSettings } from '../../../contract/privacy';
import { queryPartition, type Item } from '../db/items';
import { keys } from '../db/keys';
import { oldestBefore } from '../db/retention-repo';
import { retentionRecordsRepo as repo } from '../db/retention-records-repo';
import { keyOf } from '../db/rewrite';
import { ERASED_NAME } from './person-hash';
import { standsOf } from './person-stands';
import { cutoff } from './retention-periods';
import type { RetentionRun } from './retention-rules';

type RecordsRun = Pick<RetentionRun, 'learners' | 'receipts' | 'creditNotes' | 'consents' | 'privacyRequestEmails' | 'privacyRequests'>;

export async function removeDueRecords(now: Date, settings: RetentionSettings, batch: number): Promise<RecordsRun> {
  const at = now.toISOString();
  return {
    learners: await learners(cutoff(now, settings, 'learner').toISOString(), batch),
    ...(await accountingFiles(cutoff(now, settings, 'receipt').toISOString(), batch, at)),
    consents: await consents(cutoff(now, settings, 'consent').toISOString(), batch),
    ...(await privacyRequests(cutoff(now, settings, 'privacyRequest', 0).toISOString(), cutoff(now, settings, 'privacyRequest', 1).toISOString(), batch)),
  };
}

/** When a stopped learner's time started: their stop (the last change), or the last day they paid for if later. */
export function learnerEnd(learner: Item): string {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const changed = text(learner.updatedAt) || text(learner.createdAt);
  const paid = typeof learner.paidThrough === 'string' ? `${learner.paidThrough}T23:59:59.999Z` : '';
  return paid > changed ? paid : changed;
}

/** Stopped learners whose end is before the cutoff, programme by programme (each roster is one Query). */
async function learners(before: string, batch: number): Promise<number> {
  let done = 0;
  for (const programme of await queryPartition(keys.programmesPartition)) {
    if (done >= batch) break;
    const due = (await repo.learnersOf(String(programme.id))).filter((l) => l.status === 'stopped' && l.name !== ERASED_NAME && learnerEnd(l) < before);
    for (const learner of due.slice(0, batch - done)) {
      const stand = (await standsOf([learner.email]))(String(learner.email));
      if (await repo.pseudonymiseLearner(learner, stand)) done++;
    }
  }
  return done;
}

/**
 * Paid orders made before the cutoff whose file is not closed yet: when the order's last receipt or credit
 * note was issued before the cutoff too, every document still naming its buyer gets the stand-in (an order
 * with a document issued later waits; it is read again the next day).
 */
async function accountingFiles(before: string, batch: number, at: string): Promise<Pick<RetentionRun, 'receipts' | 'creditNotes'>> {
  let receipts = 0;
  let creditNotes = 0;
  const orders = await oldestBefore(keys.registrationsPartition, before, batch, { expression: 'attribute_exists(payment.paidAt) AND attribute_not_exists(documentsPseudonymisedAt)', values: {} });
  for (const order of orders) {
    const documents = await repo.documentsOf(String(order.id));
    if (documents.some((doc) => String(doc.issuedAt) >= before)) continue;
    const buyerOf = (doc: Item) => ((doc.data as Item | undefined)?.buyer as Item | undefined) ?? {};
    const naming = documents.filter((doc) => buyerOf(doc).name !== undefined && buyerOf(doc).name !== ERASED_NAME);
    const stands = await standsOf(naming.map((doc) => buyerOf(doc).email));
    const closed = await repo.closeAccountingFile(String(order.id), naming.map((doc) => ({ key: keyOf(doc), stand: stands(String(buyerOf(doc).email)) })), at);
    if (!closed) continue;
    receipts += naming.filter((doc) => doc.kind === 'receipt').length;
    creditNotes += naming.filter((doc) => doc.kind === 'credit').length;
  }
  return { receipts, creditNotes };
}

/**
 * Consent answers given before the cutoff, person by person: an answer stopped counting when the person's
 * next answer came (or, a no, when it was given); it goes once that is before the cutoff. The yes in force
 * stays, and leaves the list so it is not read every day: the person's next answer brings it back with it.
 */
async function consents(before: string, batch: number): Promise<number> {
  const people = new Set((await oldestBefore(keys.consentsPartition, before, batch)).map((item) => String(item.pk)));
  let deleted = 0;
  for (const pk of people) {
    const answers = await repo.consentsOf(pk);
    for (const [i, answer] of answers.entries()) {
      const next = answers[i + 1];
      const ended = next ? String(next.at) : answer.marketing === true ? null : String(answer.at);
      if (ended !== null && ended < before) {
        if (await repo.deleteConsent(keyOf(answer))) deleted++;
      } else if (ended === null && answer.gsi1pk !== undefined && String(answer.at) < before) {
        await repo.unlistConsent(keyOf(answer));
      }
    }
  }
  return deleted;
}

/** Answered requests lose their email after the first period; every request goes after the second. */
async function privacyRequests(emailBefore: string, recordBefore: string, batch: number): Promise<Pick<RetentionRun, 'privacyRequestEmails' | 'privacyRequests'>> {
  let privacyRequestEmails = 0;
  let privacyRequests = 0;
  const answered = await oldestBefore(keys.privacyRequestsPartition, emailBefore, batch, { expression: 'attribute_exists(email) AND attribute_exists(done)', values: {} });
  for (const request of answered) if (await repo.forgetRequestEmail(String(request.id))) privacyRequestEmails++;
  for (const request of await oldestBefore(keys.privacyRequestsPartition, recordBefore, batch)) if (await repo.deleteRequest(String(request.id))) privacyRequests++;
  return { privacyRequestEmails, privacyRequests };
}
