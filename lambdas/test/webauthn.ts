// A software passkey for the API tests: an ES256 key pair (node:crypto) that answers
// registration and sign-in options as a browser with an authenticator would, with
// the authenticator data, clientDataJSON, attestation ("none") and signature built
// here by hand (WebAuthn Level 3, §6.1 and §6.5). Its counter is ours to set, so a
// test can replay one.
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } };

export class SoftPasskey {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  /** The next signature counter (0 = "no counter", as synced passkeys answer). */
  counter: number;
  userHandle?: string;

  constructor(options: { counter?: number } = {}) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    const jwk = pair.publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
    this.counter = options.counter ?? 1;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options (what startRegistration() posts). */
  register(options: Options, origin: string) {
    const rpId = options.rp?.id ?? new URL(origin).hostname;
    this.userHandle = options.user?.id;
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(this.publicJwk.x, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(this.publicJwk.y, 'base64url'))],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, Buffer.from(cose)]);
    const authData = this.authData(rpId, FLAG_UP | FLAG_UV | FLAG_AT, 0, attested);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)), attestationObject: b64url(attestationObject), transports: ['internal'] },
    };
  }

  /** An assertion for sign-in options (what startAuthentication() posts), at the current counter, which then moves on. */
  assert(options: Options, origin: string, settings: { counter?: number; userVerified?: boolean; signWith?: SoftPasskey } = {}) {
    const rpId = options.rpId ?? new URL(origin).hostname;
    const counter = settings.counter ?? this.counter++;
    const authData = this.authData(rpId, FLAG_UP | (settings.userVerified === false ? 0 : FLAG_UV), counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), (settings.signWith ?? this).privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), ...(this.userHandle ? { userHandle: this.userHandle } : {}) },
    };
  }
}
