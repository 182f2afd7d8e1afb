// How long the local servers keep an idle connection. Clients (the SDK, the
// browsers, Node's fetch) reuse their connections; with Node's default of 5 s
// a connection idle about that long could be closed by the server just as a
// client sent on it: ECONNRESET or "other side closed", a failed call (seen
// in e2e on a busy machine, against the store and against the site). Loopback
// connections cost nothing to keep, and the servers' close() still ends them.
import type { Server } from 'node:http';

export const LOCAL_KEEP_ALIVE_MS = 10 * 60_000;

/** The server keeps idle connections for LOCAL_KEEP_ALIVE_MS (and says so in its Keep-Alive header). */
export function keepIdleConnections<S extends Server>(server: S): S {
  server.keepAliveTimeout = LOCAL_KEEP_ALIVE_MS;
  return server;
}
