// Plain values of the contract that the SPA needs without the schemas: this
// module imports nothing, so using it costs a page none of zod's weight.

/** The brief's featured workshop; registrations without an eventId go here (docs/PRODUCT-RULES.md). */
export const DEFAULT_EVENT_ID = 'music-workshop-2025';
export const DEFAULT_EVENT_CAPACITY = 50;

/** Longest accepted value per kind of field; the schemas enforce them, the handlers check ids in paths with `id`. */
export const LIMITS = { name: 100, email: 254, phone: 32, text: 5000, short: 200, url: 2000, id: 100, naira: 100_000_000 } as const;

/** Items per page of an admin list (docs/ARCHITECTURE.md, Admin lists that scale). */
export const ADMIN_PAGE_SIZE = 50;
/** A search longer than this is refused (400): nobody's name or email is. */
export const MAX_SEARCH_LENGTH = 100;
/** The running counts the overview shows, kept in the same transactions as the writes. */
export const COUNTER_NAMES = ['events', 'activeEvents', 'contacts', 'registrations', 'cancelledRegistrations', 'gallery', 'testimonials'] as const;

/** Admin passwords: at least this long (the CLI and the admin's Admins tab), at most 200. */
export const PASSWORD_LENGTH = { min: 8, max: 200 } as const;
/** Admin usernames: what the CLI and the Admins tab accept (they are stored lowercased). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{1,100}$/;

/**
 * Spam and abuse (docs/PRODUCT-RULES.md): a form sent sooner than this after
 * it showed is a bot's; per client and window, at most so many contact
 * messages and registrations (the API's RATE_LIMIT_* settings override these).
 */
// codes: promo and access code checks from one client per window, so codes cannot be guessed by trying many.
export const ABUSE = { minFillMs: 3000, windowSeconds: 600, contacts: 5, registrations: 10, codes: 20, news: 5 } as const;
