// AWS Signature Version 4 for the lean AWS calls (aws-json.ts), by aws4fetch's
// signer: small, no dependencies, on the runtime's Web Crypto. The SDK's
// signer (@smithy/signature-v4) would bring its middleware packages into the
// public-read bundles, which the lint rule for lean files keeps out.
import { AwsV4Signer } from 'aws4fetch';

export type Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

export type SignInput = {
  method: string;
  url: URL;
  /** Headers to send and sign (x-amz-date is added; host is signed from the URL). */
  headers: Record<string, string>;
  body: string;
  region: string;
  service: string;
  credentials: Credentials;
  now?: Date;
};

// Derived signing keys, per secret, day, region and service: one HMAC chain a day, not one a call.
const signingKeys = new Map<string, ArrayBuffer>();

/** The request's headers plus x-amz-date, x-amz-security-token (temporary credentials) and authorization. */
export async function signRequest(input: SignInput): Promise<Record<string, string>> {
  const signer = new AwsV4Signer({
    method: input.method,
    url: input.url.href,
    headers: input.headers,
    body: input.body,
    accessKeyId: input.credentials.accessKeyId,
    secretAccessKey: input.credentials.secretAccessKey,
    // A Lambda role's credentials are temporary: the token is sent, and signed, with every request.
    sessionToken: input.credentials.sessionToken,
    service: input.service,
    region: input.region,
    datetime: input.now?.toISOString().replace(/[:-]|\.\d{3}/g, ''),
    // Sign every header we send, content-type included, as the SDK does.
    allHeaders: true,
    cache: signingKeys,
  });
  const { headers } = await signer.sign();
  return Object.fromEntries(headers.entries());
}
