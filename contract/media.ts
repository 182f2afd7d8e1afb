// Uploaded files (docs/ARCHITECTURE.md, Media): the limits the browser checks
// before an upload and the server writes into each presigned POST or
// multipart upload, the shape of a stored image and of a resource file. The
// files live in the media bucket and are served under /media/* (CloudFront in
// AWS, the local server on one machine). No zod here: public pages import
// srcSetOf; the schemas, and the types inferred from them, are in
// media-schemas.ts (import them from there: a type import bundles no zod).
import type { ImageVariant } from './media-schemas';

export const MB = 1024 * 1024;
/** A resized photo is far smaller; the cap keeps a presigned POST from carrying anything else. */
export const MAX_IMAGE_BYTES = 10 * MB;
/** A resource (PDF, audio, video) for the Featured Resources. */
export const MAX_RESOURCE_BYTES = 200 * MB;
/** Each part of a multipart upload but the last; S3's minimum is 5 MB. 200 MB = 20 parts. */
export const PART_BYTES = 10 * MB;

/** Longest side of each stored variant, largest first: the first is the image's own src. */
export const IMAGE_WIDTHS = [1600, 800, 400] as const;
/** The browser re-encodes every photo to WebP before upload; JPEG only where the browser cannot encode WebP (older Safari). */
export const IMAGE_UPLOAD_TYPES = ['image/webp', 'image/jpeg'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];
/** The original photo the browser will try to decode: a 48 MP phone photo fits, a video does not. */
export const MAX_PHOTO_SOURCE_BYTES = 40 * MB;

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

/** Its texts live with the others (contract/messages.ts). */
export { UPLOAD_MESSAGES } from './messages';

/** srcset="…/800.webp 800w, …" from the stored variants. */
export const srcSetOf = (image: { variants: readonly ImageVariant[] }) => image.variants.map((v) => `${v.src} ${v.width}w`).join(', ');

/** How many parts a file of this size is sent in. */
export const partCount = (size: number) => Math.max(1, Math.ceil(size / PART_BYTES));

