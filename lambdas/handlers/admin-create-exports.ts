import { exportInput, exportMessage } from '../../contract/admin-security';
import { handle } from '../lib/http';

// Exporting people's data (a CSV of a list, one person's JSON): the SPA builds the file from what it already
// loaded and asks here first. The route is `stepUp` (a fresh check within 5 minutes, lambdas/lib/mfa/policy.ts);
// the wrapper audits the answer's message: what kind and how many rows, never the data.
export const handler = handle({ auth: 'admin', body: exportInput }, ({ body }) => Promise.resolve({ body: { success: true, message: exportMessage(body.kind, body.count) } }));
