import { NEWS_MESSAGES } from '../../contract/news';
import { notFound } from '../lib/errors';
import { handle } from '../lib/http';

/** A link's token as the site makes them (base64url); anything else would not be a safe Location. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

// The List-Unsubscribe https address opened in a browser (docs/PRODUCT-RULES.md, Mailing list): mail
// scanners follow links, so a GET never unsubscribes. It changes and reads nothing: 303 to the
// subscriber's page (/news/{token}), which shows the choice with its Unsubscribe button.
export const handler = handle({ auth: 'public' }, ({ params }) =>
  TOKEN.test(params.token)
    ? Promise.resolve({ status: 303, headers: { Location: `/news/${params.token}` }, body: { success: true, message: 'See your news choices' } })
    : Promise.reject(notFound(NEWS_MESSAGES.linkUnknown)),
);
