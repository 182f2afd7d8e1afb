// A PublishTarget on disk (the local site's frontend/dist): a write goes to a
// temporary file in the same folder, then is renamed over the page, so a
// visitor gets the old page or the new one, never half of one.
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { PublishTarget } from './publish';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

export function createFolderTarget(root: string): PublishTarget {
  const base = path.resolve(root);
  const full = (file: string) => {
    const resolved = path.resolve(base, file);
    if (resolved !== base && !resolved.startsWith(base + path.sep)) throw new Error(`${file} is outside ${root}`);
    return resolved;
  };
  return {
    async read(file) {
      try {
        return await fs.readFile(full(file), 'utf8');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async write(file, html) {
      const target = full(file);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
      try {
        await fs.writeFile(temp, html);
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async remove(file) {
      await fs.rm(full(file), { force: true });
    },
    async list(prefix) {
      let entries;
      try {
        entries = await fs.readdir(full(prefix), { withFileTypes: true, recursive: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    },
  };
}
