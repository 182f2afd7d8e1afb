// Plain values of the contract that the SPA needs without the schemas: this
// module imports nothing, so using it costs a page none of zod's weight.

/** The brief's featured workshop; registrations without an eventId go here (docs/PRODUCT-RULES.md). */
export const DEFAULT_EVENT_ID = 'music-workshop-2025';
export const DEFAULT_EVENT_CAPACITY = 50;

/** Longest accepted value per kind of field; the schemas enforce them, the handlers check ids in paths with `id`. */
export const LIMITS = { name: 100, email: 254, phone: 32, text: 5000, short: 200, url: 2000, id: 100 } as const;

/**
 * Spam and abuse (docs/PRODUCT-RULES.md): a form sent sooner than this after
 * it showed is a bot's; per client and window, at most so many contact
 * messages and registrations (the API's RATE_LIMIT_* settings override these).
 */
export const ABUSE = { minFillMs: 3000, windowSeconds: 600, contacts: 5, registrations: 10 } as const;
