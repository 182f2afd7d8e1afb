// The one call of the registration feature (the register route of contract/routes.ts).
import type { RegisterResponse, RegistrationInput } from '../../../../contract/schemas';
import { callLater } from '../../lib/call-later';
import { eventPath } from '../../lib/event-path';

export function registerForEvent(input: RegistrationInput): Promise<RegisterResponse> {
  return callLater('register', { body: input });
}

/**
 * The share link (docs/PRODUCT-RULES.md, Registration): the event's own page,
 * whose preview in WhatsApp shows the workshop, with the registration's
 * reference for the 'You're registered!' note.
 */
export function shareLink(origin: string, eventId: string, registrationId: string): string {
  return `${origin}${eventPath(eventId)}?registered=${encodeURIComponent(registrationId)}`;
}
