// Reads the standalone gateway's settings from the environment, with the
// same variable names the site uses where they overlap, so one shell setup
// serves both.
import type { PaystackGatewayOptions } from './server';

export const DEFAULT_GATEWAY_PORT = 4010;

export function gatewayOptionsFromEnv(env: Record<string, string | undefined>): PaystackGatewayOptions {
  const secretKey = env.PAYSTACK_SECRET_KEY?.trim();
  // The site signs nothing itself but must verify with the same key, so the
  // gateway does not invent one that nobody else knows.
  if (!secretKey) throw new Error('Set PAYSTACK_SECRET_KEY to the key the site uses (any sk_test_... value works locally).');

  const port = env.PAYSTACK_GATEWAY_PORT === undefined ? DEFAULT_GATEWAY_PORT : Number(env.PAYSTACK_GATEWAY_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('PAYSTACK_GATEWAY_PORT must be a port number (0 picks a free one).');

  const form = env.PAYSTACK_SIGNATURE_FORM ?? 'plain';
  if (form !== 'plain' && form !== 'timestamped') throw new Error('PAYSTACK_SIGNATURE_FORM must be plain or timestamped.');

  const webhookUrl = env.PAYSTACK_WEBHOOK_URL?.trim() || undefined;
  if (webhookUrl && !URL.canParse(webhookUrl)) throw new Error('PAYSTACK_WEBHOOK_URL must be a full URL.');

  return { host: env.HOST || '127.0.0.1', port, secretKey, webhookUrl, signatureForm: form };
}
