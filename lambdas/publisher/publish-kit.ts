// The frontend build's publish kit (frontend/.build/publish/: kit.json and
// renderer.cjs, see contract/publish-kit.ts), loaded once per process. The
// renderer is one self-contained file, so React and Chakra reach only the
// processes that publish, never a request handler.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { KitManifest, KitRenderer } from '../../contract/publish-kit';

export type PublishKit = { manifest: KitManifest; renderer: KitRenderer };

export function loadPublishKit(dir: string): PublishKit {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'kit.json'), 'utf8')) as KitManifest;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the renderer is a built file whose path is known only at run time
  const renderer = require(path.resolve(dir, 'renderer.cjs')) as KitRenderer;
  return { manifest, renderer };
}
