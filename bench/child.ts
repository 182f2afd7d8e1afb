// Start a Node child that prints its URL on stdout, and stop it again. The
// local stack and the bare server run as children so that the load generator
// (autocannon, in this process) and the server do not share one event loop.
import { spawn, type ChildProcess } from 'node:child_process';

export type Child = { url: string; pid: number; stop(): Promise<void> };

const running = new Set<ChildProcess>();
// A crash or Ctrl+C in the bench must not leave servers behind.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function startChild(
  args: string[],
  env: NodeJS.ProcessEnv,
  urlPattern: RegExp,
  timeoutMs = 90_000,
): Promise<Child> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        running.delete(child);
        return resolve();
      }
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        running.delete(child);
        resolve();
      });
      child.kill('SIGTERM');
    });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${args.join(' ')} printed no URL within ${timeoutMs} ms:\n${output.slice(-2000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = urlPattern.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        // Keep draining so a chatty child never blocks on a full pipe.
        child.stdout?.resume();
        resolve({ url: match[1], pid: child.pid!, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => {
      running.delete(child);
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited (${code ?? signal}) before printing its URL:\n${output.slice(-2000)}`));
    });
  });
}

/** The local stack's first admin: the scan timing (check-in-scan.ts) signs in with it. */
export const BENCH_ADMIN = { username: 'admin', password: process.env.ADMIN_PASSWORD || 'bench-only-password-not-secret' };

/** `npm start`'s server without the build step: in-memory store, free port, loopback. */
export function startLocalStack(): Promise<Child> {
  return startChild(
    ['-r', 'esbuild-register', 'infra/local/start.ts'],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      // A fixed password skips printing a generated one; only the scan timing signs in.
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      // The load test posts thousands of contact messages from one client: measure the handler, not the 429.
      RATE_LIMIT_CONTACTS: '100000000',
      RATE_LIMIT_REGISTRATIONS: '100000000',
    },
    /Site running at (http:\/\/127\.0\.0\.1:\d+)/,
  );
}
