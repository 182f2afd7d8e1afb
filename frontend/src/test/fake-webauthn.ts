// navigator.credentials as a browser with one passkey answers (Chromium's shapes), for the jsdom tests of the
// passkey screens: @simplewebauthn/browser between the screen and this fake is the real one.
export const bytes = (text: string) => new TextEncoder().encode(text).buffer;
export const CREDENTIAL_ID = 'Y3JlZGVudGlhbA'; // base64url of "credential"
export const CHALLENGE = 'c'.repeat(43);

/** navigator.credentials as a browser with one passkey: what each call was asked, and a switch to cancel. */
export function fakeWebAuthn() {
  const asked: { create: unknown[]; get: unknown[]; cancel: boolean } = { create: [], get: [], cancel: false };
  const credential = (response: Record<string, unknown>) => ({
    id: CREDENTIAL_ID,
    rawId: bytes('credential'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response,
    getClientExtensionResults: () => ({}),
  });
  const refuse = () => Promise.reject(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
  Object.defineProperty(window, 'PublicKeyCredential', { configurable: true, value: function PublicKeyCredential() {} });
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: {
      create: (options: unknown) => {
        asked.create.push(options);
        if (asked.cancel) return refuse();
        return Promise.resolve(credential({ clientDataJSON: bytes('{"type":"webauthn.create"}'), attestationObject: bytes('attestation'), getTransports: () => ['internal'] }));
      },
      get: (options: unknown) => {
        asked.get.push(options);
        if (asked.cancel) return refuse();
        return Promise.resolve(credential({ clientDataJSON: bytes('{"type":"webauthn.get"}'), authenticatorData: bytes('data'), signature: bytes('signature'), userHandle: bytes('a-1') }));
      },
    },
  });
  return asked;
}


/** Undo fakeWebAuthn (afterEach). */
export function removeFakeWebAuthn(): void {
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  delete (navigator as { credentials?: unknown }).credentials;
}
