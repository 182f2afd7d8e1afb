// A resource file (PDF, audio, video; up to 200 MB) sent straight to the
// bucket in 10 MB parts (contract/media.ts): the server starts the upload and
// presigns each part, the browser PUTs them one after another with progress,
// and the server joins them. A failed part is retried once before giving up.
import { MAX_RESOURCE_BYTES, MB, RESOURCE_TYPES, UPLOAD_MESSAGES, type ResourceType } from '../../../../../contract/media';
import type { ResourceFile } from '../../../../../contract/media-schemas';
import type { AdminClient } from '../admin-client';

/** Refuse a file of the wrong kind or size before anything is sent. */
export function resourceProblem(file: File): string | null {
  if (!(RESOURCE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.resourceType;
  if (file.size === 0) return UPLOAD_MESSAGES.emptyFile;
  if (file.size > MAX_RESOURCE_BYTES) return UPLOAD_MESSAGES.resourceTooLarge(MAX_RESOURCE_BYTES / MB);
  return null;
}

/** PUT one part; resolves with its ETag. XHR rather than fetch: only XHR reports upload progress. */
function putPart(url: string, body: Blob, onBytes: (sent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.upload.onprogress = (e) => onBytes(e.loaded);
    xhr.onload = () => {
      const etag = xhr.getResponseHeader('ETag');
      if (xhr.status >= 200 && xhr.status < 300 && etag) resolve(etag);
      else reject(new Error(UPLOAD_MESSAGES.uploadFailed));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_MESSAGES.uploadFailed));
    xhr.send(body);
  });
}

export async function uploadResourceFile(client: AdminClient, file: File, onProgress?: (fraction: number) => void): Promise<ResourceFile> {
  const problem = resourceProblem(file);
  if (problem) throw new Error(problem);
  const contentType = file.type as ResourceType;
  const started = await client.startFileUpload({ name: file.name, contentType, size: file.size });
  const parts: { partNumber: number; etag: string }[] = [];
  let sentBefore = 0;
  for (const part of started.parts) {
    const start = (part.partNumber - 1) * started.partSize;
    const chunk = file.slice(start, start + started.partSize);
    const report = (sent: number) => onProgress?.(Math.min(1, (sentBefore + sent) / file.size));
    let etag: string;
    try {
      etag = await putPart(part.url, chunk, report);
    } catch {
      etag = await putPart(part.url, chunk, report);
    }
    parts.push({ partNumber: part.partNumber, etag });
    sentBefore += chunk.size;
  }
  const { file: stored } = await client.completeFileUpload({
    key: started.key,
    uploadId: started.uploadId,
    name: file.name,
    contentType,
    size: file.size,
    parts,
  });
  onProgress?.(1);
  return stored;
}
