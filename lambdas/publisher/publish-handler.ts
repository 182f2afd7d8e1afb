// The publisher Lambda's logic, apart from its AWS wiring
// (lambdas/handlers/publish-pages.ts) so tests can drive it with fakes.
// Three callers (docs/ARCHITECTURE.md, Publisher in AWS):
//  - the table's stream, filtered to events, gallery items and testimonials:
//    a batch of records -> one publish per scope it touches;
//  - the nightly schedule: { scope: 'all' } (yesterday's events become past);
//  - the after-deploy trigger, which sends no payload: everything, so the
//    freshly deployed build pages carry live data again.
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { keys } from '../lib/db/keys';
import type { publish, PublishKit, PublishResult, PublishScope, PublishTarget } from './publish';

export type Publish = typeof publish;

/** The folder beside the bundle that the CDK copies the build's publish kit into (infra/constructs/page-publisher.ts). */
export const PUBLISH_KIT_FOLDER = 'publish-kit';

/** What the schedule sends. */
export type PublishRequest = { scope: PublishScope };
export type PublishEvent = DynamoDBStreamEvent | PublishRequest | Record<string, never> | null | undefined;

/** The pk prefix of each content kind, from the one place key formats live. */
const SCOPE_OF_PK_PREFIX: ReadonlyArray<[string, PublishScope]> = [
  [keys.event('').pk, 'events'],
  [keys.gallery('').pk, 'gallery'],
  [keys.testimonial('').pk, 'testimonials'],
  [keys.siteContent('').pk, 'content'],
];
const SCOPES: readonly PublishScope[] = ['events', 'gallery', 'testimonials', 'content', 'all'];

const isStreamEvent = (event: PublishEvent): event is DynamoDBStreamEvent =>
  !!event && Array.isArray((event as Partial<DynamoDBStreamEvent>).Records);

/** The scopes a call asks for, each once; 'all' covers the others. */
export function scopesOf(event: PublishEvent): PublishScope[] {
  if (isStreamEvent(event)) {
    const scopes = new Set<PublishScope>();
    for (const record of event.Records) {
      const pk = record.dynamodb?.Keys?.pk?.S ?? '';
      const match = SCOPE_OF_PK_PREFIX.find(([prefix]) => pk.startsWith(prefix));
      if (match) scopes.add(match[1]);
    }
    return [...scopes].sort();
  }
  const scope = (event as Partial<PublishRequest> | null | undefined)?.scope;
  if (scope === undefined) return ['all'];
  // A caller that names a scope we do not know is a bug to see, not a full publish to run.
  if (!SCOPES.includes(scope)) throw new Error(`Unknown publish scope: ${JSON.stringify(scope)}`);
  return [scope];
}

export type PublishHandlerDeps = {
  publish: Publish;
  /** Loaded on the first call, then kept for the life of the container. */
  loadKit: () => PublishKit;
  target: PublishTarget;
  origin: string;
  /** Drops CloudFront's copies of the published paths; returns the paths it invalidated. */
  invalidate: (result: PublishResult) => Promise<string[]>;
  log?: (entry: Record<string, unknown>) => void;
};

export type PublishOutcome = { scopes: PublishScope[]; changed: string[]; removed: string[]; invalidated: string[] };

export function createPublishHandler(deps: PublishHandlerDeps) {
  const log = deps.log ?? ((entry) => console.log(JSON.stringify(entry)));
  let kit: PublishKit | undefined;

  return async function handler(event: PublishEvent): Promise<PublishOutcome> {
    const scopes = scopesOf(event);
    const done: PublishResult = { changed: [], removed: [] };
    if (scopes.length === 0) return { scopes, ...done, invalidated: [] };
    kit ??= deps.loadKit();
    try {
      for (const scope of scopes) {
        const result = await deps.publish(scope, deps.target, { origin: deps.origin, kit });
        done.changed.push(...result.changed);
        done.removed.push(...result.removed);
      }
    } catch (error) {
      // Pages of the scopes already published are live: drop their cached
      // copies before failing, since the retry finds them unchanged and would
      // not invalidate them again. The throw makes the stream or the
      // scheduler retry the whole call.
      await deps.invalidate(done).catch((e: unknown) => log({ msg: 'invalidation after a failed publish failed too', error: String(e) }));
      log({ msg: 'publish failed', scopes, changedBeforeFailure: done.changed, error: String(error) });
      throw error;
    }
    const invalidated = await deps.invalidate(done);
    const outcome = { scopes, ...done, invalidated };
    log({ msg: 'published', ...outcome });
    return outcome;
  };
}
