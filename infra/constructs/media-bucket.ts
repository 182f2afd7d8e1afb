// The media bucket (docs/ARCHITECTURE.md, Media): photos and resource files
// the admin uploads straight from the browser with presigned requests. Private
// (CloudFront reads it through Origin Access Control under /media/*, see
// static-site.ts), TLS-only, and kept when the stack goes: it holds the
// provider's own content, not build output.
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { LOG_PREFIXES } from './log-bucket';

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
