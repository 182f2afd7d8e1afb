import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { cachedPathOf, invalidatePublished, type CloudFrontSender } from './invalidate';

function fakeCloudFront() {
  const sent: CreateInvalidationCommand[] = [];
  const client: CloudFrontSender = {
    send(command) {
      sent.push(command);
      return Promise.resolve({ Invalidation: { Id: 'I1', Status: 'InProgress' } });
    },
  };
  return { client, sent };
}

describe('cachedPathOf', () => {
  it.each([
    ['/', '/index.html'],
    ['/events', '/events.html'],
    ['/events/abc', '/events/abc.html'],
    ['/sitemap.xml', '/sitemap.xml'],
  ])('%s is cached as %s', (url, cached) => expect(cachedPathOf(url)).toBe(cached));
});

describe('invalidatePublished', () => {
  it('invalidates exactly the changed and removed pages, under the paths CloudFront caches them', async () => {
    const { client, sent } = fakeCloudFront();
    const paths = await invalidatePublished(client, 'E123', { changed: ['/events', '/events/new', '/sitemap.xml'], removed: ['/events/old'] });
    expect(paths).toEqual(['/events.html', '/events/new.html', '/events/old.html', '/sitemap.xml']);
    expect(sent).toHaveLength(1);
    expect(sent[0].input.DistributionId).toBe('E123');
    expect(sent[0].input.InvalidationBatch?.Paths).toEqual({ Quantity: 4, Items: paths });
  });

  it('gives every invalidation its own caller reference, so a second publish is not taken for the first', async () => {
    const { client, sent } = fakeCloudFront();
    await invalidatePublished(client, 'E123', { changed: ['/events'], removed: [] });
    await invalidatePublished(client, 'E123', { changed: ['/events'], removed: [] });
    const [a, b] = sent.map((c) => c.input.InvalidationBatch?.CallerReference);
    expect(a).toEqual(expect.any(String));
    expect(a).not.toBe(b);
  });

  it('makes no call when nothing changed', async () => {
    const { client, sent } = fakeCloudFront();
    await expect(invalidatePublished(client, 'E123', { changed: [], removed: [] })).resolves.toEqual([]);
    expect(sent).toHaveLength(0);
  });

  it('fails when CloudFront refuses, so the caller retries', async () => {
    const client: CloudFrontSender = { send: () => Promise.reject(new Error('TooManyInvalidationsInProgress')) };
    await expect(invalidatePublished(client, 'E123', { changed: ['/events'], removed: [] })).rejects.toThrow('TooManyInvalidationsInProgress');
  });
});
