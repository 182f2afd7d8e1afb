import { NEWS_MESSAGES, unsubscribeInput } from '../../contract/news';
import { handle } from '../lib/http';
import { unsubscribe } from '../lib/news/manage';

// One-click unsubscribe (RFC 8058): the mail client POSTs `List-Unsubscribe=One-Click`, form-encoded, to
// the List-Unsubscribe address; the subscriber's page sends the same as JSON. No session, no page to confirm.
export const handler = handle({ auth: 'public', body: unsubscribeInput, formBody: true }, async ({ params }) => {
  await unsubscribe(params.token, new Date());
  return { status: 200, body: { success: true, message: NEWS_MESSAGES.unsubscribed } };
});
