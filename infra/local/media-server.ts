// The media bucket on one machine (docs/ARCHITECTURE.md, Media): s3rver, an
// S3-compatible server on 127.0.0.1 that the handlers reach with the same
// @aws-sdk/client-s3 calls as in AWS (S3_ENDPOINT), and two routes of the
// local site:
//   /_local/s3/*  where the browser uploads (S3_PUBLIC_ENDPOINT): a POST's
//                 policy is checked as S3 checks it (post-policy.ts), a
//                 presigned part URL must be unexpired, then it is forwarded;
//   /media/*      the uploaded files, as CloudFront's /media/* behaviour
//                 serves them: long immutable caching, security headers.
// Same origin as the site, so the local CSP needs nothing extra.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { MAX_IMAGE_BYTES, MEDIA_PREFIX } from '../../contract/media';
import { SECURITY_HEADERS } from '../security-headers';
import { checkPostPolicy } from './post-policy';

export const LOCAL_MEDIA_BUCKET = 'harmony-media';
/** s3rver's built-in account. */
const SECRET = 'S3RVER';
export const UPLOAD_PATH = '/_local/s3';
const MEDIA_CACHE = 'public, max-age=31536000, immutable';
/** A POST form carries one image (at most MAX_IMAGE_BYTES) and a few short fields. */
const MAX_POST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export type LocalMedia = {
  /** S3_ENDPOINT for the handlers. */
  endpoint: string;
  bucket: string;
  /** Routes of the local site by path prefix. */
  handleUpload: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  handleMedia: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  close(): Promise<void>;
};

export const isUploadPath = (url: string) => url === UPLOAD_PATH || url.startsWith(`${UPLOAD_PATH}/`);
export const isMediaPath = (url: string) => url.split('?')[0].startsWith(MEDIA_PREFIX);

function s3Error(res: ServerResponse, status: number, code: string, message: string) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/[<&>]/g, '')}</Message></Error>`;
  res.writeHead(status, { 'Content-Type': 'application/xml', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Pipe a request to s3rver and its answer back. */
function forward(endpoint: string, req: IncomingMessage, res: ServerResponse, pathAndQuery: string, body?: Buffer, headers?: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const target = new URL(pathAndQuery, endpoint);
    const upstream = http.request(
      target,
      { method: req.method, headers: headers ?? { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', resolve);
        answer.on('error', reject);
      },
    );
    upstream.on('error', reject);
    if (body) upstream.end(body);
    else req.pipe(upstream);
  });
}

export async function startLocalMedia(options: { dataDir?: string } = {}): Promise<LocalMedia> {
  // s3rver keeps objects on disk; an in-memory stack gets a temporary folder, removed on close.
  const directory = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'harmony-media-'));
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: LOCAL_MEDIA_BUCKET, configs: [] }],
  });
  const address: AddressInfo = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;

  async function handleUpload(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    const s3Path = url.pathname.slice(UPLOAD_PATH.length) || '/';
    const bucket = s3Path.split('/')[1] ?? '';
    if (bucket !== LOCAL_MEDIA_BUCKET) return s3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');

    if (req.method === 'POST' && s3Path === `/${bucket}`) {
      const raw = await readLimited(req, MAX_POST_BYTES);
      if (!raw) return s3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(raw), { headers: { 'content-type': String(req.headers['content-type'] ?? '') } }).formData();
      } catch {
        return s3Error(res, 400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
      }
      const fields: Record<string, string> = {};
      let file: Blob | null = null;
      form.forEach((value, name) => {
        if (name === 'file' && typeof value !== 'string') file = value;
        else if (typeof value === 'string') fields[name] = value;
      });
      const upload = file as Blob | null;
      if (!upload) return s3Error(res, 400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
      const check = checkPostPolicy({ bucket, fields, fileSize: upload.size, secretAccessKey: SECRET });
      if (!check.ok) return s3Error(res, check.status, check.code, check.message);
      // Re-encoded: the checked fields, then the file last, as S3 requires.
      const out = new FormData();
      for (const [name, value] of Object.entries(fields)) out.append(name, value);
      out.append('file', upload);
      const encoded = new Response(out);
      const body = Buffer.from(await encoded.arrayBuffer());
      const contentType = encoded.headers.get('content-type') ?? '';
      return forward(endpoint, req, res, `/${bucket}`, body, { 'content-type': contentType, 'content-length': String(body.length) });
    }

    // A presigned URL (a resource's parts): refuse an expired one, as S3 does.
    const date = url.searchParams.get('X-Amz-Date');
    const expires = Number(url.searchParams.get('X-Amz-Expires'));
    if (!date || !url.searchParams.get('X-Amz-Signature') || !Number.isFinite(expires)) {
      return s3Error(res, 403, 'AccessDenied', 'Only presigned requests are accepted here');
    }
    const signedAt = Date.parse(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    if (!(signedAt + expires * 1000 > Date.now())) return s3Error(res, 403, 'AccessDenied', 'Request has expired');
    return forward(endpoint, req, res, s3Path + url.search);
  }

  async function handleMedia(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...SECURITY_HEADERS, Allow: 'GET, HEAD' });
      return void res.end();
    }
    const key = (req.url ?? '/').split('?')[0].slice(1);
    if (key.includes('..')) {
      res.writeHead(404, SECURITY_HEADERS);
      return void res.end();
    }
    await new Promise<void>((resolve, reject) => {
      const upstream = http.request(`${endpoint}/${LOCAL_MEDIA_BUCKET}/${key}`, { method: req.method }, (answer) => {
        const ok = answer.statusCode === 200;
        // A missing key is a 404 (CloudFront turns S3's 403 into the not-found page).
        res.writeHead(ok ? 200 : 404, {
          ...SECURITY_HEADERS,
          'Content-Type': ok ? String(answer.headers['content-type'] ?? 'application/octet-stream') : 'text/plain; charset=utf-8',
          'Cache-Control': ok ? MEDIA_CACHE : 'no-cache',
          ...(ok && answer.headers['content-length'] ? { 'Content-Length': String(answer.headers['content-length']) } : {}),
          ...(ok && answer.headers['content-disposition'] ? { 'Content-Disposition': String(answer.headers['content-disposition']) } : {}),
          ...(ok && answer.headers.etag ? { ETag: String(answer.headers.etag) } : {}),
        });
        if (ok) answer.pipe(res);
        else {
          answer.resume();
          res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
        }
        answer.on('end', resolve);
        answer.on('error', reject);
      });
      upstream.on('error', reject);
      upstream.end();
    });
  }

  return {
    endpoint,
    bucket: LOCAL_MEDIA_BUCKET,
    handleUpload,
    handleMedia,
    async close() {
      await server.close();
      if (!options.dataDir) rmSync(directory, { recursive: true, force: true });
    },
  };
}
