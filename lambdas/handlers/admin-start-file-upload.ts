// Starts a resource's multipart upload and presigns every part (at most 20 of
// 10 MB), so the browser needs no call per part (docs/ARCHITECTURE.md, Media).
import { startMultipartInput } from '../../contract/media-schemas';
import { handle } from '../lib/http';
import { startMultipart } from '../lib/media/storage';

export const handler = handle({ auth: 'admin', body: startMultipartInput }, async ({ body }) => ({ body: await startMultipart(body) }));
