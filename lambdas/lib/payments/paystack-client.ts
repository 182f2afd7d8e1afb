// The Paystack calls the checkout (and the refund) needs, over global fetch. The base URL
// is an argument so that tests and `npm start` can point it at the local
// gateway (PAYSTACK_BASE_URL) while production talks to Paystack itself.
import type {
  InitializeTransactionData,
  InitializeTransactionInput,
  PaystackTransaction,
} from './paystack-types';
import type { CreateRefundInput, PaystackRefund } from './paystack-refund-types';
import type { CreatePlanInput, PaystackPlan } from './paystack-plan-types';

export const PAYSTACK_DEFAULT_BASE_URL = 'https://api.paystack.co';

export type PaystackClientOptions = {
  secretKey: string;
  /** Defaults to Paystack's API; no trailing slash needed. */
  baseUrl?: string;
  /** A Lambda must answer well within API Gateway's 30 s limit, so a stuck call is cut short. */
  timeoutMs?: number;
};

/** Paystack said no (`status: false`), answered something unreadable, or could not be reached. */
export class PaystackApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 when no answer came. */
    readonly httpStatus: number,
    /** The call was cut short after it was sent: Paystack may have acted on it. */
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'PaystackApiError';
  }
}

/** PAYSTACK_BASE_URL when set, else Paystack's own API. */
export function paystackBaseUrl(env: Record<string, string | undefined> = process.env): string {
  return env.PAYSTACK_BASE_URL?.trim() || PAYSTACK_DEFAULT_BASE_URL;
}

/** `withoutData`: an answer that is only { status, message } (Paystack's /subscription/disable). */
async function call<T>(options: PaystackClientOptions, method: 'GET' | 'POST', path: string, body?: unknown, withoutData = false): Promise<T> {
  const base = (options.baseUrl ?? PAYSTACK_DEFAULT_BASE_URL).replace(/\/+$/, '');
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
    throw new PaystackApiError(timedOut ? 'Paystack did not answer in time' : 'Paystack could not be reached', 0, timedOut);
  }
  const payload = (await res.json().catch(() => null)) as { status?: unknown; message?: unknown; data?: unknown } | null;
  if (!payload || typeof payload !== 'object') throw new PaystackApiError(`Paystack answered ${res.status} without JSON`, res.status);
  const message = typeof payload.message === 'string' ? payload.message : `Paystack answered ${res.status}`;
  if (!res.ok || payload.status !== true || (!payload.data && !withoutData)) throw new PaystackApiError(message, res.status);
  return payload.data as T;
}

/** Starts a checkout; send the visitor to `authorization_url`. */
export function initializeTransaction(
  options: PaystackClientOptions,
  input: InitializeTransactionInput,
): Promise<InitializeTransactionData> {
  return call(options, 'POST', '/transaction/initialize', input);
}

/**
 * Asks Paystack how a transaction stands. A declined or abandoned payment is
 * still a successful call: check `status === 'success'` and the amount.
 */
export function verifyTransaction(options: PaystackClientOptions, reference: string): Promise<PaystackTransaction> {
  return call(options, 'GET', `/transaction/verify/${encodeURIComponent(reference)}`);
}

/**
 * Asks Paystack to refund a paid transaction, all or `amount` kobo of it.
 * Paystack queues it (status pending) and tells the outcome by webhook:
 * refund.processed or refund.failed.
 */
export function createRefund(options: PaystackClientOptions, input: CreateRefundInput): Promise<PaystackRefund> {
  return call(options, 'POST', '/refund', input);
}

/** Paystack's Plans: the monthly amount a subscription charges (lambdas/lib/payments/paystack-plan-types.ts). */
export function createPlan(options: PaystackClientOptions, input: CreatePlanInput): Promise<PaystackPlan> {
  return call(options, 'POST', '/plan', input);
}

/** Stops a subscription's future charges; Paystack then sends subscription.disable. */
export function disableSubscription(options: PaystackClientOptions, input: { code: string; token: string }): Promise<unknown> {
  return call(options, 'POST', '/subscription/disable', input, true);
}
