// The handlers write one JSON line per notable event ({ level, message, … })
// with console.log/info/warn, which CloudWatch keeps: a webhook replayed, a
// Paystack call that failed, a form trap tripped. A suite that provokes some on
// purpose names their messages here: those lines are kept for its tests to read
// instead of printed, so a green run prints only its summary. Every other line
// still prints, so a warning nobody expected shows as it always did.
type LogLine = { level?: string; message?: string; [field: string]: unknown };

const METHODS = ['log', 'info', 'warn', 'error'] as const;

function parsed(first: unknown): LogLine | null {
  if (typeof first !== 'string' || !first.startsWith('{')) return null;
  try {
    const line = JSON.parse(first) as unknown;
    return line && typeof line === 'object' ? (line as LogLine) : null;
  } catch {
    return null;
  }
}

/**
 * Call at a suite's top level (it installs its own beforeEach and afterEach).
 * `messages`: the log messages this suite provokes on purpose, exactly as logged.
 * Returns the expected lines each test has written so far.
 */
export function expectLogs(...messages: string[]): () => LogLine[] {
  let lines: LogLine[] = [];
  const spies: jest.SpyInstance[] = [];
  beforeEach(() => {
    lines = [];
    for (const method of METHODS) {
      const original = console[method].bind(console);
      spies.push(
        jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
          const line = parsed(args[0]);
          if (line && typeof line.message === 'string' && messages.includes(line.message)) lines.push(line);
          else original(...args);
        }),
      );
    }
  });
  afterEach(() => {
    for (const spy of spies.splice(0)) spy.mockRestore();
  });
  return () => lines;
}
