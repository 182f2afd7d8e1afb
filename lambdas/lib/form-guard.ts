// The public forms' defences against bots and floods (docs/PRODUCT-RULES.md,
// Spam and abuse), called first by the contact and register handlers:
// - a bot (the honeypot filled, or the form sent faster than a person can)
//   is told "bot" so the handler answers as if it had worked and stores nothing:
//   a bot that sees an error learns to avoid the trap;
// - a client over its limit for the window gets a 429 with the form's message
//   (also for the code check, which has no form signals: screenAttempt).
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ABUSE } from '../../contract/constants';
import { RATE_LIMITED_MESSAGES } from '../../contract/messages';
import type { FormSignals } from '../../contract/schemas';
import { rateLimitsRepo } from './db/rate-limits-repo';
import { tooManyRequests } from './errors';
import { header } from './http-core';
import { log } from './log';

export type PublicForm = keyof typeof RATE_LIMITED_MESSAGES;

const LIMIT_SETTINGS: Record<PublicForm, string> = { contacts: 'RATE_LIMIT_CONTACTS', registrations: 'RATE_LIMIT_REGISTRATIONS', codes: 'RATE_LIMIT_CODES', news: 'RATE_LIMIT_NEWS' };

/** The form's limit per window: RATE_LIMIT_CONTACTS / RATE_LIMIT_REGISTRATIONS / RATE_LIMIT_CODES / RATE_LIMIT_NEWS (read per call, so a test may change it), else the default. */
export function limitFor(form: PublicForm): number {
  const setting = Number(process.env[LIMIT_SETTINGS[form]]);
  return Number.isInteger(setting) && setting > 0 ? setting : ABUSE[form];
}

/**
 * Who is asking. Behind CloudFront, sourceIp is CloudFront's edge, shared by
 * many visitors: CloudFront's own CloudFront-Viewer-Address ('ip:port', set by
 * CloudFront, never taken from the visitor) names the visitor. Locally the
 * emulator fills sourceIp from the socket.
 */
export function clientOf(event: APIGatewayProxyEventV2): string {
  const viewer = header(event, 'cloudfront-viewer-address')?.trim();
  // IPv6 addresses hold colons too: the port is what follows the last one.
  if (viewer) return viewer.replace(/:\d+$/, '');
  return event.requestContext?.http?.sourceIp || 'unknown';
}

/** Did a bot fill this form? The honeypot holds text, or it was sent sooner than a person could. */
export function isBot(signals: FormSignals): boolean {
  if (signals.homepage && signals.homepage.trim() !== '') return true;
  return signals.fillMs !== undefined && signals.fillMs < ABUSE.minFillMs;
}

/**
 * 'bot': answer like a success and store nothing. 'person': go on. Throws a
 * 429 when this client already used the form `limit` times in the window.
 * Bots are told apart first: a trap costs no write.
 */
export async function screenSubmission(event: APIGatewayProxyEventV2, signals: FormSignals, form: PublicForm): Promise<'bot' | 'person'> {
  if (isBot(signals)) {
    log.info('form trap tripped', { form, honeypot: Boolean(signals.homepage), fillMs: signals.fillMs });
    return 'bot';
  }
  await screenAttempt(event, form);
  return 'person';
}

/** Counts one use by this client; throws a 429 once it used `form` its limit of times in the window. */
export async function screenAttempt(event: APIGatewayProxyEventV2, form: PublicForm): Promise<void> {
  const decision = await rateLimitsRepo.hit(form, clientOf(event), { limit: limitFor(form), windowSeconds: ABUSE.windowSeconds });
  if (!decision.allowed) throw tooManyRequests(RATE_LIMITED_MESSAGES[form], decision.retryAfterSeconds);
}
