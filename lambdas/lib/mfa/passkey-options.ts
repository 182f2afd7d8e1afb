// What the password step of a sign-in answers an account with passkeys (challenge.ts),
// apart from passkeys.ts so that auth.ts does not import what imports it.
import { generateAuthenticationOptions, type AuthenticatorTransport, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { PasskeyFactor } from '../db/factors-repo';
import type { RelyingParty } from './relying-party';

/** How long the browser has to answer (registration and sign-in alike). */
export const PASSKEY_TTL_SECONDS = 5 * 60;

/** The options' challenge is our challenge string itself (base64url of 32 random bytes). */
export const challengeBytes = (challenge: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(challenge, 'base64url'));

/** Assertion options for the account's own passkeys (the password step of a sign-in): the challenge is the sign-in's. */
export async function passkeyOptionsFor(factors: PasskeyFactor[], challenge: string, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: challengeBytes(challenge),
    timeout: PASSKEY_TTL_SECONDS * 1000,
    userVerification: 'preferred',
    allowCredentials: factors.map((f) => ({ id: f.credentialId, transports: f.transports as AuthenticatorTransport[] })),
  });
}

