// `node -r esbuild-register infra/local/publish-seed-site.ts <folder>`: the
// publisher (lambdas/publisher/) run once over <folder>, a copy of the built
// site, with the seed data (seed-data.ts) in an in-memory store: the pages
// `npm start` serves on a fresh machine, the per-event pages included, which
// the build alone never writes. The HTML checker (frontend/scripts/validate-html.ts)
// runs it so that every page a visitor can be served is checked, not a sample.
import { LOCAL_TABLE_NAME } from '../../lambdas/lib/db/table-definition';
import { resetClient } from '../../lambdas/lib/db/client';
import { createFolderTarget } from '../../lambdas/publisher/folder-target';
import { loadPublishKit, publish } from '../../lambdas/publisher/publish';
import { DEFAULT_KIT_DIR } from './local-publisher';
import { seed } from './seed';
import { startStore } from './store';

/** Publish every page with the seed data into `folder`; answers the URLs written. */
export async function publishSeedSite(folder: string): Promise<string[]> {
  const store = await startStore();
  try {
    process.env.TABLE_NAME = LOCAL_TABLE_NAME;
    process.env.DYNAMODB_ENDPOINT = store.endpoint;
    process.env.AWS_REGION ||= 'us-east-1';
    resetClient();
    await seed();
    const result = await publish('all', createFolderTarget(folder), { origin: 'http://127.0.0.1:3000', kit: loadPublishKit(DEFAULT_KIT_DIR) });
    return result.changed;
  } finally {
    resetClient();
    await store.close();
  }
}

if (require.main === module) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: publish-seed-site.ts <folder (a copy of frontend/dist)>');
    process.exit(2);
  }
  publishSeedSite(folder).then(
    (changed) => console.log(changed.join('\n')),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
