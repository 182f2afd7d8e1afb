// The media bucket (docs/ARCHITECTURE.md, Media): presigned POSTs for photos,
// multipart uploads for resources, and removing an item's files. The server
// always chooses the key; the browser only ever holds a signature for that one
// key, type and size. Locally S3_ENDPOINT is the S3-compatible server that
// `npm start` runs (infra/local/media-server.ts) and the same SDK calls go there.
import { randomUUID } from 'node:crypto';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  HeadObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PART_BYTES, mediaKeyOf, mediaUrl, partCount } from '../../../contract/media';
import type { CompleteMultipartInput, PresignImageInput, PresignImageResponse, ResourceFile, StartMultipartInput, StartMultipartResponse } from '../../../contract/media-schemas';

/** Every key starts with the public prefix, so /media/<key-after-media/> needs no mapping. */
const IMAGE_DIR = 'media/img/';
const FILE_DIR = 'media/files/';
/** Long enough for a slow phone connection, short enough that a leaked form is soon useless. */
const POST_EXPIRES_SECONDS = 10 * 60;
/** A 200 MB upload over a slow link: each part URL lives an hour. */
const PART_EXPIRES_SECONDS = 60 * 60;
/** Keys are random, so a file never changes under its URL: browsers and CloudFront may keep it a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

let client: S3Client | null = null;

export function mediaBucket(): string {
  const bucket = process.env.MEDIA_BUCKET;
  if (!bucket) throw new Error('MEDIA_BUCKET is not set');
  return bucket;
}

function s3(): S3Client {
  if (client) return client;
  const endpoint = process.env.S3_ENDPOINT || undefined;
  client = new S3Client({
    endpoint,
    region: process.env.AWS_REGION || 'us-east-1',
    // The local server answers path-style on 127.0.0.1 and accepts its own fixed keys.
    forcePathStyle: Boolean(endpoint),
    credentials: endpoint && !process.env.AWS_ACCESS_KEY_ID ? { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } : undefined,
  });
  return client;
}

/** Forget the client (the local stack and tests point S3_ENDPOINT elsewhere). */
export function resetMediaClient(): void {
  client?.destroy();
  client = null;
}

/**
 * Locally the browser reaches the bucket through the site's own origin (the
 * local server checks each POST's policy as S3 does, then forwards): a
 * presigned URL for S3_ENDPOINT is rewritten to S3_PUBLIC_ENDPOINT. Unset in AWS.
 */
function forBrowser(url: string): string {
  const from = process.env.S3_ENDPOINT;
  const to = process.env.S3_PUBLIC_ENDPOINT;
  return from && to && url.startsWith(from) ? to + url.slice(from.length) : url;
}

/** 'Choir Warm-ups (2024).mp3' -> 'Choir-Warm-ups-2024.mp3': safe in a key and a URL, still readable when downloaded. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/-\./g, '.')
    .replace(/^[-.]+|-+$/g, '')
    .slice(-100);
  return cleaned || 'file';
}

/** One presigned POST for one image variant: this key, this type, this size at most (S3 refuses anything else). */
export async function presignImage(input: PresignImageInput): Promise<PresignImageResponse> {
  const key = `${IMAGE_DIR}${randomUUID()}.${input.contentType === 'image/webp' ? 'webp' : 'jpg'}`;
  const post = await createPresignedPost(s3(), {
    Bucket: mediaBucket(),
    Key: key,
    Expires: POST_EXPIRES_SECONDS,
    Fields: { 'Content-Type': input.contentType, 'Cache-Control': MEDIA_CACHE_CONTROL },
    Conditions: [
      ['eq', '$Content-Type', input.contentType],
      ['eq', '$Cache-Control', MEDIA_CACHE_CONTROL],
      // The route checked the declared size against MAX_IMAGE_BYTES; S3 checks the real one against it.
      ['content-length-range', 1, input.size],
    ],
  });
  return { url: forBrowser(post.url), fields: post.fields, key, src: mediaUrl(key) };
}

export async function startMultipart(input: StartMultipartInput): Promise<StartMultipartResponse> {
  const key = `${FILE_DIR}${randomUUID()}/${safeFileName(input.name)}`;
  const { UploadId } = await s3().send(
    new CreateMultipartUploadCommand({
      Bucket: mediaBucket(),
      Key: key,
      ContentType: input.contentType,
      CacheControl: MEDIA_CACHE_CONTROL,
      ContentDisposition: `attachment; filename="${safeFileName(input.name)}"`,
    }),
  );
  if (!UploadId) throw new Error('S3 started no multipart upload');
  const parts = await Promise.all(
    Array.from({ length: partCount(input.size) }, async (_, i) => {
      const command = new UploadPartCommand({ Bucket: mediaBucket(), Key: key, UploadId, PartNumber: i + 1 });
      return { partNumber: i + 1, url: forBrowser(await getSignedUrl(s3(), command, { expiresIn: PART_EXPIRES_SECONDS })) };
    }),
  );
  return { key, uploadId: UploadId, partSize: PART_BYTES, parts };
}

/** A key this site handed out for a resource: the browser may not name any other object. */
export const isResourceKey = (key: string) => key.startsWith(FILE_DIR) && !key.includes('..') && /^[\w./-]+$/.test(key);

/** Completes the upload and answers what the resource stores; the size is the one S3 now holds. */
export async function completeMultipart(input: CompleteMultipartInput): Promise<ResourceFile> {
  const parts = [...input.parts].sort((a, b) => a.partNumber - b.partNumber);
  await s3().send(
    new CompleteMultipartUploadCommand({
      Bucket: mediaBucket(),
      Key: input.key,
      UploadId: input.uploadId,
      MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
    }),
  );
  const head = await s3().send(new HeadObjectCommand({ Bucket: mediaBucket(), Key: input.key }));
  return { url: mediaUrl(input.key), name: input.name, size: head.ContentLength ?? input.size, contentType: input.contentType };
}

/** Removes these /media/... files; other URLs (pasted, built-in) are not ours and are left alone. */
export async function deleteMediaFiles(urls: readonly (string | undefined)[]): Promise<number> {
  const keys = [...new Set(urls.map(mediaKeyOf).filter((k): k is string => k !== null))];
  if (!keys.length) return 0;
  await s3().send(new DeleteObjectsCommand({ Bucket: mediaBucket(), Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
  return keys.length;
}

/** Every /media/ URL an item refers to: its image's variants and its imageUrl. */
export function mediaUrlsOf(item: unknown): string[] {
  if (!item || typeof item !== 'object') return [];
  const { image, imageUrl } = item as { image?: { src?: string; variants?: { src?: string }[] }; imageUrl?: string };
  return [imageUrl, image?.src, ...(image?.variants ?? []).map((v) => v.src)].filter((u): u is string => typeof u === 'string');
}
