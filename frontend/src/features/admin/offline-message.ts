// The words of the admin's offline banner (docs/PRODUCT-RULES.md, The admin as
// an app), apart from the component so they are tested without rendering.
import { LAGOS_TIME_ZONE } from '../../../../contract/dates';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: LAGOS_TIME_ZONE });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: LAGOS_TIME_ZONE });

/** '14:32' today (Lagos), '28 Nov at 14:32' on another day. */
export function savedTime(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return DAY.format(at) === DAY.format(now) ? TIME.format(at) : `${DAY.format(at)} at ${TIME.format(at)}`;
}

/**
 * null when the page is online and shows the server's own answers. Offline, or
 * online with a saved copy on screen (the server could not be reached), it says
 * so, with the time of the oldest saved copy shown.
 */
export function offlineMessage(online: boolean, savedAt: string | null, now: Date = new Date()): string | null {
  const when = savedAt ? savedTime(savedAt, now) : '';
  const showing = when ? `Showing what was saved at ${when}` : '';
  if (!online) {
    return showing
      ? `You're offline. ${showing} — changes can't be saved until you're back online.`
      : "You're offline. Changes can't be saved until you're back online.";
  }
  if (savedAt) return `The server can't be reached. ${showing || 'Showing what was saved earlier'} — changes may not be saved.`;
  return null;
}
