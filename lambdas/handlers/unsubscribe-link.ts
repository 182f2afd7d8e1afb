import { NEWS_MESSAGES } from '../../contract/news-messages';
import { notFound } from '../lib/errors';
import { handleRead } from '../lib/http-read';

/** A link's token as the site makes them (base64url); anything else would not be a safe Location. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

// The List-Unsubscribe https address opened in a browser (docs/PRODUCT-RULES.md, Mailing list): mail
// scanners follow links, so a GET never unsubscribes. It changes and reads nothing: 303 to the
// subscriber's page (/news/{token}), which shows the choice with its Unsubscribe button. The lean public
// wrapper (no zod), not kept by CloudFront.
export const handler = handleRead(
  ({ params }) =>
    TOKEN.test(params.token)
      ? Promise.resolve({ status: 303, headers: { Location: `/news/${params.token}` }, body: { success: true, message: 'See your news choices' } })
      : Promise.reject(notFound(NEWS_MESSAGES.linkUnknown)),
  { publicCache: false },
);
