import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { galleryInput } from '../../contract/schemas';
import { resetClient } from '../../lambdas/lib/db/client';
import { galleryRepo } from '../../lambdas/lib/db/gallery-repo';
import { describeLocalTable } from '../../lambdas/lib/db/local-table';
import { startStore, type Store } from './store';

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
});
