import { handle } from '../lib/http';
import { startTotp } from '../lib/mfa/factors';

// The secret is in this answer and nowhere else: the audit log records only the message.
export const handler = handle({ auth: 'admin' }, async ({ admin }) => ({ body: { success: true, message: 'Scan the code, then enter the code the app shows', data: await startTotp(admin!) } }));
