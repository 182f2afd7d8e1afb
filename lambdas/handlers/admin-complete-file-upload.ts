// Joins the uploaded parts into the resource's file and answers what the
// resource stores ({url, name, size, contentType}).
import { UPLOAD_MESSAGES } from '../../contract/media';
import type { CompleteMultipartResponse } from '../../contract/media-schemas';
import { completeMultipartInput } from '../../contract/media-schemas';
import { badRequest } from '../lib/errors';
import { handle } from '../lib/http';
import { completeMultipart, isResourceKey } from '../lib/media/storage';

/** S3's answers for parts or an upload id that do not match: the browser's mistake, not ours. */
const BAD_PARTS = new Set(['NoSuchUpload', 'InvalidPart', 'InvalidPartOrder', 'EntityTooSmall', 'EntityTooLarge']);

export const handler = handle({ auth: 'admin', body: completeMultipartInput }, async ({ body }) => {
  if (!isResourceKey(body.key)) throw badRequest(UPLOAD_MESSAGES.badKey);
  try {
    const answer: CompleteMultipartResponse = { file: await completeMultipart(body) };
    return { body: answer };
  } catch (error) {
    if (BAD_PARTS.has((error as { name?: string })?.name ?? '')) throw badRequest(UPLOAD_MESSAGES.parts);
    throw error;
  }
});
