// Resize, then send each variant straight to the bucket with the presigned
// POST the server signed for it (contract/media.ts): the API never carries
// the bytes, and the answer is what the item stores as its `image`.
import { MAX_IMAGE_BYTES, MB, UPLOAD_MESSAGES } from '../../../../../contract/media';
import type { StoredImage } from '../../../../../contract/media-schemas';
import type { AdminClient } from '../admin-client';
import { photoProblem, resizePhoto } from './resize-image';

export type PhotoProgress = { done: number; total: number };

/** POST the fields, then the file last (S3 ignores fields after it). */
export async function postToBucket(url: string, fields: Record<string, string>, blob: Blob): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', blob);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: form });
  } catch {
    throw new Error(UPLOAD_MESSAGES.uploadFailed);
  }
  if (!response.ok) throw new Error(UPLOAD_MESSAGES.uploadFailed);
}

export async function uploadPhoto(client: AdminClient, file: File, onProgress?: (p: PhotoProgress) => void): Promise<StoredImage> {
  const problem = photoProblem(file);
  if (problem) throw new Error(problem);
  const variants = await resizePhoto(file);
  if (variants.some((v) => v.blob.size > MAX_IMAGE_BYTES)) throw new Error(UPLOAD_MESSAGES.imageTooLarge(MAX_IMAGE_BYTES / MB));
  const stored: StoredImage['variants'] = [];
  onProgress?.({ done: 0, total: variants.length });
  for (const variant of variants) {
    const post = await client.presignImage({ contentType: variant.type, size: variant.blob.size });
    await postToBucket(post.url, post.fields, variant.blob);
    stored.push({ src: post.src, width: variant.width, height: variant.height });
    onProgress?.({ done: stored.length, total: variants.length });
  }
  const [largest] = stored;
  return { src: largest.src, width: largest.width, height: largest.height, variants: stored };
}
