// Starts the local stack once for the e2e run (e2e/local-stack.ts), with a
// known admin password, the local SES server and the mailer (start.ts).
// Its output goes to e2e/.artifacts/server.log.
import { startLocalStack, type LocalStack } from './local-stack';
import { writeServerInfo } from './server-info';

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

declare global {
  // Handed from global setup to global teardown (same process).
  var __E2E_SERVER__: import('node:child_process').ChildProcess | undefined;
}

export default async function globalSetup(): Promise<void> {
  // The shared server's journeys register for the seeded priced events and
  // expect to be registered at once: it takes them as "pay at the venue".
  // e2e/payments.e2e.ts starts its own stack with the local Paystack gateway.
  const stack = await startStackProcess({ PAYSTACK_GATEWAY: 'off', PAYSTACK_SECRET_KEY: '', PAYSTACK_BASE_URL: '' }, 'server', { sharedSite: true });
  globalThis.__E2E_SERVER__ = stack.child;
  writeServerInfo({ baseUrl: stack.baseUrl, adminUsername: 'admin', adminPassword: E2E_ADMIN_PASSWORD });
}

/**
 * A local stack for the e2e run, with the known admin password, rate limits
 * raised (every browser of the run is one client (127.0.0.1) and the suites
 * register and write many times; e2e/abuse.e2e.ts starts its own with the
 * production limits) and a failed send retried after a second, not the
 * production 30 s (e2e/mail.e2e.ts stops the mail server). `env` adds to or
 * overrides that.
 */
export function startStackProcess(env: Record<string, string>, logName: string, options: { sharedSite?: boolean } = {}): Promise<LocalStack> {
  return startLocalStack({
    adminPassword: E2E_ADMIN_PASSWORD,
    logName,
    sharedSite: options.sharedSite,
    env: { MAIL_RETRY_MS: '1000', RATE_LIMIT_CONTACTS: '100000', RATE_LIMIT_REGISTRATIONS: '100000', RATE_LIMIT_CODES: '100000', RATE_LIMIT_NEWS: '100000', ...env },
  });
}
