import { BOX_OFFICE_MESSAGES, normaliseCode } from '../../contract/box-office';
import { promoCodesRepo } from '../lib/db/promo-codes-repo';
import { notFound } from '../lib/errors';
import { handle } from '../lib/http';

// Orders that used the code keep their prices; new orders can no longer use it.
export const handler = handle({ auth: 'admin' }, async ({ params }) => {
  if (!(await promoCodesRepo.remove(normaliseCode(params.id)))) throw notFound(BOX_OFFICE_MESSAGES.codeNotFound);
  return { body: { success: true, message: BOX_OFFICE_MESSAGES.codeRemoved } };
});
