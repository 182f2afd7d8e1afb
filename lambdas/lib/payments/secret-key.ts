// The Paystack secret key, read only by the payment handlers (the route rows
// with `payments: 'paystack'`; the CDK grants no one else the secret):
// PAYSTACK_SECRET_ARN (Secrets Manager, JSON {"secretKey": "sk_..."}) in AWS,
// else PAYSTACK_SECRET_KEY. Never logged, never answered. No key (or an empty
// one) means no online payment: priced events are paid at the venue.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

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
  const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  const text = out.SecretString ?? '';
  try {
    const parsed = JSON.parse(text) as { secretKey?: unknown };
    return usableKey(typeof parsed.secretKey === 'string' ? parsed.secretKey : null);
  } catch {
    return usableKey(text);
  }
}
