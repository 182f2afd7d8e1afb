// The one call of the registration feature (the register route of contract/routes.ts).
import type { RegisterResponse, RegistrationInput } from '../../../../contract/schemas';
import { callLater } from '../../lib/call-later';

export function registerForEvent(input: RegistrationInput): Promise<RegisterResponse> {
  return callLater('register', { body: input });
}

/** The share link (docs/PRODUCT-RULES.md, Registration): /events?registered={registration id}. */
export function shareLink(origin: string, registrationId: string): string {
  return `${origin}/events?registered=${encodeURIComponent(registrationId)}`;
}
