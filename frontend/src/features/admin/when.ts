import { LAGOS_TIME_ZONE } from '../../../../contract/dates';

const FORMAT = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: LAGOS_TIME_ZONE });

/** A moment as the provider reads it: Lagos time, date and minutes ('' when unknown). */
export function formatMoment(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : FORMAT.format(date);
}
