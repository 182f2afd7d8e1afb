// Daily at 09:00 Lagos (EventBridge Scheduler): queue tomorrow's reminders.
import { queueReminders } from '../lib/mail/jobs';

export async function handler(): Promise<{ queued: number }> {
  const queued = await queueReminders(new Date());
  console.log(`reminders: ${queued} queued`);
  return { queued };
}
