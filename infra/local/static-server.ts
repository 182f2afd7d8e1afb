// The built SPA (frontend/dist) served the way CloudFront serves it: a page
// path gets its HTML file (frontend/src/pages/page-files.ts), any other path
// its file, and a miss a 404 with the prerendered not-found page; /api/*
// never falls back, hashed assets are immutable, HTML (and the admin's service
// worker) is revalidated, text is
// compressed, and the shared security headers go out.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ADMIN_SW_FILE } from '../../frontend/src/admin-offline/files';
import { NOT_FOUND_FILE, pageFileFor, pageFileRules } from '../../frontend/src/pages/page-files';
import { PAGE_TABLE, type PageRoute } from '../../frontend/src/pages/page-table';
import { SECURITY_HEADERS } from '../security-headers';

export const DEFAULT_DIST_DIR = path.resolve(__dirname, '../../frontend/dist');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg', '.ico']);
const MIN_COMPRESS_BYTES = 1024;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_HTML = 'no-cache';
/**
 * Unhashed files revalidated like HTML: the admin's service worker, so a new
 * build's worker is seen on the next check (static-site.ts uploads it with the HTML).
 */
export const REVALIDATED_FILES: readonly string[] = [ADMIN_SW_FILE];
/** Unhashed files (images, robots.txt, favicon): cached a while, then revalidated. */
export const CACHE_OTHER = 'public, max-age=3600';

/** The build writes only content-hashed files under assets/ (bundles, chunks, their maps);
 * CloudFront's deployment marks all of assets/* immutable (infra/constructs/static-site.ts). */
const HASHED_DIR = 'assets/';

const PLACEHOLDER_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site not built yet</title></head>
<body><main><h1>The site has not been built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first) to create frontend/dist.</p>
<p>The API is already answering under <a href="/api/events/upcoming">/api/events/upcoming</a>.</p></main></body></html>
`;

export type StaticServerOptions = {
  distDir?: string;
  /** The pages to serve; the site's page table by default. */
  pages?: readonly PageRoute[];
};

type Encoding = 'br' | 'gzip' | 'identity';
type FileEntry = { body: Buffer; mtimeMs: number; etag: string; variants: Map<Encoding, Buffer> };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Decode and contain a URL path inside root; null for traversal, NUL bytes or bad escapes. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return null;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

function pickEncoding(req: IncomingMessage): Encoding {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const offers = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    offers.set(name, q === undefined ? 1 : Number(q));
  }
  if ((offers.get('br') ?? 0) > 0) return 'br';
  if ((offers.get('gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

export function createStaticServer(options: StaticServerOptions = {}) {
  const root = path.resolve(options.distDir ?? DEFAULT_DIST_DIR);
  const rules = pageFileRules(options.pages ?? PAGE_TABLE);
  // Files are small and few; keep them and their compressed forms, keyed by mtime.
  const cache = new Map<string, FileEntry>();

  async function load(file: string): Promise<FileEntry | null> {
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached;
    const body = await fs.readFile(file);
    const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    const entry: FileEntry = { body, mtimeMs: stat.mtimeMs, etag, variants: new Map() };
    cache.set(file, entry);
    return entry;
  }

  async function variant(entry: FileEntry, encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return entry.body;
    let out = entry.variants.get(encoding);
    if (!out) {
      out =
        encoding === 'br'
          ? await brotli(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : await gzip(entry.body, { level: 9 });
      entry.variants.set(encoding, out);
    }
    return out;
  }

  /** The file for a path: a page path's HTML file (as the CloudFront function rewrites it), else the path itself. */
  async function locate(urlPath: string): Promise<{ file: string; entry: FileEntry } | null> {
    const target = resolveInside(root, urlPath);
    if (!target) return null;
    const page = pageFileFor(rules, decodeURIComponent(urlPath));
    const file = page ? path.join(root, page) : target;
    const entry = await load(file);
    return entry ? { file, entry } : null;
  }

  function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: Buffer) {
    res.writeHead(status, { ...SECURITY_HEADERS, ...headers, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** As CloudFront's error response: the prerendered not-found page with a real 404. */
  async function notFound(req: IncomingMessage, res: ServerResponse) {
    const page = await load(path.join(root, NOT_FOUND_FILE));
    if (page) return send(req, res, 404, { 'Content-Type': CONTENT_TYPES['.html'], 'Cache-Control': CACHE_HTML }, page.body);
    send(req, res, 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }, Buffer.from('Not found\n'));
  }

  return async function handleStaticRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const urlPath = (req.url ?? '/').split('?')[0];
    if (urlPath === '/api' || urlPath.startsWith('/api/')) {
      // The API is never answered with the SPA shell, even when the emulator is not in front.
      const body = Buffer.from(JSON.stringify({ success: false, message: 'Not found' }));
      return send(req, res, 404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }, body);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(req, res, 405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, Buffer.from('Method not allowed\n'));
    }

    const found = await locate(urlPath);
    if (!found) {
      const wantsPage = !urlPath.slice(urlPath.lastIndexOf('/') + 1).includes('.');
      const haveShell = await load(path.join(root, 'index.html'));
      if (wantsPage && !haveShell) {
        return send(req, res, 200, { 'Content-Type': CONTENT_TYPES['.html'], 'Cache-Control': CACHE_HTML }, Buffer.from(PLACEHOLDER_HTML));
      }
      return notFound(req, res);
    }

    const { file, entry } = found;
    const ext = path.extname(file).toLowerCase();
    const relative = path.relative(root, file).split(path.sep).join('/');
    const cacheControl =
      ext === '.html' || REVALIDATED_FILES.includes(relative) ? CACHE_HTML : relative.startsWith(HASHED_DIR) ? CACHE_IMMUTABLE : CACHE_OTHER;
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      ETag: entry.etag,
    };
    const compressible = COMPRESSIBLE.has(ext) && entry.body.length >= MIN_COMPRESS_BYTES;
    if (compressible) headers.Vary = 'Accept-Encoding';

    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, { ...SECURITY_HEADERS, ...headers });
      res.end();
      return;
    }
    const encoding = compressible ? pickEncoding(req) : 'identity';
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    send(req, res, 200, headers, await variant(entry, encoding));
  };
}
