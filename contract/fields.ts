// The field builders every contract schema shares: required and optional
// trimmed text with the form's messages, an email, and the URLs an <img> or a
// link may take. Their messages are the brief's (contract/messages.ts).
import * as z from 'zod';
import { LIMITS } from './constants';
import { MESSAGES } from './messages';

// JSON null and a missing key mean the same thing for optional fields.
export const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

/** A required, trimmed string with a length cap. */
export function requiredText(max: number, message: string = MESSAGES.required, min = 1) {
  return z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, MESSAGES.tooLong(max));
}

/** An optional trimmed string: '' and null become undefined. */
export function optionalText(max: number) {
  return z.preprocess(
    nullToUndefined,
    z
      .string()
      .trim()
      .max(max, MESSAGES.tooLong(max))
      .optional()
      .transform((v) => (v ? v : undefined)),
  );
}

export const email = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(LIMITS.email, MESSAGES.tooLong(LIMITS.email))
  .email(MESSAGES.email);

/** https:// URLs or site paths only: javascript:, data: and friends never reach an <img>. */
export function isSafeImageUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}
