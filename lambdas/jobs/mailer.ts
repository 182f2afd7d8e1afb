// The mailer Lambda (not an API route): run every minute by EventBridge
// Scheduler, and by the table's stream as soon as a mail is queued. Either
// event only says "look at the outbox": it sends batches until none is due or
// the invocation is nearly out of time.
import type { Context } from 'aws-lambda';
import { runMailer } from '../lib/mail/mailer';

const BATCH = 25;
/** Leave this much of the invocation for the last batch's bookkeeping. */
const RESERVE_MS = 20_000;

export async function handler(_event: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<void> {
  for (;;) {
    const run = await runMailer({ limit: BATCH });
    const handled = run.sent + run.retried + run.failed + run.unknown + run.skipped;
    if (handled < BATCH) return;
    if (context && context.getRemainingTimeInMillis() < RESERVE_MS) return;
  }
}
