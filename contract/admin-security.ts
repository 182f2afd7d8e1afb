// The owner's second-factor policy and asking again before the riskiest actions
// (issue 38; docs/PRODUCT-RULES.md, Admin sign-in; docs/ARCHITECTURE.md, Auth,
// "Policy and step-up"): the bodies, answers, messages and the machine-readable
// reasons of the 409s the admin wrapper answers. Shared by the handlers and the SPA.
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import * as z from 'zod';
import { passkeyAuthenticationResponse, recoveryCode, totpCode } from './mfa-schemas';

/** How long a confirmation of who you are lets a session do the riskiest actions. */
export const STEP_UP_MAX_AGE_SECONDS = 5 * 60;

export { ADMIN_REFUSALS, type AdminRefusal } from './admin-refusals';

export const SECURITY_MESSAGES = {
  factorRequired: 'Every admin must use a passkey or a one-time code: add one to your account before using the admin.',
  stepUpRequired: 'Please confirm it is you before doing this.',
  passwordRequired: 'Enter your password',
  wrongPassword: 'That password is not correct. Please try again.',
  wrongCode: 'That code is not correct. Please try again.',
  useYourFactor: 'Your account has two-step sign-in: confirm with your passkey, your authenticator app or a recovery code.',
  noFactorYet: 'Your account has no second factor yet: confirm with your password.',
  confirmedWithPassword: 'Identity confirmed with the password',
  confirmedWithCode: 'Identity confirmed with a one-time code',
  confirmedWithPasskey: 'Identity confirmed with a passkey',
  noPasskey: 'Your account has no passkey: confirm with a code instead.',
  passkeyRefused: 'That passkey was not accepted. Please try again, or use a code.',
  passkeyCheckExpired: 'This check has expired or was already used. Please use your passkey again.',
  confirmedWithRecovery: (left: number) => `Identity confirmed with a recovery code (${left} left)`,
  policyOn: 'Every admin must now use a passkey or a one-time code to sign in',
  policyOff: 'Admins may again sign in with a password alone',
  policyNeedsOwnFactor: 'Add a passkey or an authenticator app to your own account before requiring one of every admin.',
  lastFactorUnderPolicy: 'Every admin must use a passkey or a one-time code: add another before removing your last one.',
} as const;

/**
 * The routes a session without a second factor may still use while the policy
 * is on, by API Gateway route key: its factors (the authenticator app's and the
 * passkeys' set-up), its own sessions and password. Signing in and out are public.
 * The passkey rows may not exist yet in this table: a key that names no route allows nothing.
 */
export const FACTOR_SETUP_ROUTE_KEYS: readonly string[] = [
  'GET /api/admin/factors',
  'POST /api/admin/totp',
  'POST /api/admin/totp/confirm',
  'POST /api/admin/passkeys/options',
  'POST /api/admin/passkeys',
  'GET /api/admin/account/sessions',
  'POST /api/admin/account/sessions/end',
  'POST /api/admin/account/password',
  'GET /api/admin/settings/security',
];

/** How a step-up may confirm the admin: an account without a second factor by its password, else by a factor. */
export type StepUpMethod = 'password' | 'totp' | 'recovery' | 'passkey';

const password = z.string({ error: SECURITY_MESSAGES.passwordRequired }).min(1, SECURITY_MESSAGES.passwordRequired).max(200, SECURITY_MESSAGES.passwordRequired);
export const stepUpInput = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('password'), password }),
    z.object({ method: z.literal('totp'), code: totpCode }),
    z.object({ method: z.literal('recovery'), code: recoveryCode }),
    // The browser's assertion for the options of POST /api/admin/step-up/options (their challenge is in its clientDataJSON).
    z.object({ method: z.literal('passkey'), response: passkeyAuthenticationResponse }),
  ],
  { error: 'Confirm with your password, a code or your passkey' },
);
/** What the client sends: a passkey's answer as @simplewebauthn/browser types it (the schema checks its shape). */
export type StepUpInput = Exclude<z.input<typeof stepUpInput>, { method: 'passkey' }> | { method: 'passkey'; response: AuthenticationResponseJSON };
/** A step-up with a passkey, step one: assertion options for the account's own passkeys (challenge kept 5 minutes, one use, this session only). */
export type StepUpPasskeyOptions = { success: true; data: PublicKeyCredentialRequestOptionsJSON };
/** Until when the confirmation holds (ISO). */
export type StepUpResponse = { success: true; message: string; data: { steppedUpUntil: string } };

export const securityPolicyInput = z.object({ requireSecondFactor: z.boolean({ error: 'Choose whether a second factor is required' }) });
export type SecurityPolicy = z.output<typeof securityPolicyInput>;
/** The policy, and whether this session's account must still add a factor under it. */
export type SecurityPolicyResponse = { data: SecurityPolicy & { factorRequired: boolean } };

/**
 * What a people's-data export is of (POST /api/admin/exports, a `stepUp` route: the SPA asks it before
 * building a CSV or JSON file from list data it already has). The audit keeps the kind and the count, never the data.
 */
export const EXPORT_KINDS = {
  contacts: 'contact messages',
  registrations: 'event registrations',
  attendance: 'an event’s attendance',
  learners: 'a programme’s learners',
  person: 'one person’s data',
} as const;
export type ExportKind = keyof typeof EXPORT_KINDS;
export const exportInput = z.object({
  kind: z.enum(Object.keys(EXPORT_KINDS) as [ExportKind, ...ExportKind[]], { error: 'Say what is exported' }),
  /** Rows or records in the file, when the SPA knows it before building it. */
  count: z.number({ error: 'The count must be a whole number' }).int('The count must be a whole number').min(0).max(1_000_000).optional(),
});
export type ExportInput = z.input<typeof exportInput>;
/** The audit entry's words (lambdas/lib/audit.ts keeps the answer's message): the kind and the count, no personal data. */
export const exportMessage = (kind: ExportKind, count?: number) => `Exported ${EXPORT_KINDS[kind]}${count === undefined ? '' : ` (${count} ${count === 1 ? 'row' : 'rows'})`}`;
