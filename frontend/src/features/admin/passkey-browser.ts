// The browser's side of passkeys (WebAuthn, through @simplewebauthn/browser, loaded
// only when a passkey is used). A relying party id must be a domain: the local stack
// on http://127.0.0.1:port serves passkeys as localhost, so the page must be opened
// at http://localhost:port (lambdas/lib/mfa/relying-party.ts; docs/ARCHITECTURE.md, Auth).
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';

export const PASSKEY_CANCELLED = 'The passkey was not used (cancelled or timed out). Please try again.';
export const PASSKEY_UNSUPPORTED = 'This browser cannot use passkeys.';

const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/** Where this page must be opened for passkeys to work (the same page on localhost), or null when it is fine here. */
export function passkeyAddress(location: Pick<Location, 'hostname' | 'href'> = window.location): string | null {
  if (!IP_HOST.test(location.hostname)) return null;
  const url = new URL(location.href);
  url.hostname = 'localhost';
  return url.toString();
}

/** The browser's words for a refused or cancelled ceremony, as a message for the admin. */
function failure(error: unknown): Error {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return new Error(PASSKEY_CANCELLED);
  if (name === 'InvalidStateError') return new Error('This passkey is already on your account.');
  return new Error(error instanceof Error && error.message ? error.message : PASSKEY_UNSUPPORTED);
}

export async function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
  const { browserSupportsWebAuthn, startRegistration } = await import('@simplewebauthn/browser');
  if (!browserSupportsWebAuthn()) throw new Error(PASSKEY_UNSUPPORTED);
  try {
    return await startRegistration({ optionsJSON });
  } catch (error) {
    throw failure(error);
  }
}

export async function usePasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON> {
  const { browserSupportsWebAuthn, startAuthentication } = await import('@simplewebauthn/browser');
  if (!browserSupportsWebAuthn()) throw new Error(PASSKEY_UNSUPPORTED);
  try {
    return await startAuthentication({ optionsJSON });
  } catch (error) {
    throw failure(error);
  }
}
