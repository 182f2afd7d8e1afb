// A request to an HTTP request listener that runs in this process, without a
// socket. The store's two parts run side by side in the process of the
// handlers that call them (store.ts): going through loopback HTTP cost every
// DynamoDB call two requests and responses to write, parse and copy (the
// client's to the transactions proxy, the proxy's to dynalite). Both
// listeners read only the request's method, url, headers and body events, and
// answer with statusCode, setHeader or writeHead, and end: that is all the two
// small objects below offer.
import { EventEmitter } from 'node:events';
import type { IncomingHttpHeaders, OutgoingHttpHeaders, RequestListener } from 'node:http';
import type { InProcessAnswer, InProcessRequest } from '../../lambdas/lib/aws/in-process-endpoints';

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
      writeHead(status: number, more: OutgoingHttpHeaders = {}) {
        res.statusCode = status;
        Object.assign(headers, lowerCased(more));
        return res;
      },
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
