import { readAvailability, readTakenSlotIds } from '../lib/db/public-school';
import { handleRead } from '../lib/http-read';
import { openSlots } from '../lib/school/slots';

// The free trial slots from now (lean: the booking page's first call). Never
// cached, so a slot just taken is gone from the next answer.
export const handler = handleRead(
  async ({ event }) => {
    const now = new Date();
    const service = event.queryStringParameters?.service?.trim() || undefined;
    const [availability, taken] = await Promise.all([readAvailability(), readTakenSlotIds(now.toISOString())]);
    const slots = openSlots(availability, now, service).filter((slot) => !taken.has(slot.id));
    return { body: { success: true, data: { slots } } };
  },
  { publicCache: false },
);
