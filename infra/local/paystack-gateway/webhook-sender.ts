// Delivers charge.success to the site's webhook URL the way Paystack does: a
// JSON POST signed with x-paystack-signature, counted as delivered only on a
// 2xx, and retried later when the receiver is down or answers an error. Each
// attempt is recorded on the transaction so a test (or a developer) can see
// what the site answered.
import { signPaystackBody } from '../../../lambdas/lib/payments/paystack-signature';
import type { PaystackWebhookEvent } from '../../../lambdas/lib/payments/paystack-types';
import { toPaystackTransaction, type GatewayTransaction, type WebhookDelivery } from './transactions';

export type SignatureForm = 'plain' | 'timestamped';

export type WebhookSenderOptions = {
  url: string;
  secretKey: string;
  signatureForm: SignatureForm;
  /** Per attempt; a slow receiver must not hold the visitor's redirect. */
  timeoutMs: number;
  /** Wait before each retry; its length is the number of retries. */
  retryDelaysMs: readonly number[];
  log: (line: string) => void;
};

export type WebhookSending = {
  /** The first attempt, which the checkout waits for before redirecting. */
  first: Promise<WebhookDelivery>;
  /** Every attempt, once one succeeded or the retries ran out (or the gateway closed). */
  settled: Promise<WebhookDelivery[]>;
};

export type WebhookSender = {
  send(transaction: GatewayTransaction): WebhookSending;
  /** Any other signed event (the subscriptions' ones): its attempts are pushed onto `record`. */
  sendEvent(event: { event: string; data: unknown }, label: string, record: WebhookDelivery[]): WebhookSending;
  close(): void;
};

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const cancels = new Set<() => void>();
  let closed = false;

  async function attempt(body: string, number: number): Promise<WebhookDelivery> {
    const at = new Date();
    // The timestamped form is signed afresh each time, as its clock is part of the signature.
    const signature = signPaystackBody(body, options.secretKey, { form: options.signatureForm, timestamp: at });
    try {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await res.body?.cancel().catch(() => undefined);
      const ok = res.status >= 200 && res.status < 300;
      return { attempt: number, at: at.toISOString(), ok, statusCode: res.status };
    } catch (error) {
      // AbortSignal.timeout rejects with a DOMException, which is not always an Error instance.
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      const reason = timedOut ? `timed out after ${options.timeoutMs} ms` : describe(error);
      return { attempt: number, at: at.toISOString(), ok: false, error: reason };
    }
  }

  function send(transaction: GatewayTransaction): WebhookSending {
    const event: PaystackWebhookEvent = { event: 'charge.success', data: toPaystackTransaction(transaction) };
    return sendEvent(event, `charge.success ${transaction.reference}`, transaction.webhookDeliveries);
  }

  function sendEvent(event: { event: string; data: unknown }, label: string, record: WebhookDelivery[]): WebhookSending {
    // Retries resend the same event bytes, as Paystack does.
    const body = JSON.stringify(event);
    const deliveries: WebhookDelivery[] = [];
    let resolveFirst!: (d: WebhookDelivery) => void;
    const first = new Promise<WebhookDelivery>((r) => (resolveFirst = r));

    const settled = (async () => {
      for (let number = 1; number <= options.retryDelaysMs.length + 1; number++) {
        if (number > 1) {
          const waited = await wait(options.retryDelaysMs[number - 2]);
          if (!waited) break;
        }
        if (closed) break;
        const delivery = await attempt(body, number);
        deliveries.push(delivery);
        record.push(delivery);
        options.log(`paystack-gateway: ${label} attempt ${number} -> ${delivery.statusCode ?? delivery.error}`);
        if (number === 1) resolveFirst(delivery);
        if (delivery.ok) break;
      }
      if (deliveries.length === 0) resolveFirst({ attempt: 0, at: new Date().toISOString(), ok: false, error: 'gateway closed' });
      return deliveries;
    })();
    return { first, settled };
  }

  /** Resolves true after `ms`, or false at once if the gateway closes meanwhile. */
  function wait(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        cancels.delete(cancel);
        resolve(true);
      }, ms);
      const cancel = () => {
        clearTimeout(timer);
        resolve(false);
      };
      cancels.add(cancel);
    });
  }

  function close(): void {
    closed = true;
    for (const cancel of [...cancels]) cancel();
    cancels.clear();
  }

  return { send, sendEvent, close };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}
