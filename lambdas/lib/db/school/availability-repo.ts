// The admin's weekly trial-lesson availability: one document, Lagos times
// (docs/ARCHITECTURE.md, Trial lessons). Never set: no hours, 14 days ahead.
// On gsi1 (SCHOOL) too, so the public slot list reads it with the lean Query client.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { type Availability } from '../../../../contract/school';
import type { AvailabilityInput } from '../../../../contract/school-schemas';
import { toAvailability } from '../public-school';
import { db, tableName } from '../client';
import { getItem, nowIso } from '../items';
import { keys } from '../keys';

export const availabilityRepo = {
  async get(): Promise<Availability> {
    return toAvailability(await getItem(keys.availability));
  },

  async save(input: AvailabilityInput): Promise<Availability> {
    const item = {
      ...keys.availability,
      ...keys.availabilityGsi,
      // Strip undefined service lists: the document client refuses undefined.
      weekly: input.weekly.map(({ services, ...w }) => (services?.length ? { ...w, services } : w)),
      daysOff: [...new Set(input.daysOff ?? [])].sort(),
      daysAhead: input.daysAhead ?? toAvailability(null).daysAhead,
      updatedAt: nowIso(),
    };
    await db().send(new PutCommand({ TableName: tableName(), Item: item }));
    return toAvailability(item);
  },
};
