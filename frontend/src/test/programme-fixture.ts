// A monthly programme as the admin API answers it, for the SPA's tests: the
// Saturday piano class, with any field overridden.
import type { Programme } from '../../../contract/programmes';

export const programmeFixture = (over: Partial<Programme> = {}): Programme => ({
  id: 'prg-piano',
  name: 'Saturday Piano',
  service: 'instrument-lessons',
  monthlyFee: 20000,
  meets: [{ day: 'sat', time: '10:00', minutes: 90 }],
  capacity: 10,
  startsOn: '2030-01-04',
  seatsTaken: 3,
  createdAt: '2029-12-01T10:00:00.000Z',
  ...over,
});
