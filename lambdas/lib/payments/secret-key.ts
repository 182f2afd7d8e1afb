// The Paystack secret key, read only by the payment handlers (the route rows
// with `payments: 'paystack'`; the CDK grants no one else the secret):
// PAYSTACK_SECRET_ARN (Secrets Manager, JSON {"secretKey": "sk_..."}) in AWS,
// else PAYSTACK_SECRET_KEY. Never logged, never answered. No key (or an empty
// one) means no online payment: priced events are paid at the venue.
// Read with a signed JSON call (../aws/aws-json.ts), not the SDK's Secrets
// Manager client: GET /api/payments/config is a public read every visitor's
// registration form makes, and that client was ~150 KB of its bundle.
import { callAwsJson, envCredentials } from '../aws/aws-json';
import { isStoreUnavailable } from '../db/store-errors';

let cached: Promise<string | null> | null = null;
let cachedAt = 0;
// A key put into Secrets Manager after deployment is picked up within minutes, without a redeploy.
const TTL_MS = 5 * 60_000;

export function paystackSecretKey(): Promise<string | null> {
  if (!cached || Date.now() - cachedAt > TTL_MS) {
    cachedAt = Date.now();
    cached = load().catch((error: unknown) => {
      cached = null; // the next request tries again
      throw error;
    });
  }
  return cached;
}

/** Tests switch keys between cases. */
export function resetPaystackSecretKey(): void {
  cached = null;
}

/** A key that looks like one of Paystack's secret keys, or null. */
export function usableKey(value: string | undefined | null): string | null {
  const key = value?.trim();
  return key && /^sk_(test|live)_\S+$/.test(key) ? key : null;
}

async function load(): Promise<string | null> {
  const arn = process.env.PAYSTACK_SECRET_ARN;
  if (!arn) return usableKey(process.env.PAYSTACK_SECRET_KEY);
  const out = await getSecretValue(arn);
  const text = typeof out.SecretString === 'string' ? out.SecretString : '';
  try {
    const parsed = JSON.parse(text) as { secretKey?: unknown };
    return usableKey(typeof parsed.secretKey === 'string' ? parsed.secretKey : null);
  } catch {
    return usableKey(text);
  }
}

/** Secrets Manager's GetSecretValue; AWS_ENDPOINT_URL_SECRETS_MANAGER points it elsewhere, as it does the SDK. */
function getSecretValue(arn: string): Promise<Record<string, unknown>> {
  const region = process.env.AWS_REGION || 'us-east-1';
  const credentials = envCredentials();
  if (!credentials) throw new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)');
  return callAwsJson({
    url: new URL(process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER || `https://secretsmanager.${region}.amazonaws.com/`),
    region,
    service: 'secretsmanager',
    target: 'secretsmanager.GetSecretValue',
    jsonVersion: '1.1',
    body: JSON.stringify({ SecretId: arn }),
    credentials,
    // As the DynamoDB client in AWS: a Secrets Manager out of reach is a 503 in seconds.
    connectTimeoutMs: 1000,
    requestTimeoutMs: 3000,
    maxAttempts: 3,
    // Throttling, 5xx, dropped connections and timeouts: the same classification as the store's.
    retryable: isStoreUnavailable,
  });
}
