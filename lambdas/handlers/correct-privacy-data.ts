import { PRIVACY_MESSAGES, privacyCorrectInput } from '../../contract/privacy';
import { correctPerson } from '../lib/db/correction-repo';
import { peopleRepo } from '../lib/db/people-repo';
import { handle } from '../lib/http';
import { readLiveAccessLink } from '../lib/privacy/access-link';

// The person corrects their name or phone on everything held about their email (correction-repo.ts
// says where, and what stays as it was).
export const handler = handle({ auth: 'public', body: privacyCorrectInput }, async ({ params, body }) => {
  const link = await readLiveAccessLink(params.token, new Date());
  const changed = await correctPerson(await peopleRepo.find({ email: link.email }), link.email, body);
  return { body: { success: true, message: PRIVACY_MESSAGES.corrected, data: { changed } } };
});
