// The public programme list's read through the lean client (no SDK): gsi1 PROGRAMMES.
import type { ProgrammeMeeting, PublicProgramme } from '../../../contract/programmes';
import type { ServiceValue } from '../../../contract/schemas';
import { keys } from './keys';
import { readPartition } from './public-partition';

/** Each programme with its seats left, never its plan or counts beyond that. */
export async function readPublicProgrammes(): Promise<PublicProgramme[]> {
  return (await readPartition(keys.programmesPartition)).map((item) => ({
    id: String(item.id),
    name: String(item.name),
    service: item.service as ServiceValue,
    monthlyFee: Number(item.monthlyFee),
    meets: Array.isArray(item.meets) ? (item.meets as ProgrammeMeeting[]) : [],
    startsOn: String(item.startsOn),
    seatsLeft: Math.max(0, Number(item.capacity) - Number(item.seatsTaken)),
  }));
}
