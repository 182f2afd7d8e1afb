import { NEWS_INTERESTS, type AudiencesResponse } from '../../contract/news';
import { handle } from '../lib/http';
import { audienceCount } from '../lib/news/audience';

// How many people each audience holds now, only those who may receive an announcement (consent, not suppressed, not stopped).
export const handler = handle({ auth: 'admin' }, async () => {
  const [subscribers, pastAttendees, learners, ...interests] = await Promise.all([
    audienceCount({ kind: 'subscribers' }),
    audienceCount({ kind: 'past-attendees' }),
    audienceCount({ kind: 'learners' }),
    ...NEWS_INTERESTS.map((interest) => audienceCount({ kind: 'subscribers', interest })),
  ]);
  const byInterest = Object.fromEntries(NEWS_INTERESTS.map((interest, i) => [interest, interests[i]]));
  const body: AudiencesResponse = { success: true, data: { subscribers, byInterest, pastAttendees, learners } };
  return { status: 200, body };
});
