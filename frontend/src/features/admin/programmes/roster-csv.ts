// A programme's roster as CSV (the project's CSV helper, ../csv.ts): one row a learner.
import type { Learner } from '../../../../../contract/programmes';
import type { CsvColumn } from '../csv';

export const ROSTER_COLUMNS: readonly CsvColumn<Learner>[] = [
  { header: 'Learner', value: (l) => l.name },
  { header: 'Age', value: (l) => l.age },
  { header: 'Parent or guardian', value: (l) => l.guardianName },
  { header: 'Email', value: (l) => l.email },
  { header: 'Phone', value: (l) => l.phone },
  { header: 'Status', value: (l) => l.status },
  { header: 'Paid through', value: (l) => l.paidThrough },
  { header: 'Enrolled', value: (l) => l.createdAt.slice(0, 10) },
];

/** 'roster-saturday-piano-2026-11-27.csv' */
export const rosterFilename = (programme: string, today: string) =>
  `roster-${programme.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'programme'}-${today}.csv`;
