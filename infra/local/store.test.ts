import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { galleryInput } from '../../contract/schemas';
import { resetClient } from '../../lambdas/lib/db/client';
import { galleryRepo } from '../../lambdas/lib/db/gallery-repo';
import { describeLocalTable } from '../../lambdas/lib/db/local-table';
import { keys } from '../../lambdas/lib/db/keys';
import { readPartition } from '../../lambdas/lib/db/public-partition';
import { isStoreUnavailable } from '../../lambdas/lib/db/store-errors';
import { startStore, type Store } from './store';
import { storeKind } from './store-kind';

/** Point the repositories at this store (they read the endpoint when the client is made). */
function useStore(store: Store): void {
  process.env.DYNAMODB_ENDPOINT = store.endpoint;
  process.env.TABLE_NAME = store.tableName;
  resetClient();
}

afterAll(() => resetClient());

describe('startStore', () => {
  it('serves an ACTIVE table with gsi1 on a free loopback port, in memory', async () => {
    const store = await startStore({});
    try {
      expect(store.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await describeLocalTable(store.endpoint, store.tableName)).toEqual({ status: 'ACTIVE', indexNames: ['gsi1'] });
    } finally {
      await store.close();
    }
  });

  // Under STORE=dynamodb-local each start is a JVM of its own on the folder: seconds, not milliseconds.
  it('keeps data under dataDir across restarts and reuses the existing table', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'store-test-'));
    try {
      const first = await startStore({ dataDir });
      useStore(first);
      const kept = await galleryRepo.create(galleryInput.parse({ title: 'Kept', imageUrl: '/images/kept.webp' }));
      resetClient();
      await first.close();

      const second = await startStore({ dataDir });
      useStore(second);
      expect((await galleryRepo.list()).map((item) => item.id)).toEqual([kept.id]);
      resetClient();
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // The embedded store answers the clients of its own process (npm start, a test file) without a
  // socket; a client that outlives it must still meet a stopped store (503), not hang or pass.
  // (DynamoDB Local's shared JVM outlives a store: its close drops a table instead.)
  (storeKind() === 'dynamodb-local' ? it.skip : it)('answers both clients of this process, and once closed they meet an unavailable store', async () => {
    const store = await startStore({});
    useStore(store);
    const created = await galleryRepo.create(galleryInput.parse({ title: 'Seen', imageUrl: '/images/seen.webp' }));
    // The SDK's client wrote it, the public reads' lean client reads it back.
    expect((await readPartition(keys.galleryPartition)).map((item) => item.id)).toContain(created.id);
    await store.close();
    for (const call of [() => galleryRepo.create(galleryInput.parse({ title: 'Lost', imageUrl: '/images/lost.webp' })), () => readPartition(keys.galleryPartition)]) {
      const failure: unknown = await call().then(
        () => 'answered',
        (error: unknown) => error,
      );
      expect(isStoreUnavailable(failure)).toBe(true);
    }
    resetClient();
  });
});
