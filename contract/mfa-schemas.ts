// Two-step sign-in for admins (issue 38; docs/PRODUCT-RULES.md, Admin sign-in): the
// bodies the factor routes take, what they answer, and their messages. Shared by the
// handlers (lambdas/lib/mfa/) and the admin's screens.
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
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
  passkeyNameRequired: 'Name the passkey (1 to 60 characters), e.g. the device it is on',
  passkeyResponseRequired: 'The browser’s passkey answer is missing or malformed. Please try again.',
  noPendingPasskey: 'Start adding the passkey again: it was not asked for, or it took longer than 5 minutes.',
  passkeyNotVerified: 'The passkey could not be verified. Please try again.',
  passkeyAdded: 'Passkey added',
  passkeyRemoved: 'Passkey removed',
  passkeyRefused: 'That passkey was not accepted. Please try again, or sign in with your password.',
  usePasskey: 'Use your passkey, enter the code from your authenticator app, or a recovery code.',
} as const;

/** Six digits; spaces the app shows between groups are ignored. */
export const totpCode = z
  .string({ error: MFA_MESSAGES.codeRequired })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MFA_MESSAGES.codeRequired));

/** A recovery code as shown (xxxx-xxxx-xxxx-xxxx); case, spaces and dashes are ignored. */
export const recoveryCode = z
  .string({ error: MFA_MESSAGES.recoveryRequired })
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{16}$/, MFA_MESSAGES.recoveryRequired));

export const totpConfirmInput = z.object({ code: totpCode });
export type TotpConfirmInput = z.input<typeof totpConfirmInput>;

const challenge = z.string({ error: MFA_MESSAGES.challengeRequired }).regex(/^[A-Za-z0-9_-]{43}$/, MFA_MESSAGES.challengeRequired);

const base64url = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+$/);
/** What the browser's navigator.credentials answers, as JSON (@simplewebauthn/browser); the library checks the rest. */
const credentialShape = { id: base64url(1400), rawId: base64url(1400), type: z.literal('public-key'), clientExtensionResults: z.record(z.string(), z.unknown()), authenticatorAttachment: z.string().max(40).optional() };
export const passkeyRegistrationResponse = z.object(
  {
    ...credentialShape,
    response: z.looseObject({ clientDataJSON: base64url(4000), attestationObject: base64url(20000), transports: z.array(z.string().max(40)).max(10).optional() }),
  },
  { error: MFA_MESSAGES.passkeyResponseRequired },
);
export const passkeyAuthenticationResponse = z.object(
  {
    ...credentialShape,
    response: z.looseObject({ clientDataJSON: base64url(4000), authenticatorData: base64url(4000), signature: base64url(2000), userHandle: base64url(200).optional() }),
  },
  { error: MFA_MESSAGES.passkeyResponseRequired },
);

export const loginVerifyInput = z.discriminatedUnion(
  'method',
  [
    z.object({ challenge, method: z.literal('totp'), code: totpCode }),
    z.object({ challenge, method: z.literal('recovery'), code: recoveryCode }),
    z.object({ challenge, method: z.literal('passkey'), response: passkeyAuthenticationResponse }),
  ],
  { error: MFA_MESSAGES.enterCode },
);
/** What the client sends: a passkey's answer as @simplewebauthn/browser types it (the schema checks its shape). */
export type LoginVerifyInput = Exclude<z.input<typeof loginVerifyInput>, { method: 'passkey' }> | { challenge: string; method: 'passkey'; response: AuthenticationResponseJSON };

/** The ways an account with a second factor may finish signing in. */
export type MfaMethod = 'totp' | 'recovery' | 'passkey';
/**
 * The password was right; the session starts only after a code or a passkey (POST /api/admin/login/verify).
 * With a passkey on the account, `passkeyOptions` are the assertion options for it (its credentials as
 * allowCredentials; their challenge is `challenge` itself).
 */
export type MfaChallenge = { mfa: 'required'; challenge: string; methods: MfaMethod[]; passkeyOptions?: PublicKeyCredentialRequestOptionsJSON };

/** Adding a passkey: its name, and the browser's answer to the options of POST /api/admin/passkeys/options. */
export const passkeyAddInput = z.object({
  name: z.string({ error: MFA_MESSAGES.passkeyNameRequired }).trim().min(1, MFA_MESSAGES.passkeyNameRequired).max(60, MFA_MESSAGES.passkeyNameRequired),
  response: passkeyRegistrationResponse,
});
export type PasskeyAddInput = { name: string; response: RegistrationResponseJSON };
/** A username-less passkey sign-in: the challenge of POST /api/admin/login/passkey/options and the browser's assertion. */
export const passkeyLoginInput = z.object({ challenge, response: passkeyAuthenticationResponse });
export type PasskeyLoginInput = { challenge: string; response: AuthenticationResponseJSON };
export type PasskeyRegistrationOptions = PublicKeyCredentialCreationOptionsJSON;
export type PasskeyLoginOptions = { challenge: string; options: PublicKeyCredentialRequestOptionsJSON };
export type { AuthenticationResponseJSON, RegistrationResponseJSON };

/** A new authenticator app's secret, shown once while it is set up. */
export type TotpSetup = { secret: string; otpauthUrl: string };
/** The confirm's answer: the ten recovery codes when this was the account's first factor, never again. */
export type TotpConfirmResponse = { success: true; message: string; id: string; data: { recoveryCodes?: string[] } };

export type FactorView = { id: string; type: 'totp' | 'passkey'; label: string; createdAt: string; lastUsedAt?: string };
export type FactorsResponse = { data: { factors: FactorView[]; recoveryCodesLeft: number } };
