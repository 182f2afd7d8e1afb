// The published pages in AWS: a PublishTarget over the site bucket, which
// CloudFront serves. Each file is one PutObject, and S3 replaces an object
// atomically, so a visitor gets the old page or the new one, never half of one.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type GetObjectCommandOutput,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import type { PublishTarget } from './publish';

type S3Command = GetObjectCommand | PutObjectCommand | DeleteObjectCommand | ListObjectsV2Command;
/** The one method of S3Client used here: tests pass a fake. */
export type S3Sender = { send(command: S3Command): Promise<unknown> };

export type S3TargetOptions = {
  bucket: string;
  /**
   * The Cache-Control the stack's BucketDeployment gives HTML, passed in by
   * the stack so a published page is cached exactly like a deployed one.
   */
  cacheControl: string;
};

/** The only kinds of file the publisher writes; its IAM policy allows no others. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml',
};

function contentTypeOf(path: string): string {
  const type = CONTENT_TYPES[path.slice(path.lastIndexOf('.'))];
  if (!type) throw new Error(`The publisher writes only .html and .xml files, not ${path}`);
  return type;
}

/** Site paths are relative ('events/abc.html'); a leading slash would be a different S3 key. */
function keyOf(path: string): string {
  if (!path || path.startsWith('/') || path.split('/').includes('..')) throw new Error(`Not a site file path: ${path}`);
  return path;
}

const isMissing = (error: unknown) => error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

export function s3Target(client: S3Sender, options: S3TargetOptions): PublishTarget {
  const Bucket = options.bucket;
  return {
    async read(path) {
      try {
        const out = (await client.send(new GetObjectCommand({ Bucket, Key: keyOf(path) }))) as GetObjectCommandOutput;
        return out.Body ? await out.Body.transformToString('utf-8') : '';
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async write(path, body) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(path),
          Body: body,
          ContentType: contentTypeOf(path),
          CacheControl: options.cacheControl,
        }),
      );
    },

    async remove(path) {
      // Deleting a key that is already gone succeeds: a retried publish may remove twice.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(path) }));
    },

    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = (await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }))) as ListObjectsV2CommandOutput;
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
  };
}
