// The media bucket (docs/ARCHITECTURE.md, Media): photos and resource files
// the admin uploads straight from the browser with presigned requests. Private
// (CloudFront reads it through Origin Access Control under /media/*, see
// static-site.ts), TLS-only, and kept when the stack goes: it holds the
// provider's own content, not build output.
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { LOG_PREFIXES } from './log-bucket';
import { wildcardArnFindings } from './nag-finding';
import type { MediaGrant } from './route-permissions';

export type MediaBucketProps = {
  /** Origins allowed to upload from a browser; any by default (every upload carries its own signature). */
  allowedOrigins?: string[];
  /** Where S3 writes the bucket's server access logs (log-bucket.ts). */
  logBucket?: IBucket;
};

export class MediaBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: MediaBucketProps = {}) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
      ...(props.logBucket ? { serverAccessLogsBucket: props.logBucket, serverAccessLogsPrefix: LOG_PREFIXES.media } : {}),
      // The browser POSTs photos and PUTs resource parts; it reads each part's ETag to complete the upload.
      cors: [
        {
          allowedMethods: [HttpMethods.POST, HttpMethods.PUT],
          allowedOrigins: props.allowedOrigins ?? ['*'],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3600,
        },
      ],
      // A resource upload the browser never completed (tab closed) costs nothing for long.
      lifecycleRules: [{ id: 'AbortIncompleteUploads', abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
  }
}

/**
 * A route's media grants (route-permissions.ts) are on key prefixes: every
 * upload gets a new random key (lambdas/lib/media/storage.ts), so no key can
 * be named at deploy time. The prefix keeps the site's other objects out.
 */
export function acknowledgeMediaPrefixes(fn: IFunction, bucket: IBucket, grants: readonly MediaGrant[]): void {
  for (const key of new Set(grants.flatMap((grant) => grant.keys))) {
    const reason = `Uploads get random keys made at upload time, so the route's grant names the prefix ${key}, not a key; no route may list the bucket or touch another prefix`;
    Validations.of(fn.role ?? fn).acknowledge(...wildcardArnFindings(fn, bucket, `/${key}`).map((id) => ({ id, reason })));
  }
}
