// The one call of the registration feature (POST /api/register in contract/routes.ts).
import type { RegisterResponse, RegistrationInput } from '../../../../contract/schemas';
import { apiRequest } from '../../lib/api';

export const REGISTER_PATH = '/api/register';

export function registerForEvent(input: RegistrationInput): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('POST', REGISTER_PATH, input);
}

/** The share link (docs/PRODUCT-RULES.md, Registration): /events?registered={registration id}. */
export function shareLink(origin: string, registrationId: string): string {
  return `${origin}/events?registered=${encodeURIComponent(registrationId)}`;
}
