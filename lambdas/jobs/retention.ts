// Daily at 03:00 Lagos (EventBridge Scheduler): remove the personal data the
// retention settings say is due (lambdas/lib/privacy/retention.ts).
import { log } from '../lib/log';
import { runRetention, type RetentionRun } from '../lib/privacy/retention';

export async function handler(): Promise<RetentionRun> {
  const run = await runRetention({ now: new Date() });
  log.info('retention', run);
  return run;
}
