// The publisher Lambda (not an API route: nothing in contract/routes.ts calls
// it). Renders the public pages with live data into the site bucket and
// invalidates what changed; invoked by the table's stream, the nightly
// schedule and the after-deploy trigger (infra/constructs/page-publisher.ts,
// docs/ARCHITECTURE.md "Publisher in AWS"). The logic is in
// lambdas/publisher/publish-handler.ts; this file only wires AWS to it.
import * as path from 'node:path';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { S3Client } from '@aws-sdk/client-s3';
import { invalidatePublished } from '../publisher/invalidate';
import { loadPublishKit, publish } from '../publisher/publish';
import { createPublishHandler, PUBLISH_KIT_FOLDER } from '../publisher/publish-handler';
import { s3Target } from '../publisher/s3-target';

/** The stack sets every one of these; a missing one is a broken deployment, not a default. */
function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const s3 = new S3Client({});
const cloudFront = new CloudFrontClient({});
const distributionId = env('DISTRIBUTION_ID');

export const handler = createPublishHandler({
  publish,
  loadKit: () => loadPublishKit(path.join(__dirname, PUBLISH_KIT_FOLDER)),
  target: s3Target(s3, { bucket: env('SITE_BUCKET'), cacheControl: env('HTML_CACHE_CONTROL') }),
  origin: env('SITE_ORIGIN'),
  invalidate: (result) => invalidatePublished(cloudFront, distributionId, result),
});
