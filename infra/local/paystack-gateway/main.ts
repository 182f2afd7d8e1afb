// Runs the local Paystack gateway on its own:
//   PAYSTACK_SECRET_KEY=sk_test_local \
//   PAYSTACK_WEBHOOK_URL=http://127.0.0.1:3000/api/payments/paystack/webhook \
//   node -r esbuild-register infra/local/paystack-gateway/main.ts
// then start the site with PAYSTACK_BASE_URL set to the address it prints.
import { gatewayOptionsFromEnv } from './options-from-env';
import { startPaystackGateway } from './server';

async function main(): Promise<void> {
  const gateway = await startPaystackGateway({ ...gatewayOptionsFromEnv(process.env), log: (line) => console.log(line) });
  // The key is deliberately not printed: the caller set it.
  console.log(`Paystack test gateway at ${gateway.url} (set PAYSTACK_BASE_URL=${gateway.url})`);
  const stop = () => void gateway.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
