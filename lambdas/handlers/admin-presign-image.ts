// One presigned POST per image variant the browser made (docs/ARCHITECTURE.md, Media).
import { presignImageInput } from '../../contract/media-schemas';
import { handle } from '../lib/http';
import { presignImage } from '../lib/media/storage';

export const handler = handle({ auth: 'admin', body: presignImageInput }, async ({ body }) => ({ body: await presignImage(body) }));
