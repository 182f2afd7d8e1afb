// The payment side of `npm start` (docs/ARCHITECTURE.md, Payments):
//   - the local Paystack-compatible gateway (paystack-gateway/) on loopback,
//     unless PAYSTACK_BASE_URL points elsewhere (real Paystack test or live
//     keys) or PAYSTACK_GATEWAY=off; it signs with PAYSTACK_SECRET_KEY when
//     set, else a generated sk_test_… key, which the handlers then read from
//     the environment (never printed);
//   - the payments worker (lambdas/lib/payments/worker.ts) every 500 ms, as
//     the AWS schedule and stream run it: stored webhooks applied, expired
//     seat holds released;
//   - POST /_local/jobs/payments?now=  run the worker as if it were `now`.
// Without a key at all, priced events are paid at the venue.
import { randomBytes } from 'node:crypto';
import { API } from '../../contract/routes';
import { runPayments } from '../../lambdas/lib/payments/worker';
import { resetPaystackSecretKey } from '../../lambdas/lib/payments/secret-key';
import { postRoute, type LocalRoute } from './local-mailer';
import { startPaystackGateway, type PaystackGateway } from './paystack-gateway/server';

export type LocalPayments = {
  /** The gateway's address when this process runs it. */
  gatewayUrl: string | null;
  routes: Map<string, LocalRoute>;
  close(): Promise<void>;
};

export type LocalPaymentsOptions = {
  /** The site's own origin: the gateway sends charge.success to its webhook route. */
  siteUrl: string;
  intervalMs?: number;
  log?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
};

export async function startLocalPayments(options: LocalPaymentsOptions): Promise<LocalPayments> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.log(line));
  let gateway: PaystackGateway | null = null;
  if (!env.PAYSTACK_BASE_URL?.trim() && env.PAYSTACK_GATEWAY !== 'off') {
    env.PAYSTACK_SECRET_KEY = env.PAYSTACK_SECRET_KEY?.trim() || `sk_test_${randomBytes(20).toString('hex')}`;
    gateway = await startPaystackGateway({
      secretKey: env.PAYSTACK_SECRET_KEY,
      webhookUrl: `${options.siteUrl}${API.paystackWebhook.path}`,
      // A developer's retry is a click away; a minute, not Paystack's three.
      webhookRetryDelaysMs: [5_000, 60_000],
      log,
    });
    env.PAYSTACK_BASE_URL = gateway.url;
  }
  resetPaystackSecretKey();

  let tick: Promise<unknown> = Promise.resolve();
  const quiet = () => undefined;
  const loop = setInterval(() => {
    tick = tick.then(() =>
      runPayments({ log }).then(
        (run) => {
          const applied = Object.values(run.applied).reduce((a, b) => a + (b ?? 0), 0);
          if (applied || run.expired) log(`Payments: ${JSON.stringify(run)}`);
        },
        (error: Error) => log(`Payments: the worker run failed: ${error.message}`),
      ),
    );
  }, options.intervalMs ?? 500);

  const routes = new Map<string, LocalRoute>([
    ['/_local/jobs/payments', postRoute(async (now) => (tick = tick.then(quiet, quiet).then(() => runPayments({ now, log }))))],
  ]);
  return {
    gatewayUrl: gateway?.url ?? null,
    routes,
    async close() {
      clearInterval(loop);
      await tick.catch(quiet);
      await gateway?.close();
    },
  };
}
