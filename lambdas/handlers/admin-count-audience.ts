import { audienceInput, type AudienceCountResponse } from '../../contract/news';
import { fieldErrors } from '../../contract/schemas';
import { badRequest } from '../lib/errors';
import { handle } from '../lib/http';
import { audienceCount } from '../lib/news/audience';
import { checkAudience } from '../lib/news/checks';

// The audience exactly as the admin chose it (kind, and its interest, event or programme), counted as the
// fan-out would count it: only people whose latest answer is yes, not suppressed, not stopped.
export const handler = handle({ auth: 'admin' }, async ({ event }) => {
  const raw = Object.fromEntries(Object.entries(event.queryStringParameters ?? {}).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = audienceInput.safeParse(raw);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw badRequest(Object.values(errors)[0] ?? 'Choose who receives it', errors);
  }
  await checkAudience(parsed.data);
  const body: AudienceCountResponse = { success: true, data: { count: await audienceCount(parsed.data) } };
  return { status: 200, body };
});
