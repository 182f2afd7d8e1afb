import type { PublicProgramme } from '../../contract/programmes';
import { programmesRepo } from '../lib/db/school/programmes-repo';
import { handle } from '../lib/http';

// Every programme with its seats left; a programme is listed from before it starts and while it runs (they have no end).
export const handler = handle({ auth: 'public' }, async () => {
  const data: PublicProgramme[] = (await programmesRepo.list()).map((p) => ({
    id: p.id,
    name: p.name,
    service: p.service,
    monthlyFee: p.monthlyFee,
    meets: p.meets,
    startsOn: p.startsOn,
    seatsLeft: Math.max(0, p.capacity - p.seatsTaken),
  }));
  return { body: { success: true, data } };
});
