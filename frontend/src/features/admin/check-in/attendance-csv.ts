// The attendance export: every registration of the event with its check-in
// time and admin, from the list the door holds (fresh when online).
import type { AttendeesResponse, Attendee } from '../../../../../contract/schemas';
import { buildCsv, downloadCsv, type CsvColumn } from '../csv';

const COLUMNS: readonly CsvColumn<Attendee>[] = [
  { header: 'Name', value: (a) => a.name },
  { header: 'Email', value: (a) => a.email },
  { header: 'Phone', value: (a) => a.phone },
  { header: 'Status', value: (a) => (a.status === 'cancelled' ? 'cancelled' : a.checkedInAt ? 'checked in' : 'not checked in') },
  { header: 'Checked In At', value: (a) => a.checkedInAt },
  { header: 'Checked In By', value: (a) => a.checkedInBy },
];

export const attendanceCsv = (list: AttendeesResponse): string => buildCsv(COLUMNS, list.attendees);

export function downloadAttendance(list: AttendeesResponse): void {
  downloadCsv(`attendance-${list.event.id}-${list.event.date}.csv`, attendanceCsv(list));
}
