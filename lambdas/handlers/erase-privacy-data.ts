import { handle } from '../lib/http';
import { readAccessLink } from '../lib/privacy/access-link';
import { erasedAlready, erasedMessage, eraseOnRequest } from '../lib/privacy/erase-request';

// The person erases everything held about their email (the page asked once more before calling).
// Runs at once; parallel calls erase once (privacy/erase.ts), and every answer is a 200.
export const handler = handle({ auth: 'public' }, async ({ params }) => {
  const now = new Date();
  const link = await readAccessLink(params.token, now);
  // Erased already through this link (a parallel or repeated call): the same 200, nothing more to do.
  const result = link.email === undefined ? await erasedAlready(link.emailHash) : (await eraseOnRequest(link.email, 'person', now)).result;
  return { body: { success: true, message: erasedMessage('person'), data: result } };
});
