// A test file's own local stack, for what the shared e2e server cannot do (its
// Paystack gateway is off): started before the file's tests with a phone-sized
// browser, url(), the inbox and gotoHydrated addressing it; stopped after.
import { launchBrowser, type Browser } from './browser';
import { startStackProcess } from './global-setup';
import type { LocalStack } from './local-stack';

export type OwnStack = { readonly stack: LocalStack; readonly browser: Browser };

/** Call at the top of the file: the hooks run before and after its tests (the getters throw before the stack started). */
export function useOwnStack(env: Record<string, string>, logName: string): OwnStack {
  let stack: LocalStack | undefined;
  let browser: Browser | undefined;
  const saved = process.env.E2E_BASE_URL;
  beforeAll(async () => {
    stack = await startStackProcess(env, logName);
    process.env.E2E_BASE_URL = stack.baseUrl;
    browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    process.env.E2E_BASE_URL = saved;
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${logName}: the ${what} has not started`);
    return value;
  };
  return {
    get stack() {
      return started(stack, 'stack');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
