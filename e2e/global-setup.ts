// Starts the local stack once for the e2e run: a child process (as `npm
// start` runs it) on a free loopback port, with an in-memory store and a
// known admin password, with the local SES server and the mailer (start.ts).
// Its output goes to e2e/.artifacts/server.log.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS_DIR, writeServerInfo } from './server-info';

const ROOT = path.resolve(__dirname, '..');
const START_TIMEOUT_MS = 60_000;
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

declare global {
  // Handed from global setup to global teardown (same process).
  var __E2E_SERVER__: ChildProcess | undefined;
}

export default async function globalSetup(): Promise<void> {
  // The shared server's journeys register for the seeded priced events and
  // expect to be registered at once: it takes them as "pay at the venue".
  // e2e/payments.e2e.ts starts its own stack with the local Paystack gateway.
  const { child, baseUrl } = await startStackProcess({ PAYSTACK_GATEWAY: 'off', PAYSTACK_SECRET_KEY: '', PAYSTACK_BASE_URL: '' }, 'server.log');
  globalThis.__E2E_SERVER__ = child;
  writeServerInfo({ baseUrl, adminUsername: 'admin', adminPassword: E2E_ADMIN_PASSWORD });
}

/**
 * `npm start` as a child process on a free loopback port, in-memory store,
 * known admin password; `env` adds to or overrides that. Resolves with the
 * URL it printed; its output goes to e2e/.artifacts/<logName>.
 */
export async function startStackProcess(env: Record<string, string>, logName: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const log = createWriteStream(path.join(ARTIFACTS_DIR, logName));
  const child = spawn(process.execPath, ['-r', 'esbuild-register', 'infra/local/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      JWT_SECRET: '',
      JWT_SECRET_FILE: '',
      // A failed send is retried after a second, not the production 30 s (e2e/mail.e2e.ts stops the mail server).
      MAIL_RETRY_MS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.pipe(log);

  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`The local server printed no URL within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGTERM');
      reject(new Error(`${error.message}\n--- server output ---\n${output}`));
    };
    child.stdout.on('data', (chunk: Buffer) => {
      log.write(chunk);
      output += chunk.toString();
      const match = /Site running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code, signal) => fail(new Error(`The local server exited (code ${code}, signal ${signal})`)));
    child.once('error', fail);
  });
  return { child, baseUrl };
}
