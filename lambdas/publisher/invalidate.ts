// After a publish, CloudFront drops its copies of exactly the files that
// changed or went away, so the next visitor's request reaches the new file.
import { randomUUID } from 'node:crypto';
import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import type { PublishResult } from './publish';

/** The one method of CloudFrontClient used here: tests pass a fake. */
export type CloudFrontSender = { send(command: CreateInvalidationCommand): Promise<unknown> };

/**
 * The path CloudFront caches a page under. The distribution's viewer-request
 * function rewrites a page URL to its HTML file before the cache is looked up
 * (infra/constructs/spa-fallback.ts), so '/events/abc' is cached as
 * '/events/abc.html' and invalidating the bare URL would miss it. Same naming
 * as the prerender's htmlFileFor (frontend/src/pages/page-files.ts; checked
 * against it in infra/constructs/page-publisher.test.ts).
 */
export function cachedPathOf(urlPath: string): string {
  if (urlPath === '/') return '/index.html';
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return last.includes('.') ? urlPath : `${urlPath}.html`;
}

/** The invalidated paths, or an empty list (and no call) when nothing changed. */
export async function invalidatePublished(client: CloudFrontSender, distributionId: string, result: PublishResult): Promise<string[]> {
  const paths = [...new Set([...result.changed, ...result.removed].map(cachedPathOf))].sort();
  if (paths.length === 0) return [];
  await client.send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: {
        // Unique per call: CloudFront treats a repeated reference as the same invalidation.
        CallerReference: randomUUID(),
        Paths: { Quantity: paths.length, Items: paths },
      },
    }),
  );
  return paths;
}
