// The one call of the registration feature (the register route of contract/routes.ts).
import type { FormSignals, RegisterResponse, RegistrationRequest } from '../../../../contract/schemas';
import { callLater } from '../../lib/call-later';
import { eventPath } from '../../lib/event-path';
import { sourceOfThisVisit } from '../../lib/event-url';

/** The buyer, and for a group order its tickets, code and answers (contract/box-office.ts). */
export type OrderRequest = Omit<RegistrationRequest, keyof FormSignals | 'source'>;
export type OrderAnswer = RegisterResponse;

/**
 * `signals`: the form's honeypot and fill time (lib/form-signals.ts), checked by the server and never stored;
 * `source`: where the visitor came from (a WhatsApp share link's utm_source), for the admin's insights.
 */
export function registerForEvent(input: OrderRequest, signals: FormSignals = {}, source = sourceOfThisVisit()): Promise<OrderAnswer> {
  return callLater('register', { body: { ...input, ...signals, ...(source ? { source } : {}) } });
}

/**
 * The share link (docs/PRODUCT-RULES.md, Registration): the event's own page,
 * whose preview in WhatsApp shows the workshop, with the registration's
 * reference for the 'You're registered!' note.
 */
export function shareLink(origin: string, eventId: string, registrationId: string): string {
  return `${origin}${eventPath(eventId)}?registered=${encodeURIComponent(registrationId)}`;
}
