import { GALLERY_ORDER_MESSAGES } from '../../contract/messages';
import { galleryOrderInput } from '../../contract/schemas';
import { galleryRepo } from '../lib/db/gallery-repo';
import { conflict } from '../lib/errors';
import { handle } from '../lib/http';

// The admin drags (or moves with buttons) gallery photos into a new order;
// /gallery shows it once the publisher re-renders on the items' change.
export const handler = handle({ auth: 'admin', body: galleryOrderInput }, async ({ body }) => {
  if ((await galleryRepo.reorder(body.ids)) === 'missing') throw conflict(GALLERY_ORDER_MESSAGES.changed);
  return { body: { success: true, message: GALLERY_ORDER_MESSAGES.saved } };
});
