// Starts a local stack (infra/local/start.ts, as `npm start` runs it) as a
// child process on a free loopback port with an in-memory store: the global
// setup's one for the whole run, or a test file's own when it needs other
// settings (e2e/abuse.e2e.ts: the production rate limits). Its output goes
// to e2e/.artifacts/<logName>.log.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARTIFACTS_DIR } from './server-info';

const ROOT = path.resolve(__dirname, '..');
// A ceiling (a busy CI machine runs the unit tests beside this run): a server that starts is used at once.
const START_TIMEOUT_MS = 120_000;

export type LocalStack = { baseUrl: string; child: ChildProcess; stop(): Promise<void> };

export type LocalStackOptions = {
  adminPassword: string;
  logName: string;
  env?: Record<string, string>;
  /**
   * Serve and publish frontend/dist itself: the run's one shared stack. Any
   * other stack gets a copy, else it would publish its own store's events over
   * the pages the shared stack serves.
   */
  sharedSite?: boolean;
};

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const siteDir = options.sharedSite ? undefined : mkdtempSync(path.join(tmpdir(), 'e2e-site-'));
  if (siteDir) cpSync(path.join(ROOT, 'frontend/dist'), siteDir, { recursive: true });
  const removeSite = () => siteDir && rmSync(siteDir, { recursive: true, force: true });
  const log = createWriteStream(path.join(ARTIFACTS_DIR, `${options.logName}.log`));
  const child = spawn(process.execPath, ['-r', 'esbuild-register', 'infra/local/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      ADMIN_PASSWORD: options.adminPassword,
      JWT_SECRET: '',
      JWT_SECRET_FILE: '',
      ...(siteDir ? { SITE_DIR: siteDir } : {}),
      ...options.env,
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
      removeSite();
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
  return { baseUrl, child, stop: () => stopChild(child).finally(removeSite) };
}

/** Stop a stack this run started (by its own handle, nothing else). */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
