// THE map from the product's areas to their tests, for `npm test -- <area>`
// (jest.run.ts): a focused answer in seconds instead of the whole suite. The
// area names are the route table's (contract/areas/*.ts) and the nested
// stacks' (infra/area-stacks.ts): `content` is admin-content plus the public
// reads, `people` is admin-people, `site` the public SPA's pages and features,
// `infra` the CDK app. 'shared' holds what every area leans on (the contract,
// the HTTP wrapper, the local stack); `npm test` with no area runs it all.
//
// Each entry is a path from the repository's root: a test file, or a folder
// whose test files all belong to the area. A file may sit in several areas.
// infra/test-areas.test.ts fails when a test file belongs to no area, or when
// an entry names no test file (a test moved or removed).

export const TEST_AREAS = {
  bookings: [
    'lambdas/handlers/register.test.ts',
    'lambdas/handlers/check-promo-code.test.ts',
    'lambdas/handlers/tickets.test.ts',
    'lambdas/handlers/transfers.test.ts',
    'lambdas/handlers/waitlist.test.ts',
    'lambdas/handlers/box-office.test.ts',
    'lambdas/handlers/receipts.test.ts',
    'lambdas/lib/form-guard.test.ts',
    'contract/ticket-code.test.ts',
    'contract/ticket-policy.test.ts',
    'contract/price.test.ts',
    'frontend/src/features/registration',
    'frontend/src/features/contact/contact-form.test.tsx',
    'frontend/src/pages/ticket-page.test.tsx',
    'frontend/src/pages/event-page.test.tsx',
  ],
  payments: [
    'lambdas/lib/payments',
    'lambdas/handlers/payments.test.ts',
    'lambdas/handlers/refunds.test.ts',
    'lambdas/handlers/receipts.test.ts',
    'infra/constructs/payments.test.ts',
    'infra/local/paystack-gateway',
    'frontend/src/features/admin/payments-admin.test.tsx',
    'frontend/src/features/admin/payment-totals.test.ts',
    'frontend/src/features/registration/payment-note.test.tsx',
    'contract/naira.test.ts',
  ],
  mail: [
    'lambdas/lib/mail',
    'lambdas/lib/news',
    'lambdas/handlers/news.test.ts',
    'lambdas/handlers/unsubscribe-link.test.ts',
    'frontend/src/components/news-signup.test.tsx',
    'lambdas/handlers/announcements.test.ts',
    'frontend/src/pages/news-page.test.tsx',
    'frontend/src/features/admin/announcements-tab.test.tsx',
    'frontend/src/features/admin/announcements',
    'lambdas/lib/db/outbox-repo.test.ts',
    'lambdas/lib/db/broadcast-repo.test.ts',
    'infra/constructs/mail.test.ts',
    'infra/local/local-mail.test.ts',
    'infra/local/local-mailer.test.ts',
    'frontend/src/features/admin/mail-and-phone.test.tsx',
    'frontend/src/features/admin/notification-settings-card.test.tsx',
    'contract/ics.test.ts',
  ],
  door: [
    'lambdas/handlers/check-in.test.ts',
    'lambdas/handlers/class-attendance.test.ts',
    'frontend/src/features/admin/check-in',
    'frontend/src/features/school/class-meetings.test.tsx',
    'contract/attendance.test.ts',
  ],
  content: [
    'lambdas/handlers/public.test.ts',
    'lambdas/handlers/site-content.test.ts',
    'lambdas/handlers/gallery-order.test.ts',
    'lambdas/handlers/testimonial-photos.test.ts',
    'lambdas/handlers/uploads.test.ts',
    'lambdas/handlers/event-lifecycle.test.ts',
    'lambdas/publisher',
    'lambdas/lib/db/pages.test.ts',
    'infra/constructs/page-publisher.test.ts',
    'infra/local/local-publisher.test.ts',
    'infra/local/media-server.test.ts',
    'infra/migrate',
    'contract/event-input.test.ts',
    'contract/event-lifecycle.test.ts',
    'frontend/src/features/admin/content',
    'frontend/src/features/admin/resource-tab.test.tsx',
    'frontend/src/features/admin/gallery-order-card.test.tsx',
    'frontend/src/features/admin/file-upload-field.test.tsx',
  ],
  people: [
    'lambdas/handlers/admin.test.ts',
    'lambdas/handlers/admin-accounts.test.ts',
    'lambdas/handlers/admin-lists.test.ts',
    'lambdas/handlers/admin-settings.test.ts',
    'lambdas/handlers/admin-stats.test.ts',
    'lambdas/authorizers',
    'lambdas/jobs/rotate-jwt-secret.test.ts',
    'lambdas/lib/auth.test.ts',
    'lambdas/lib/auth-rotation.test.ts',
    'lambdas/lib/password-hashing.test.ts',
    'lambdas/lib/db/admin-users-repo.test.ts',
    'lambdas/lib/db/stats-repo.test.ts',
    'infra/local/admin-cli.test.ts',
    'frontend/src/features/admin/accounts-tab.test.tsx',
    'frontend/src/features/admin/audit-tab.test.tsx',
    'frontend/src/features/admin/waitlist-panel.test.tsx',
    'frontend/src/features/admin/insights',
    'frontend/src/features/admin/csv.test.ts',
    'frontend/src/features/admin/registration-order.test.ts',
    'frontend/src/features/admin/submission-filters.test.ts',
    'frontend/src/pages/admin-login-page.test.tsx',
    'frontend/src/pages/admin-dashboard-page.test.tsx',
    // The admin's own shell: its tabs, and the admin as an installable app that opens offline.
    'frontend/src/features/admin/admin-dashboard.test.tsx',
    'frontend/src/features/admin/offline-banner.test.tsx',
    'frontend/src/features/admin/offline-message.test.ts',
    'frontend/src/admin-offline',
    'frontend/admin-app-build.test.ts',
    // People's data (docs/PRODUCT-RULES.md): the notice and the person's own page, the admin's People tab, the logs.
    'lambdas/lib/log-privacy.test.ts',
    'lambdas/lib/privacy',
    'lambdas/handlers/privacy.test.ts',
    'lambdas/handlers/privacy-erasure.test.ts',
    'lambdas/handlers/privacy-erasure-paid.test.ts',
    'frontend/src/features/privacy',
    'frontend/src/features/admin/people-tab.test.tsx',
    // Two-step sign-in (docs/ARCHITECTURE.md, Auth).
    'lambdas/handlers/admin-mfa.test.ts',
    'lambdas/handlers/admin-passkeys.test.ts',
    'lambdas/lib/mfa',
    'frontend/src/features/admin/two-step.test.tsx',
    // The second-factor policy and the step-up before the riskiest actions.
    'lambdas/handlers/admin-step-up.test.ts',
    'lambdas/handlers/admin-step-up-passkey.test.ts',
    'frontend/src/features/admin/step-up.test.tsx',
    'frontend/src/features/admin/passkeys.test.tsx',
  ],
  school: [
    'lambdas/handlers/trial-lessons.test.ts',
    'lambdas/handlers/programmes.test.ts',
    'lambdas/handlers/admin-enrol-trial-booking.test.ts',
    'lambdas/handlers/class-attendance.test.ts',
    'lambdas/lib/db/school',
    'contract/clock-time.test.ts',
    'frontend/src/features/school',
    'frontend/src/features/admin/programmes',
  ],
  site: [
    'frontend/src/pages',
    'frontend/src/components',
    'frontend/src/features/events',
    'frontend/src/features/contact',
    'frontend/src/features/gallery',
    'frontend/src/features/testimonials',
    'frontend/src/lib',
    'frontend/src/app',
    'frontend/src/boot.test.ts',
    'frontend/src/boot-early-submit.test.ts',
    'frontend/prerender',
    'frontend/narrow-chakra-imports.test.ts',
    'infra/page-table.test.ts',
    'infra/local/static-server.test.ts',
  ],
  infra: [
    'infra/site-stack.test.ts',
    'infra/template-limits.test.ts',
    'infra/nag.test.ts',
    'infra/route-table.test.ts',
    'infra/security-headers.test.ts',
    'infra/check-assembly.test.ts',
    'infra/handlers-bundle.test.ts',
    'infra/constructs',
    'lambdas/handlers/routes.test.ts',
  ],
  // What every area leans on; run with the whole suite (or `npm test -- shared`).
  shared: [
    'contract',
    'lambdas/lib/http.test.ts',
    'lambdas/lib/log.test.ts',
    'lambdas/lib/errors.test.ts',
    'lambdas/lib/aws',
    'lambdas/lib/db/query-client.test.ts',
    'lambdas/lib/db/transactions.test.ts',
    'infra/local/store.test.ts',
    'infra/local/start.test.ts',
    'infra/local/movable-clock.test.ts',
    'infra/local/seed.test.ts',
    'infra/local/api-emulator.test.ts',
    'infra/local/build-if-stale.test.ts',
    'infra/lint-boundaries.test.ts',
    'infra/test-areas.test.ts',
  ],
} as const satisfies Record<string, readonly string[]>;

export type TestArea = keyof typeof TEST_AREAS;

export const isTestArea = (name: string): name is TestArea => Object.hasOwn(TEST_AREAS, name);

/** Whether a test file (a path from the root, '/'-separated) is one of the entry's: the file itself, or one under the folder. */
export const entryHolds = (entry: string, file: string): boolean => file === entry || file.startsWith(`${entry}/`);

/** Escapes a path for jest's path patterns (regular expressions over the absolute path). */
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The area's entries as jest path patterns (regular expressions over each
 * test file's absolute path): anchored at the repository's `root`, a folder
 * ending in '/' so `infra/local` never picks `infra/local-x`, a file ending the path.
 */
export const pathPatterns = (area: TestArea, root: string): string[] =>
  TEST_AREAS[area].map((entry) => `^${escape(root)}/${escape(entry)}${/\.test\.tsx?$/.test(entry) ? '$' : '/'}`);
