// Every minute (EventBridge Scheduler) and when a webhook stores a charge
// (the table's stream): apply stored charges, end expired seat holds.
import { runPayments } from '../lib/payments/worker';

export async function handler(): Promise<unknown> {
  const run = await runPayments();
  console.log(`payments: ${JSON.stringify(run)}`);
  return run;
}
