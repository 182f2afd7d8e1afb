// The shapes of uploads as zod schemas (contract/media.ts has the limits and
// the zod-free helpers public pages use).
import * as z from 'zod';
import {
  IMAGE_UPLOAD_TYPES,
  IMAGE_WIDTHS,
  MAX_IMAGE_BYTES,
  MAX_RESOURCE_BYTES,
  MB,
  PART_BYTES,
  RESOURCE_TYPES,
  UPLOAD_MESSAGES,
  mediaKeyOf,
} from './media';

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
  contentType: z.enum(IMAGE_UPLOAD_TYPES, { error: UPLOAD_MESSAGES.notImage }),
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
