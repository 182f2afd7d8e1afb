// The one call of the registration feature (the register route of contract/routes.ts).
import type { FormSignals, RegisterResponse, RegistrationInput } from '../../../../contract/schemas';
import { callLater } from '../../lib/call-later';

/** `signals`: the form's honeypot and fill time (lib/form-signals.ts), checked by the server and never stored. */
export function registerForEvent(input: RegistrationInput, signals: FormSignals = {}): Promise<RegisterResponse> {
  return callLater('register', { body: { ...input, ...signals } });
}

/** The share link (docs/PRODUCT-RULES.md, Registration): /events?registered={registration id}. */
export function shareLink(origin: string, registrationId: string): string {
  return `${origin}/events?registered=${encodeURIComponent(registrationId)}`;
}
