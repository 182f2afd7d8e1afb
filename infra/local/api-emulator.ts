// The API Gateway HTTP API on one machine: a Node request becomes a payload
// v2 event for the real Lambda handler that contract/routes.ts names, and the
// handler's result is written back as API Gateway would. Handlers load on
// first use, so `npm start` does not pay for all 24 at boot.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { matchPath, ROUTES, type Route } from '../../contract/routes';

export type LambdaHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2 | string | object>;
export type HandlerLoader = (handlerName: string) => LambdaHandler | Promise<LambdaHandler>;

export type ApiEmulatorOptions = {
  routes?: readonly Route[];
  /** Where handlers come from; tests pass fakes. Default: lambdas/handlers/<name>.ts. */
  loadHandler?: HandlerLoader;
  /** Bytes read before answering 413. API Gateway takes 10 MB; locally 1 MB is plenty (handlers cap at 32 KB). */
  maxBodyBytes?: number;
  /** API Gateway gives up on an integration after 30 s. */
  timeoutMs?: number;
  /** Where handler failures are reported (never to the client). */
  logError?: (message: string, error: unknown) => void;
  /** Told of every answer a handler gave (the local publisher follows content writes). */
  onAnswer?: (route: Route, status: number) => void;
};

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 30_000;
const HANDLERS_DIR = path.resolve(__dirname, '../../lambdas/handlers');

/** Plain require: works under esbuild-register (npm start) and under jest's module registry (tests). */
export const requireHandler: HandlerLoader = (handlerName) => {
  if (!/^[a-z0-9-]+$/.test(handlerName)) throw new Error(`Bad handler name: ${handlerName}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a handler chosen at run time, loaded by esbuild-register and by jest alike
  const mod = require(path.join(HANDLERS_DIR, handlerName)) as { handler?: LambdaHandler };
  if (typeof mod.handler !== 'function') throw new Error(`lambdas/handlers/${handlerName} exports no handler`);
  return mod.handler;
};

type Match = { route: Route; params: Record<string, string> } | { allowed: string[] } | null;

/** The route for a method and path; or the methods the path does allow (405); or null (404). */
export function findRoute(routes: readonly Route[], method: string, requestPath: string): Match {
  const allowed: string[] = [];
  for (const route of routes) {
    const params = matchPath(route.path, requestPath);
    if (!params) continue;
    if (route.method === method) return { route, params };
    allowed.push(route.method);
  }
  return allowed.length ? { allowed } : null;
}

class BodyTooLarge extends Error {}

/** Read at most `limit` bytes; past that, stop buffering (a flood costs no memory). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        chunks.length = 0;
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
  });
}

/** API Gateway v2 joins repeated headers and query parameters with a comma. */
function joinHeaders(req: IncomingMessage): { headers: Record<string, string>; cookies?: string[] } {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i].toLowerCase();
    const value = req.rawHeaders[i + 1];
    // v2 moves cookies out of the headers into their own list.
    if (name === 'cookie') {
      cookies.push(...value.split(';').map((c) => c.trim()).filter(Boolean));
      continue;
    }
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
  }
  return { headers, cookies: cookies.length ? cookies : undefined };
}

function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    params[name] = name in params ? `${params[name]},${value}` : value;
  }
  return params;
}

/** The payload v2 event API Gateway would send for this request. */
export function toLambdaEvent(
  req: IncomingMessage,
  route: Route,
  pathParameters: Record<string, string>,
  body: Buffer,
): APIGatewayProxyEventV2 {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const rawPath = q === -1 ? url : url.slice(0, q);
  const rawQueryString = q === -1 ? '' : url.slice(q + 1);
  const { headers, cookies } = joinHeaders(req);
  const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = headers.host ?? 'localhost';
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${sourceIp}` : sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  const now = new Date();
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    cookies,
    headers,
    queryStringParameters: queryParameters(rawQueryString),
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0],
      http: {
        method: req.method ?? 'GET',
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? body.toString('utf8') : undefined,
    isBase64Encoded: false,
  };
}

export function sendJson(res: ServerResponse, statusCode: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** Write a handler's result as API Gateway does, including the non-structured shorthand. */
function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2 | string | object | undefined): void {
  const structured =
    result && typeof result === 'object' && 'statusCode' in result ? result : null;
  if (!structured) {
    // A bare value: API Gateway answers 200 with it as JSON.
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  const body = structured.body === undefined ? Buffer.alloc(0) : Buffer.from(structured.body, structured.isBase64Encoded ? 'base64' : 'utf8');
  headers['content-length'] = String(body.length);
  res.writeHead(structured.statusCode ?? 200, headers);
  res.end(body);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
const TIMED_OUT = Symbol('timed out');

/** A request listener for /api/*. */
export function createApiEmulator(options: ApiEmulatorOptions = {}) {
  const routes = options.routes ?? ROUTES;
  const loadHandler = options.loadHandler ?? requireHandler;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const logError = options.logError ?? ((message, error) => console.error(message, error));

  return async function handleApiRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const rawPath = (req.url ?? '/').split('?')[0];
    let match: Match;
    try {
      match = findRoute(routes, method, rawPath);
    } catch {
      // A malformed %-escape in a path parameter.
      match = null;
    }
    if (!match) return sendJson(res, 404, { success: false, message: 'Not found' });
    if (!('route' in match)) {
      return sendJson(res, 405, { success: false, message: 'Method not allowed' }, { allow: match.allowed.join(', ') });
    }

    let body: Buffer;
    try {
      body = await readBody(req, maxBodyBytes);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) {
        req.destroy();
        return;
      }
      // `connection: close` makes Node end the socket after answering: the rest of the body is never read.
      return sendJson(res, 413, { success: false, message: 'Request body too large' }, { connection: 'close' });
    }

    const { route, params } = match;
    try {
      const handler = await loadHandler(route.handler);
      const result = await withTimeout(Promise.resolve().then(() => handler(toLambdaEvent(req, route, params, body))), timeoutMs);
      if (result === TIMED_OUT) {
        logError(`${route.method} ${route.path}: handler ${route.handler} timed out after ${timeoutMs} ms`, null);
        return sendJson(res, 503, { success: false, message: 'Service unavailable' });
      }
      writeResult(res, result);
      options.onAnswer?.(route, res.statusCode);
    } catch (error) {
      logError(`${route.method} ${route.path}: handler ${route.handler} failed`, error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, 500, { success: false, message: 'Internal server error' });
    }
  };
}
