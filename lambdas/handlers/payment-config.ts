import type { PaymentConfigResponse } from '../../contract/schemas';
import { handle } from '../lib/http';
import { paystackSecretKey } from '../lib/payments/secret-key';

// Whether priced events are paid online: the form labels them "pay with
// Paystack" or "pay at the venue". Only a yes or no leaves: never the key.
export const handler = handle({ auth: 'public' }, async () => {
  const body: PaymentConfigResponse = { online: (await paystackSecretKey()) !== null };
  return { body };
});
