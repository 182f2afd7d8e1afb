// A mutation's toast carries the server's own words: its success message, or its
// error message when success is false or the call fails (docs/PRODUCT-RULES.md).
import type { MutationResponse } from '../../../../contract/schemas';
import { toaster } from '../../components/toaster';
import { ApiError, errorMessage } from '../../lib/api-error';

export const MUTATION_FAILED = 'Something went wrong. Please try again.';

export type MutationOutcome = { ok: true; answer: MutationResponse } | { ok: false; error?: unknown };

export async function runMutation(action: () => Promise<MutationResponse>, successFallback: string): Promise<MutationOutcome> {
  try {
    const answer = await action();
    if (answer && answer.success === false) {
      toaster.create({ type: 'error', title: 'Error', description: answer.message || MUTATION_FAILED });
      return { ok: false };
    }
    toaster.create({ type: 'success', title: answer?.message || successFallback });
    return { ok: true, answer };
  } catch (error) {
    // A 401 already sent the admin to sign in, where the notice says why.
    if (!(error instanceof ApiError && error.status === 401)) {
      toaster.create({ type: 'error', title: 'Error', description: errorMessage(error, MUTATION_FAILED) });
    }
    return { ok: false, error };
  }
}
