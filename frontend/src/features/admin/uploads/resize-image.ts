// A photo from the phone, made web-sized in the browser before it leaves it
// (docs/PRODUCT-RULES.md, Photos): longest side 1600, 800 and 400 px, WebP
// (JPEG where the browser cannot encode WebP). A 4000×3000 camera photo of
// 6 MB becomes three files of a few hundred KB, and nothing larger is sent.
import { IMAGE_WIDTHS, MAX_PHOTO_SOURCE_BYTES, MB, UPLOAD_MESSAGES, type ImageUploadType } from '../../../../../contract/media';

export type ResizedVariant = { blob: Blob; width: number; height: number; type: ImageUploadType };

/** Refuse what is not a photo or too big to decode, before any work or upload. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return UPLOAD_MESSAGES.notImage;
  if (file.size === 0) return UPLOAD_MESSAGES.emptyFile;
  if (file.size > MAX_PHOTO_SOURCE_BYTES) return UPLOAD_MESSAGES.imageTooLarge(MAX_PHOTO_SOURCE_BYTES / MB);
  return null;
}

/** The size of the image scaled so its longest side is at most `longest` (never enlarged). */
export function fitWithin(width: number, height: number, longest: number): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.82));
}

/** One file per width in IMAGE_WIDTHS, largest first; a small original yields fewer (no upscaled copies). */
export async function resizePhoto(file: File): Promise<ResizedVariant[]> {
  let bitmap: ImageBitmap;
  try {
    // The camera's orientation is applied, so a portrait photo stays portrait.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(UPLOAD_MESSAGES.resizeFailed);
  }
  try {
    const variants: ResizedVariant[] = [];
    for (const longest of IMAGE_WIDTHS) {
      const size = fitWithin(bitmap.width, bitmap.height, longest);
      if (variants.some((v) => v.width === size.width)) continue;
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error(UPLOAD_MESSAGES.resizeFailed);
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      // A browser that cannot encode WebP silently answers PNG: use JPEG there instead.
      let blob = await encode(canvas, 'image/webp');
      let type: ImageUploadType = 'image/webp';
      if (!blob || blob.type !== 'image/webp') {
        blob = await encode(canvas, 'image/jpeg');
        type = 'image/jpeg';
      }
      if (!blob || blob.type !== type) throw new Error(UPLOAD_MESSAGES.resizeFailed);
      variants.push({ blob, type, ...size });
    }
    return variants;
  } finally {
    bitmap.close();
  }
}
