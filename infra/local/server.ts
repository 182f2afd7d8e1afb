// One HTTP server, as CloudFront is one origin for the browser: /api/* goes
// to the API Gateway emulator, everything else to the static SPA server.
import http from 'node:http';
import { matchPath, ROUTES } from '../../contract/routes';
import { createApiEmulator, sendJson, type ApiEmulatorOptions } from './api-emulator';
import { SECURITY_HEADERS } from '../security-headers';
import { keepIdleConnections } from './keep-alive';
import { isMediaPath, isUploadPath, type LocalMedia } from './media-server';
import { createStaticServer, type StaticServerOptions } from './static-server';

export type LocalServerOptions = {
  api?: ApiEmulatorOptions;
  static?: StaticServerOptions;
  /** Routes of the local stack only (the mail inbox, the job triggers), by exact path: never in AWS. */
  local?: ReadonlyMap<string, (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>>;
  /** The media bucket's routes: /media/* (as CloudFront) and the browser's uploads (media-server.ts). */
  media?: LocalMedia;
};

export function isApiPath(url: string): boolean {
  const p = url.split('?')[0];
  return p === '/api' || p.startsWith('/api/');
}

/** A page whose HTML a handler answers (the ticket page): CloudFront sends it to the API origin too. */
export function isHtmlRoutePath(url: string): boolean {
  const p = url.split('?')[0];
  return ROUTES.some((route) => route.answers === 'html' && matchPath(route.path, p) !== null);
}

export function createLocalServer(options: LocalServerOptions = {}): http.Server {
  const api = createApiEmulator(options.api);
  const files = createStaticServer(options.static);
  return keepIdleConnections(http.createServer((req, res) => {
    const isApi = isApiPath(req.url ?? '/');
    // CloudFront's response headers policy covers the /api/* behaviours too.
    if (isApi) for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const url = req.url ?? '/';
    const media = options.media && (isUploadPath(url) ? options.media.handleUpload : isMediaPath(url) ? options.media.handleMedia : null);
    const handle = media ?? options.local?.get(url.split('?')[0]) ?? (isApi || isHtmlRoutePath(url) ? api : files);
    handle(req, res).catch((error: unknown) => {
      console.error(`${req.method} ${req.url} failed`, error);
      if (!res.headersSent) sendJson(res, 500, { success: false, message: 'Internal server error' });
      else res.destroy();
    });
  }));
}

/** Listen and resolve with the base URL (port 0 picks a free port). */
export function listen(server: http.Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve(`http://${shownHost}:${actualPort}`);
    });
  });
}
