// Stops the server the global setup started (by its own handle, nothing else).
import { stopChild } from './local-stack';

export default async function globalTeardown(): Promise<void> {
  await stopChild(globalThis.__E2E_SERVER__);
}
