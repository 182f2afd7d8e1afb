import { BadCursorError } from '../lib/db/pages';
import { badRequest } from '../lib/errors';
import { handle } from '../lib/http';
import { privacyRepo } from '../lib/db/privacy-repo';

// Who asked (hashed after erasure), when, what was done, due by (30 days): newest first, 50 a page.
export const handler = handle({ auth: 'admin' }, async ({ event }) => {
  const cursor = event.queryStringParameters?.cursor;
  if (cursor !== undefined && !/^[A-Za-z0-9_-]{1,2000}$/.test(cursor)) throw badRequest('The cursor is not valid');
  try {
    return { body: { success: true, data: await privacyRepo.requests(cursor) } };
  } catch (error) {
    if (error instanceof BadCursorError) throw badRequest('The cursor is not valid');
    throw error;
  }
});
