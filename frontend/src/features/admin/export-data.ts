// Exporting people's data (docs/PRODUCT-RULES.md, Admin sign-in: 'Confirm it’s you'): every CSV or JSON file of
// people's data is built in the browser from what it loaded, and asks POST /api/admin/exports first. That route
// is one of the riskiest (`stepUp`): without a check in the last five minutes the session's "Confirm it's you"
// dialog opens (admin-client.ts, confirmed) and the export goes on once it passes. The audit log keeps the kind
// and the count, never the data.
import type { ExportInput } from '../../../../contract/admin-security';
import { ApiError, errorMessage } from '../../lib/api-error';
import { toaster } from '../../components/toaster';
import type { AdminClient } from './admin-client';

export const EXPORT_FAILED = 'The export failed. Please try again.';

/** Ask the server, then save the file; a refusal (the check given up, offline) toasts its message and saves nothing. */
export async function exportPeopleData(client: AdminClient, body: ExportInput, save: () => void | Promise<void>): Promise<boolean> {
  try {
    await client.exportData(body);
    await save();
    return true;
  } catch (error) {
    // A 401 already ended the session.
    if (!(error instanceof ApiError && error.status === 401)) toaster.create({ type: 'error', description: errorMessage(error, EXPORT_FAILED) });
    return false;
  }
}
