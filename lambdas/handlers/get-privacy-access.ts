import { handle } from '../lib/http';
import { readLiveAccessLink } from '../lib/privacy/access-link';
import { personData } from '../lib/privacy/person-data';

// Everything held about the link's email (the page shows it and offers it as one JSON file).
export const handler = handle({ auth: 'public' }, async ({ params }) => {
  const link = await readLiveAccessLink(params.token, new Date());
  return { body: { success: true, data: await personData(link.email) } };
});
