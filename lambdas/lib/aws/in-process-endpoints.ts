// Endpoints served by this very process. The local store (infra/local/store.ts)
// runs in the process of the handlers that call it under `npm start` and in
// every test file: it registers its endpoint here, and both DynamoDB clients
// (the SDK's in db/client.ts, the public reads' in aws-json.ts) hand it their
// requests directly instead of over a loopback socket. The requests are the
// same signed DynamoDB requests; only the socket is skipped. In AWS, and with
// DynamoDB Local (another process), nothing registers and every call goes
// over the network as before.

export type InProcessRequest = { method: string; path: string; headers: Record<string, string | string[] | number | undefined>; body: string };
export type InProcessAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
export type InProcessServer = (request: InProcessRequest) => Promise<InProcessAnswer>;

const servers = new Map<string, InProcessServer>();

const originOf = (endpoint: string) => new URL(endpoint).origin;

/** Serve `endpoint` in this process until the returned function is called. */
export function serveInProcess(endpoint: string, server: InProcessServer): () => void {
  const origin = originOf(endpoint);
  servers.set(origin, server);
  return () => {
    if (servers.get(origin) === server) servers.delete(origin);
  };
}

/** Is `endpoint` served by this process (now)? In AWS nothing is: no URL is parsed on a Lambda's calls. */
export function isServedInProcess(endpoint: string | undefined): boolean {
  return servers.size > 0 && Boolean(endpoint) && servers.has(originOf(endpoint!));
}

/**
 * Send to an endpoint of this process. Once it has stopped serving, the call
 * fails as a stopped server's socket would (ECONNREFUSED: the store is
 * unavailable, a 503), since a client may outlive the store it was made for.
 */
export function sendInProcess(endpoint: string, request: InProcessRequest): Promise<InProcessAnswer> {
  const server = servers.get(originOf(endpoint));
  if (!server) {
    return Promise.reject(Object.assign(new Error(`connect ECONNREFUSED ${originOf(endpoint)}`), { code: 'ECONNREFUSED' }));
  }
  return server(request);
}
