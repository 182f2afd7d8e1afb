// The cutoffs of the retention job: a period of the settings in force, read
// through the rule of the kind it applies to (retention-rules.ts), so the job
// cannot use a setting the map does not say for that kind.
import type { RetentionSettings } from '../../../contract/privacy';
import { RETENTION_RULES, type JobKind } from './retention-rules';

const DAY_MS = 86_400_000;

/** The instant `months` calendar months before `now` (the 31st of a short month: its last day). */
export function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() - months);
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, last));
  return at;
}

/** The instant before which a kind's items are due under the `which`-th setting of its rule. */
export function cutoff(now: Date, settings: RetentionSettings, kind: JobKind, which = 0): Date {
  const setting = (RETENTION_RULES[kind].settings as readonly (keyof RetentionSettings)[])[which];
  if (!setting) throw new Error(`the retention rule of ${kind} has no setting ${which}`);
  const n = settings[setting];
  if (setting.endsWith('Days')) return new Date(now.getTime() - n * DAY_MS);
  if (setting.endsWith('Years')) return monthsBefore(now, 12 * n);
  return monthsBefore(now, n);
}
