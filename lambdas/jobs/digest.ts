// Daily at 18:00 Lagos (EventBridge Scheduler): queue the provider's summary of the day.
import { queueDigest } from '../lib/mail/jobs';

export async function handler(): Promise<{ queued: boolean }> {
  const queued = await queueDigest(new Date());
  console.log(`digest: ${queued ? 'queued' : 'nothing to queue'}`);
  return { queued };
}
