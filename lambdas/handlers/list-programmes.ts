import { readPublicProgrammes } from '../lib/db/public-programmes';
import { handleRead } from '../lib/http-read';

// Every programme with its seats left (lean). Never cached, so a seat just taken shows at once.
export const handler = handleRead(async () => ({ body: { success: true, data: await readPublicProgrammes() } }), { publicCache: false });
