// Stops the server the global setup started (by its own handle, nothing else).
export default async function globalTeardown(): Promise<void> {
  const child = globalThis.__E2E_SERVER__;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
