// The journeys' environment: Node's, plus one thing. When a test or hook fails,
// its error says what every page the test had open was showing (where it was,
// its headings, its open dialogs and alerts, the selected tabs, the focused
// element, the page's own errors). CI's log is all a failed run leaves: a wait
// that timed out named only what it waited for, never what came instead.
import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';
import { OPEN_BROWSERS, describeOpenBrowsers, type OpenBrowsers } from './page-report';

export default class JourneyEnvironment extends TestEnvironment {
  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const open = (this.global as Record<string, unknown>)[OPEN_BROWSERS] as OpenBrowsers | undefined;
    if (!open?.size) return;
    const report = await describeOpenBrowsers(open);
    addToMessage(event.error, report);
  }
}

/**
 * Jest prints an error's stack, message first: the report goes in after the message and
 * before the first stack frame, where jest still reads it as the message.
 */
function addToMessage(error: unknown, report: string): void {
  // The test's Error is of the test's realm, not this one's: no instanceof.
  if (!error || typeof error !== 'object' || typeof (error as Error).message !== 'string') return;
  const failure = error as Error;
  failure.message = `${failure.message}\n\n${report}`;
  if (!failure.stack) return;
  const lines = failure.stack.split('\n');
  const firstFrame = lines.findIndex((line) => /^\s+at /.test(line));
  const at = firstFrame === -1 ? lines.length : firstFrame;
  failure.stack = [...lines.slice(0, at), '', report, ...lines.slice(at)].join('\n');
}
