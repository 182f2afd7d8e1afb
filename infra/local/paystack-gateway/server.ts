// A Paystack-compatible payment gateway for one machine. Paystack has no
// official mock, and tests may not reach the internet, so this answers the
// Transaction API calls the site makes (initialize, verify; refunds in refunds.ts) with
// Paystack's shapes and messages, serves a checkout page at
// authorization_url, and sends the signed charge.success webhook when the
// visitor pays. Point PAYSTACK_BASE_URL at `url` to use it.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { keepIdleConnections } from '../keep-alive';
import { sendJson } from '../api-emulator';
import { listen } from '../server';
import { renderCheckoutPage, renderClosedPage } from './checkout-page';
import { TransactionStore, toPaystackTransaction, type GatewayTransaction, type WebhookDelivery } from './transactions';
import { validateInitialize } from './validate-initialize';
import { createRefundDesk, type GatewayRefund } from './refunds';
import { createWebhookSender, type SignatureForm } from './webhook-sender';
import { createSubscriptionDesk, type GatewaySubscription, type SentEvent } from './subscriptions';

export type PaystackGatewayOptions = {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The key our server sends as `Authorization: Bearer`, and the webhook signing key. Random when omitted. */
  secretKey?: string;
  /** Where charge.success is POSTed; without it no webhook is sent. */
  webhookUrl?: string;
  signatureForm?: SignatureForm;
  webhookTimeoutMs?: number;
  /** Waits before each retry of a failed webhook. */
  webhookRetryDelaysMs?: readonly number[];
  /** Currencies the pretend merchant is enabled for; the first is the default. */
  currencies?: readonly string[];
  /** Used when initialize has no callback_url, as Paystack uses the dashboard's. */
  defaultCallbackUrl?: string;
  /** One line per event; never given the secret key. */
  log?: (line: string) => void;
};

export type GatewayTransactionSnapshot = Omit<GatewayTransaction, 'createdAt' | 'paidAt'> & {
  createdAt: string;
  paidAt: string | null;
};

export type PaystackGateway = {
  url: string;
  secretKey: string;
  close(): Promise<void>;
  /** Copies of every transaction, with the webhook attempts made for it. */
  transactions(): GatewayTransactionSnapshot[];
  /** Send charge.success for a paid transaction again (a replay), resolving once delivered or given up. */
  sendWebhook(reference: string): Promise<WebhookDelivery[]>;
  /** The latest webhook sending for this reference, once delivered or given up; [] if none was sent. */
  webhookSettled(reference: string): Promise<WebhookDelivery[]>;
  /** Copies of every refund asked for (POST /refund), with their webhook attempts (refunds.ts). */
  refunds(): GatewayRefund[];
  /** How the next refunds end: processed (the default) or failed. */
  setRefundOutcome(outcome: 'processed' | 'failed'): void;
  /** Every refund webhook sent so far, once delivered or given up. */
  refundWebhooksSettled(): Promise<void>;
  /** Copies of every subscription (subscriptions.ts). */
  subscriptions(): GatewaySubscription[];
  /** Every subscription event sent (subscription.*, invoice.*, a plan's charge.success), with its exact body. */
  subscriptionEvents(): SentEvent[];
  /** Local only: bill a subscription's next month now, paid or failed (also POST /_local/subscription/{code}/bill). */
  billNextMonth(code: string, outcome: 'success' | 'failed'): ReturnType<ReturnType<typeof createSubscriptionDesk>['bill']>;
  /** Every subscription webhook sent so far, once delivered or given up. */
  subscriptionWebhooksSettled(): Promise<void>;
};

// Paystack in live mode retries a failed webhook every 3 minutes for the first
// 4 tries (then hourly for 72 hours, which a local gateway does not need).
const PAYSTACK_RETRY_DELAYS_MS = [180_000, 180_000, 180_000, 180_000];
const MAX_BODY_BYTES = 1_000_000;
const INVALID_KEY = { status: false, message: 'Invalid key' } as const;

export async function startPaystackGateway(options: PaystackGatewayOptions = {}): Promise<PaystackGateway> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(20).toString('hex')}`;
  const currencies = (options.currencies ?? ['NGN']).map((c) => c.toUpperCase());
  const log = options.log ?? (() => undefined);
  const store = new TransactionStore();
  const sender = options.webhookUrl
    ? createWebhookSender({
        url: options.webhookUrl,
        secretKey,
        signatureForm: options.signatureForm ?? 'plain',
        timeoutMs: options.webhookTimeoutMs ?? 2_000,
        retryDelaysMs: options.webhookRetryDelaysMs ?? PAYSTACK_RETRY_DELAYS_MS,
        log,
      })
    : null;
  const sendings = new Map<string, Promise<WebhookDelivery[]>>();
  const refundDesk = createRefundDesk({
    store,
    secretKey,
    webhookUrl: options.webhookUrl,
    signatureForm: options.signatureForm ?? 'plain',
    timeoutMs: options.webhookTimeoutMs ?? 2_000,
    retryDelaysMs: options.webhookRetryDelaysMs ?? PAYSTACK_RETRY_DELAYS_MS,
    log,
  });

  const subscriptionDesk = createSubscriptionDesk({ store, sender, currencies, log });

  function authorized(req: IncomingMessage): boolean {
    const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
    if (!match) return false;
    const given = Buffer.from(match[1].trim());
    const expected = Buffer.from(secretKey);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  function startWebhook(transaction: GatewayTransaction): Promise<WebhookDelivery> | null {
    if (!sender) return null;
    const sending = sender.send(transaction);
    sendings.set(transaction.reference, sending.settled);
    return sending.first;
  }

  async function initialize(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!authorized(req)) return sendJson(res, 401, INVALID_KEY);
    const body = await readParams(req);
    if (!body) return sendJson(res, 400, { status: false, message: 'Invalid request body' });
    const check = validateInitialize(body, currencies);
    if (!check.ok) return sendJson(res, 400, { status: false, message: check.message });
    if (check.value.reference && store.has(check.value.reference)) {
      return sendJson(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
    }
    const plan = check.value.plan === undefined ? undefined : subscriptionDesk.plan(check.value.plan);
    if (check.value.plan !== undefined && !plan) return sendJson(res, 400, { status: false, message: 'Plan not found' });
    // With a plan, Paystack charges the plan's amount whatever amount was sent.
    const t = store.create(plan ? { ...check.value, amount: plan.amount, currency: plan.currency } : check.value);
    if (plan) t.plan = plan;
    log(`paystack-gateway: initialized ${t.reference} (${t.amount} ${t.currency})`);
    sendJson(res, 200, {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${url}/checkout/${t.accessCode}`, access_code: t.accessCode, reference: t.reference },
    });
  }

  function verify(req: IncomingMessage, res: ServerResponse, reference: string): void {
    if (!authorized(req)) return sendJson(res, 401, INVALID_KEY);
    const t = store.byRef(reference);
    if (!t) return sendJson(res, 400, { status: false, message: 'Transaction reference not found' });
    sendJson(res, 200, { status: true, message: 'Verification successful', data: toPaystackTransaction(t) });
  }

  async function refund(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!authorized(req)) return sendJson(res, 401, INVALID_KEY);
    const body = await readParams(req);
    if (!body) return sendJson(res, 400, { status: false, message: 'Invalid request body' });
    const answer = refundDesk.create(body);
    sendJson(res, answer.status, answer.body);
  }

  function showCheckout(res: ServerResponse, accessCode: string): void {
    const t = store.byCode(accessCode);
    if (!t) return sendHtml(res, 404, renderClosedPage('Payment not found', 'This checkout link is not valid.'));
    if (t.status === 'success' || t.status === 'failed') {
      return sendHtml(res, 409, renderClosedPage('Payment already completed', `This transaction is ${t.status === 'success' ? 'paid' : 'declined'}.`));
    }
    // The customer is on the payment page now: Paystack reports that as ongoing.
    store.settle(t, 'ongoing');
    sendHtml(res, 200, renderCheckoutPage(t));
  }

  async function completeCheckout(req: IncomingMessage, res: ServerResponse, accessCode: string): Promise<void> {
    const t = store.byCode(accessCode);
    if (!t) return sendHtml(res, 404, renderClosedPage('Payment not found', 'This checkout link is not valid.'));
    const action = (await readParams(req))?.action;
    const status = action === 'pay' ? 'success' : action === 'decline' ? 'failed' : action === 'abandon' ? 'abandoned' : null;
    if (!status) return sendHtml(res, 400, renderClosedPage('Unknown choice', 'Choose Pay, Decline or Abandon.'));
    if (!store.settle(t, status)) {
      return sendHtml(res, 409, renderClosedPage('Payment already completed', 'This transaction can no longer change.'));
    }
    log(`paystack-gateway: ${t.reference} -> ${status}`);
    // Paystack sends charge.success for successful payments only.
    if (status === 'success') {
      await startWebhook(t);
      // A plan's first payment subscribes the customer (subscription.create follows charge.success).
      await subscriptionDesk.paid(t);
    }
    const callback = t.callbackUrl ?? options.defaultCallbackUrl;
    if (!callback) return sendHtml(res, 200, renderClosedPage(`Payment ${t.status === 'success' ? 'successful' : t.status}`, `Reference ${t.reference}`));
    const target = new URL(callback);
    target.searchParams.set('trxref', t.reference);
    target.searchParams.set('reference', t.reference);
    res.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' });
    res.end();
  }

  /** The Plans and Subscriptions calls (subscriptions.ts); false when the path is none of them. */
  async function subscriptionRoute(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    const bill = /^\/_local\/subscription\/([A-Za-z0-9_]+)\/bill$/.exec(pathname);
    const desks: Record<string, (p: Record<string, unknown>) => { status: number; body: unknown }> = {
      '/plan': (p) => subscriptionDesk.createPlan(p),
      '/subscription': (p) => subscriptionDesk.create(p),
      '/subscription/disable': (p) => subscriptionDesk.disable(p),
    };
    if (req.method === 'GET' && pathname === '/subscription') {
      if (!authorized(req)) return (sendJson(res, 401, INVALID_KEY), true);
      const answer = subscriptionDesk.list(new URL(req.url ?? '/', 'http://gateway').searchParams);
      return (sendJson(res, answer.status, answer.body), true);
    }
    if (req.method !== 'POST' || (!desks[pathname] && !bill)) return false;
    // The local billing control answers to the same key as the API: only our own server and tests may call it.
    if (!authorized(req)) return (sendJson(res, 401, INVALID_KEY), true);
    const body = await readParams(req);
    if (!body) return (sendJson(res, 400, { status: false, message: 'Invalid request body' }), true);
    if (bill) {
      const outcome = body.outcome === 'failed' ? 'failed' : 'success';
      const result = await subscriptionDesk.bill(bill[1], outcome);
      return (sendJson(res, result.ok ? 200 : 400, result.ok ? { status: true, message: `Billed (${outcome})`, data: result } : { status: false, message: result.message }), true);
    }
    const answer = desks[pathname](body);
    sendJson(res, answer.status, answer.body);
    return true;
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://gateway');
    if (await subscriptionRoute(req, res, pathname)) return;
    const verifyMatch = /^\/transaction\/verify\/([^/]+)$/.exec(pathname);
    const checkoutMatch = /^\/checkout\/([A-Za-z0-9]+)$/.exec(pathname);
    if (req.method === 'POST' && pathname === '/transaction/initialize') return initialize(req, res);
    if (req.method === 'POST' && pathname === '/refund') return refund(req, res);
    if (req.method === 'GET' && verifyMatch) return verify(req, res, decodeURIComponent(verifyMatch[1]));
    if (req.method === 'GET' && checkoutMatch) return showCheckout(res, checkoutMatch[1]);
    if (req.method === 'POST' && checkoutMatch) return completeCheckout(req, res, checkoutMatch[1]);
    sendJson(res, 404, { status: false, message: 'Not found' });
  }

  const server = keepIdleConnections(http.createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      log(`paystack-gateway: ${req.method} ${req.url} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { status: false, message: 'An error occurred' });
      else res.destroy();
    });
  }));
  const url = await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');

  const gateway: PaystackGateway = {
    url,
    secretKey,
    close: async () => {
      sender?.close();
      refundDesk.close();
      await refundDesk.settled();
      await subscriptionDesk.settled();
      await Promise.allSettled([...sendings.values()]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    transactions: () =>
      store.all().map((t) => ({
        ...structuredClone(t),
        createdAt: t.createdAt.toISOString(),
        paidAt: t.paidAt?.toISOString() ?? null,
      })),
    sendWebhook: async (reference) => {
      const t = store.byRef(reference);
      if (!t) throw new Error(`No transaction ${reference}`);
      if (t.status !== 'success') throw new Error(`Transaction ${reference} is ${t.status}; Paystack sends charge.success only for paid ones`);
      if (!startWebhook(t)) throw new Error('The gateway has no webhookUrl');
      return sendings.get(reference)!;
    },
    webhookSettled: (reference) => sendings.get(reference) ?? Promise.resolve([]),
    refunds: () => refundDesk.all(),
    setRefundOutcome: (outcome) => refundDesk.setOutcome(outcome),
    refundWebhooksSettled: () => refundDesk.settled(),
    subscriptions: () => subscriptionDesk.subscriptions(),
    subscriptionEvents: () => subscriptionDesk.sent(),
    billNextMonth: (code, outcome) => subscriptionDesk.bill(code, outcome),
    subscriptionWebhooksSettled: () => subscriptionDesk.settled(),
  };
  return gateway;
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    // No script at all; form-action is left open because the answer redirects to the site.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
}

/** A JSON or form-encoded body as a plain object; null when it is neither, or too large. */
async function readParams(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
