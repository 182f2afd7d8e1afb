import { handle } from '../lib/http';
import { removeFactor } from '../lib/mfa/factors';

export const handler = handle({ auth: 'admin' }, async ({ admin, params }) => {
  const { message } = await removeFactor(admin!, params.id);
  return { body: { success: true, message, id: params.id } };
});
