import type { DynamoDBStreamEvent } from 'aws-lambda';
import { keys } from '../lib/db/keys';
import { createPublishHandler, scopesOf, type PublishHandlerDeps } from './publish-handler';
import type { PublishKit, PublishResult, PublishScope, PublishTarget } from './publish';

const KIT = {} as PublishKit;
const TARGET: PublishTarget = {
  read: () => Promise.resolve(null),
  write: () => Promise.resolve(),
  remove: () => Promise.resolve(),
  list: () => Promise.resolve([]),
};

/** A stream batch as DynamoDB sends it with a KEYS_ONLY view. */
const streamOf = (...items: Array<{ pk: string; sk: string }>): DynamoDBStreamEvent => ({
  Records: items.map((k, i) => ({
    eventID: String(i),
    eventName: 'MODIFY',
    eventSource: 'aws:dynamodb',
    dynamodb: { Keys: { pk: { S: k.pk }, sk: { S: k.sk } }, StreamViewType: 'KEYS_ONLY' },
  })),
});

function setup(results: Partial<Record<PublishScope, PublishResult | Error>> = {}) {
  const calls: Array<{ scope: PublishScope; origin: string; kit: PublishKit }> = [];
  const invalidations: PublishResult[] = [];
  let kitLoads = 0;
  const deps: PublishHandlerDeps = {
    publish: (scope, _target, options) => {
      calls.push({ scope, origin: options.origin, kit: options.kit });
      const result = results[scope] ?? { changed: [`/${scope}`], removed: [] };
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
    },
    loadKit: () => {
      kitLoads++;
      return KIT;
    },
    target: TARGET,
    origin: 'https://d111.cloudfront.net',
    invalidate: (result) => {
      invalidations.push(structuredClone(result));
      return Promise.resolve([...result.changed, ...result.removed]);
    },
    log: () => {},
  };
  return { handler: createPublishHandler(deps), calls, invalidations, kitLoads: () => kitLoads };
}

describe('scopesOf', () => {
  it('maps a stream batch to the content kinds it touches, each once', () => {
    const batch = streamOf(keys.event('a'), keys.event('b'), keys.testimonial('t'), keys.event('a'));
    expect(scopesOf(batch)).toEqual(['events', 'testimonials']);
    expect(scopesOf(streamOf(keys.gallery('g')))).toEqual(['gallery']);
    expect(scopesOf(streamOf(keys.siteContent('services')))).toEqual(['content']);
  });

  it('ignores records of other items (the stream filter should already have)', () => {
    expect(scopesOf(streamOf(keys.session('admin', 's'), keys.contact('c')))).toEqual([]);
  });

  it('takes the scope the schedule names, and everything for the after-deploy trigger, which sends nothing', () => {
    expect(scopesOf({ scope: 'all' })).toEqual(['all']);
    expect(scopesOf({ scope: 'gallery' })).toEqual(['gallery']);
    expect(scopesOf({})).toEqual(['all']);
    expect(scopesOf(null)).toEqual(['all']);
  });

  it('refuses a scope it does not know rather than guessing', () => {
    expect(() => scopesOf({ scope: 'everything' as PublishScope })).toThrow(/Unknown publish scope/);
  });
});

describe('the publisher handler', () => {
  it('publishes once per scope of a batch with the site origin, then invalidates everything that changed in one call', async () => {
    const { handler, calls, invalidations } = setup({
      events: { changed: ['/events', '/events/a'], removed: ['/events/gone'] },
      testimonials: { changed: ['/testimonials'], removed: [] },
    });
    const outcome = await handler(streamOf(keys.event('a'), keys.event('gone'), keys.testimonial('t')));
    expect(calls.map((c) => c.scope)).toEqual(['events', 'testimonials']);
    expect(calls.every((c) => c.origin === 'https://d111.cloudfront.net' && c.kit === KIT)).toBe(true);
    expect(invalidations).toEqual([{ changed: ['/events', '/events/a', '/testimonials'], removed: ['/events/gone'] }]);
    expect(outcome).toMatchObject({ scopes: ['events', 'testimonials'], invalidated: ['/events', '/events/a', '/testimonials', '/events/gone'] });
  });

  it('does nothing for a batch without content records', async () => {
    const { handler, calls, invalidations } = setup();
    await handler(streamOf(keys.contact('c')));
    expect(calls).toEqual([]);
    expect(invalidations).toEqual([]);
  });

  it('publishes everything after a deployment and at night', async () => {
    const { handler, calls } = setup();
    await handler({});
    await handler({ scope: 'all' });
    expect(calls.map((c) => c.scope)).toEqual(['all', 'all']);
  });

  it('loads the publish kit once per container', async () => {
    const { handler, kitLoads } = setup();
    await handler({ scope: 'events' });
    await handler({ scope: 'gallery' });
    expect(kitLoads()).toBe(1);
  });

  it('throws when a publish fails, so the stream or scheduler retries, after invalidating the scopes already published', async () => {
    const { handler, calls, invalidations } = setup({ gallery: new Error('store unavailable') });
    await expect(handler(streamOf(keys.event('a'), keys.gallery('g')))).rejects.toThrow('store unavailable');
    expect(calls.map((c) => c.scope)).toEqual(['events', 'gallery']);
    expect(invalidations).toEqual([{ changed: ['/events'], removed: [] }]);
  });

  it('throws when the invalidation fails, so the call is retried', async () => {
    const { handler } = setup();
    const failing = createPublishHandler({
      publish: () => Promise.resolve({ changed: ['/events'], removed: [] }),
      loadKit: () => KIT,
      target: TARGET,
      origin: 'https://d111.cloudfront.net',
      invalidate: () => Promise.reject(new Error('TooManyInvalidationsInProgress')),
      log: () => {},
    });
    await expect(failing({ scope: 'events' })).rejects.toThrow('TooManyInvalidationsInProgress');
    await expect(handler({ scope: 'events' })).resolves.toMatchObject({ invalidated: ['/events'] });
  });
});
