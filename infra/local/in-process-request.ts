// A request to an HTTP request listener that runs in this process, without a
// socket. The transactions proxy and dynalite always run side by side in one
// process (store.ts): going through loopback HTTP between them cost every
// DynamoDB call a second request and response to write, parse and copy.
// dynalite's listener reads only the request's method, url, headers and body
// events, and answers with statusCode, setHeader and end: that is all the two
// small objects below offer.
import { EventEmitter } from 'node:events';
import type { IncomingHttpHeaders, OutgoingHttpHeaders, RequestListener } from 'node:http';

export type InProcessRequest = { method: string; path: string; headers: OutgoingHttpHeaders; body: string };
export type InProcessAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

export function requestInProcess(listener: RequestListener, request: InProcessRequest): Promise<InProcessAnswer> {
  return new Promise((resolve, reject) => {
    const req = Object.assign(new EventEmitter(), {
      method: request.method,
      url: request.path,
      headers: lowerCased(request.headers),
    });
    const headers: IncomingHttpHeaders = {};
    const res = {
      statusCode: 200,
      setHeader(name: string, value: number | string | string[]) {
        headers[name.toLowerCase()] = typeof value === 'number' ? String(value) : value;
      },
      getHeader: (name: string) => headers[name.toLowerCase()],
      end(body?: string | Buffer) {
        resolve({ status: res.statusCode, headers, body: body === undefined ? '' : body.toString() });
      },
    };
    try {
      listener(req as never, res as never);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    // As a socket would: the body arrives after the listener has subscribed.
    process.nextTick(() => {
      if (request.body) req.emit('data', Buffer.from(request.body, 'utf8'));
      req.emit('end');
    });
  });
}

function lowerCased(headers: OutgoingHttpHeaders): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name.toLowerCase()] = typeof value === 'number' ? String(value) : value;
  }
  return out;
}
