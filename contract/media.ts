// Uploaded files (docs/ARCHITECTURE.md, Media): the limits the browser checks
// before an upload and the server writes into each presigned POST or
// multipart upload, the shape of a stored image and of a resource file. The
// files live in the media bucket and are served under /media/* (CloudFront in
// AWS, the local server on one machine).
import * as z from 'zod';

export const MB = 1024 * 1024;
/** A resized photo is far smaller; the cap keeps a presigned POST from carrying anything else. */
export const MAX_IMAGE_BYTES = 10 * MB;
/** A resource (PDF, audio, video) for the Featured Resources. */
export const MAX_RESOURCE_BYTES = 200 * MB;
/** Each part of a multipart upload but the last; S3's minimum is 5 MB. 200 MB = 20 parts. */
export const PART_BYTES = 10 * MB;

/** Longest side of each stored variant, largest first: the first is the image's own src. */
export const IMAGE_WIDTHS = [1600, 800, 400] as const;
/** The browser re-encodes every photo to this before upload. */
export const IMAGE_UPLOAD_TYPE = 'image/webp';

/** The types a resource may have: what the Download button can sensibly serve. */
export const RESOURCE_TYPES = [
  'application/pdf',
  'audio/mpeg',
  'audio/mp4',
  'audio/wav',
  'audio/ogg',
  'video/mp4',
  'video/webm',
  'video/quicktime',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Public URL prefix of every uploaded file; the key in the bucket is the path after the slash. */
export const MEDIA_PREFIX = '/media/';
export const mediaUrl = (key: string) => `/${key}`;
/** The bucket key of a /media/... URL, or null for anything else (a pasted https:// URL, a built-in /images/ path). */
export function mediaKeyOf(url: string | undefined): string | null {
  if (!url || !url.startsWith(MEDIA_PREFIX) || url.includes('..') || url.includes('?')) return null;
  return url.slice(1);
}

export const UPLOAD_MESSAGES = {
  notImage: 'This file is not an image. Choose a photo (JPEG, PNG, WebP, HEIC…).',
  imageTooLarge: (mb: number) => `This photo is too large to upload (at most ${mb} MB).`,
  resourceType: 'Choose a PDF, an audio file (MP3, M4A, WAV, OGG) or a video (MP4, WebM, MOV).',
  resourceTooLarge: (mb: number) => `This file is too large (at most ${mb} MB).`,
  resizeFailed: 'This photo could not be read. Try another file, or export it as JPEG first.',
  uploadFailed: 'The upload failed. Check your connection and try again.',
  emptyFile: 'This file is empty.',
  badKey: 'This upload does not belong to this site.',
  parts: 'The uploaded parts do not match the upload.',
} as const;

const mediaSrc = z
  .string()
  .max(300)
  .refine((v) => mediaKeyOf(v) !== null && /^\/media\/[A-Za-z0-9/_.-]+$/.test(v), 'Must be an uploaded file (/media/…)');
const pixels = z.number().int().min(1).max(20000);

/** One stored size of an uploaded photo. */
export const imageVariant = z.object({ src: mediaSrc, width: pixels, height: pixels });
export type ImageVariant = z.infer<typeof imageVariant>;

/** An uploaded photo: the largest variant as src, its size (no layout shift) and every variant for srcset. */
export const storedImage = z.object({
  src: mediaSrc,
  width: pixels,
  height: pixels,
  variants: z.array(imageVariant).min(1).max(IMAGE_WIDTHS.length),
});
export type StoredImage = z.infer<typeof storedImage>;

/** srcset="…/800.webp 800w, …" from the stored variants. */
export const srcSetOf = (image: Pick<StoredImage, 'variants'>) => image.variants.map((v) => `${v.src} ${v.width}w`).join(', ');

/** A resource's file as the Download button needs it. */
export const resourceFile = z.object({
  url: mediaSrc,
  name: z.string().trim().min(1).max(200),
  size: z.number().int().min(1).max(MAX_RESOURCE_BYTES),
  contentType: z.enum(RESOURCE_TYPES),
});
export type ResourceFile = z.infer<typeof resourceFile>;

// ---------- Upload routes ----------

/** POST /api/admin/uploads: one presigned POST for one image variant. */
export const presignImageInput = z.object({
  contentType: z.literal(IMAGE_UPLOAD_TYPE, { error: UPLOAD_MESSAGES.notImage }),
  size: z
    .number({ error: UPLOAD_MESSAGES.emptyFile })
    .int()
    .min(1, UPLOAD_MESSAGES.emptyFile)
    .max(MAX_IMAGE_BYTES, UPLOAD_MESSAGES.imageTooLarge(MAX_IMAGE_BYTES / MB)),
});
export type PresignImageInput = z.infer<typeof presignImageInput>;
/** Post `fields` then the file (last) as multipart/form-data to `url`; the file is then served at `src`. */
export type PresignImageResponse = { url: string; fields: Record<string, string>; key: string; src: string };

/** POST /api/admin/uploads/multipart: starts an upload and presigns each of its parts. */
export const startMultipartInput = z.object({
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(200),
  contentType: z.enum(RESOURCE_TYPES, { error: UPLOAD_MESSAGES.resourceType }),
  size: z
    .number({ error: UPLOAD_MESSAGES.emptyFile })
    .int()
    .min(1, UPLOAD_MESSAGES.emptyFile)
    .max(MAX_RESOURCE_BYTES, UPLOAD_MESSAGES.resourceTooLarge(MAX_RESOURCE_BYTES / MB)),
});
export type StartMultipartInput = z.infer<typeof startMultipartInput>;
/** PUT bytes [(n-1)*partSize, n*partSize) to parts[n-1].url and keep each answer's ETag. */
export type StartMultipartResponse = { key: string; uploadId: string; partSize: number; parts: { partNumber: number; url: string }[] };

export const completeMultipartInput = z.object({
  key: z.string().max(300),
  uploadId: z.string().min(1).max(1000),
  name: startMultipartInput.shape.name,
  contentType: startMultipartInput.shape.contentType,
  size: startMultipartInput.shape.size,
  parts: z
    .array(z.object({ partNumber: z.number().int().min(1).max(10000), etag: z.string().min(1).max(200) }))
    .min(1)
    .max(Math.ceil(MAX_RESOURCE_BYTES / PART_BYTES)),
});
export type CompleteMultipartInput = z.infer<typeof completeMultipartInput>;
export type CompleteMultipartResponse = { file: ResourceFile };

/** How many parts a file of this size is sent in. */
export const partCount = (size: number) => Math.max(1, Math.ceil(size / PART_BYTES));
