import type { PaymentConfigResponse } from '../../contract/schemas';
import { handleRead } from '../lib/http-read';
import { paystackSecretKey } from '../lib/payments/secret-key';

// Whether priced events are paid online: the form labels them "pay with
// Paystack" or "pay at the venue". Only a yes or no leaves, never the key.
// The lean public wrapper (no auth, no zod); CloudFront may keep the answer
// a minute, like the key's own five-minute cache.
export const handler = handleRead(async () => {
  const body: PaymentConfigResponse = { online: (await paystackSecretKey()) !== null };
  return { body };
});
