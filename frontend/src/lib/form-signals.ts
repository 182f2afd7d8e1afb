// What a public form sends beside its fields so the server can tell a bot
// (contract/schemas.ts formSignals; docs/PRODUCT-RULES.md, Spam and abuse):
// the honeypot's value and how long the form was on screen before the send.
import type { FormSignals } from '../../../contract/schemas';
import { FIRST_HTML_FORMS } from './hydration-signals';

/** The honeypot's field name: a name autofill has no value for, so a person's browser leaves it empty. */
export const HONEYPOT_FIELD = 'homepage';

/**
 * When the visitor could first type into the form, in performance.now() time
 * (ms since the page began to load). HydratingForm starts it: at 0 for a
 * form of the first HTML (it was there, typeable, before the app woke up),
 * else when the app rendered it.
 */
export class FillTimer {
  private shownAt: number | null = null;

  start(at: number): void {
    this.shownAt = at;
  }

  /** Never started (no HydratingForm): counted from the page's start, the generous side. */
  elapsedMs(): number {
    return Math.max(0, Math.round(performance.now() - (this.shownAt ?? 0)));
  }
}

/** Was this form in the page's first HTML (boot.ts lists them at DOMContentLoaded)? Hydration keeps the element. */
export const inFirstHtml = (form: HTMLFormElement | null): boolean =>
  Boolean(form && (window as unknown as Record<string, WeakSet<HTMLFormElement> | undefined>)[FIRST_HTML_FORMS]?.has(form));

export function formSignals(values: Record<string, unknown>, timer: FillTimer): FormSignals {
  const honeypot = values[HONEYPOT_FIELD];
  return { homepage: typeof honeypot === 'string' ? honeypot : '', fillMs: timer.elapsedMs() };
}
