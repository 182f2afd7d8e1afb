import { adminPeopleEraseInput } from '../../contract/privacy';
import { handle } from '../lib/http';
import { erasedMessage, eraseOnRequest } from '../lib/privacy/erase-request';

// The admin erases a person with a reason. The audit entry (http.ts) keeps the admin, the route, the
// request's id and this message, never the email; the request row keeps the reason and the hash.
export const handler = handle({ auth: 'admin', body: adminPeopleEraseInput }, async ({ body, admin }) => {
  const { id, result } = await eraseOnRequest(body.email, admin!.username, new Date(), body.reason);
  return { body: { success: true, id, message: erasedMessage('admin'), data: result } };
});
