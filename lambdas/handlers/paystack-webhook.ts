import { paymentsRepo } from '../lib/db/payments-repo';
import { unauthorized } from '../lib/errors';
import { header, serve } from '../lib/http-core';
import { chargeOf } from '../lib/payments/charge';
import { verifyPaystackSignature } from '../lib/payments/paystack-signature';
import { receiveRefundEvent } from '../lib/payments/refund-webhook';
import { paystackSecretKey } from '../lib/payments/secret-key';
import { SUBSCRIPTION_EVENTS, applySubscriptionEvent, isPlanCharge } from '../lib/school/subscription-events';
import { log } from '../lib/log';

// POST /api/payments/paystack/webhook (docs/ARCHITECTURE.md, Payments).
// 1. The signature over the RAW body, before anything is parsed: a wrong or
//    missing one is 401 and nothing is read or stored.
// 2. charge.success is stored once per reference (a replay finds it there)
//    and answered 200 at once; the payments worker applies it afterwards, so
//    Paystack's retries and duplicates never apply a payment twice.
// Not through http.ts's `handle`: that parses the body first.
const MAX_WEBHOOK_BYTES = 64 * 1024;

export const handler = serve({}, async (event) => {
  const raw = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  const secretKey = await paystackSecretKey();
  if (!secretKey || raw.length > MAX_WEBHOOK_BYTES || !verifyPaystackSignature(raw, header(event, 'x-paystack-signature'), secretKey)) {
    throw unauthorized('Invalid signature');
  }
  let payload: { event?: unknown; data?: unknown };
  try {
    payload = JSON.parse(raw.toString('utf8')) as typeof payload;
  } catch {
    // Signed but unreadable: nothing Paystack could fix by retrying.
    return { body: { received: false } };
  }
  // Refunds (refund.processed / refund.failed): lambdas/lib/payments/refund-webhook.ts.
  if (typeof payload?.event === 'string' && payload.event.startsWith('refund.')) return { body: { received: await receiveRefundEvent(payload.event, payload.data) } };
  // Monthly programmes (subscription events, and the charges of a plan): applied here, each once (lambdas/lib/school/subscription-events.ts).
  const subscription = (SUBSCRIPTION_EVENTS as readonly unknown[]).includes(payload?.event) || (payload?.event === 'charge.success' && isPlanCharge(payload.data));
  if (subscription) return { body: { received: (await applySubscriptionEvent(String(payload.event), payload.data)) !== 'unreadable' } };
  if (payload?.event !== 'charge.success') return { body: { received: false } };
  const charge = chargeOf(payload.data);
  if (!charge) {
    log.warn('paystack webhook without a usable transaction');
    return { body: { received: false } };
  }
  const fresh = await paymentsRepo.receive(charge);
  if (!fresh) log.info('paystack webhook replayed', { reference: charge.reference });
  return { body: { received: true } };
});
