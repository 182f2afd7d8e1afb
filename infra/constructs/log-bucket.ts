// Access logs: S3 server access logs of the site and media buckets and
// CloudFront's standard logs of the distribution, in one private bucket whose
// objects expire. Read with Athena or the S3 console when something needs
// explaining (who fetched what, which edge, which status).
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** How long access logs are kept: long enough to explain last quarter's traffic, short enough to cost little. */
export const ACCESS_LOG_DAYS = 90;

/** Key prefixes, one per source. */
export const LOG_PREFIXES = { site: 's3/site/', media: 's3/media/', cloudfront: 'cloudfront/' } as const;

export class LogBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // CloudFront's standard logs are delivered with an ACL (the awslogsdelivery
      // account owns them until the bucket owner takes over): ACLs must stay enabled.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [{ id: 'ExpireAccessLogs', expiration: Duration.days(ACCESS_LOG_DAYS), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      // Logs outlive the stack: they may be what explains why it went.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself: logging its own reads into itself would log the log writes without end; its objects expire after 90 days',
    });
  }
}
