// Two-step sign-in for admins (issue 38; docs/PRODUCT-RULES.md, Admin sign-in): the
// bodies the factor routes take, what they answer, and their messages. Shared by the
// handlers (lambdas/lib/mfa/) and the admin's screens.
import * as z from 'zod';

export const MFA_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  recoveryRequired: 'Enter one of your recovery codes',
  challengeRequired: 'Please sign in again',
  enterCode: 'Enter the code from your authenticator app, or a recovery code.',
  wrongCode: 'That code is not correct. Please try again.',
  challengeExpired: 'This sign-in has expired or was already used. Please sign in again.',
  noPendingSetup: 'Start the setup again: the code was not asked for, or the setup is older than 15 minutes.',
  totpAdded: 'Two-step sign-in is on: the authenticator app was added',
  factorRemoved: 'Sign-in factor removed',
  lastFactorRemoved: 'Sign-in factor removed. Two-step sign-in is off, and the recovery codes no longer work.',
  factorNotFound: 'Sign-in factor not found',
} as const;

/** Six digits; spaces the app shows between groups are ignored. */
const totpCode = z
  .string({ error: MFA_MESSAGES.codeRequired })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MFA_MESSAGES.codeRequired));

/** A recovery code as shown (xxxx-xxxx-xxxx-xxxx); case, spaces and dashes are ignored. */
const recoveryCode = z
  .string({ error: MFA_MESSAGES.recoveryRequired })
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{16}$/, MFA_MESSAGES.recoveryRequired));

export const totpConfirmInput = z.object({ code: totpCode });
export type TotpConfirmInput = z.input<typeof totpConfirmInput>;

const challenge = z.string({ error: MFA_MESSAGES.challengeRequired }).regex(/^[A-Za-z0-9_-]{43}$/, MFA_MESSAGES.challengeRequired);

export const loginVerifyInput = z.discriminatedUnion(
  'method',
  [z.object({ challenge, method: z.literal('totp'), code: totpCode }), z.object({ challenge, method: z.literal('recovery'), code: recoveryCode })],
  { error: MFA_MESSAGES.enterCode },
);
export type LoginVerifyInput = z.input<typeof loginVerifyInput>;

/** The ways an account with a second factor may finish signing in. */
export type MfaMethod = 'totp' | 'recovery';
/** The password was right; the session starts only after a code (POST /api/admin/login/verify). */
export type MfaChallenge = { mfa: 'required'; challenge: string; methods: MfaMethod[] };

/** A new authenticator app's secret, shown once while it is set up. */
export type TotpSetup = { secret: string; otpauthUrl: string };
/** The confirm's answer: the ten recovery codes when this was the account's first factor, never again. */
export type TotpConfirmResponse = { success: true; message: string; id: string; data: { recoveryCodes?: string[] } };

export type FactorView = { id: string; type: 'totp'; label: string; createdAt: string; lastUsedAt?: string };
export type FactorsResponse = { data: { factors: FactorView[]; recoveryCodesLeft: number } };
