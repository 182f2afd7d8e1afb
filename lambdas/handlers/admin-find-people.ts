import { badRequest } from '../lib/errors';
import { handle } from '../lib/http';
import { personByPhone, personData } from '../lib/privacy/person-data';

// The admin's People screen: everything held about one email, or about one phone (the same view the
// person sees). `q` holding an @ is an email, else a phone (at least 7 digits).
export const handler = handle({ auth: 'admin' }, async ({ event }) => {
  const q = (event.queryStringParameters?.q ?? '').trim();
  if (q.includes('@')) {
    if (q.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(q)) throw badRequest('Enter a valid email address', { q: 'Enter a valid email address' });
    return { body: { success: true, data: await personData(q) } };
  }
  if (q.replace(/\D/g, '').length < 7 || q.length > 30) throw badRequest('Enter an email address or a phone number', { q: 'Enter an email address or a phone number' });
  return { body: { success: true, data: await personByPhone(q) } };
});
