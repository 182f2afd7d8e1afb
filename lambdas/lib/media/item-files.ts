// Deleting or re-photographing an item removes the files it no longer uses
// (docs/PRODUCT-RULES.md, Photos). Runs after the table write: a failure here
// leaves an unreferenced file (logged), never an item pointing at nothing, and
// never turns the admin's successful delete into an error.
import type { FileHooks } from '../admin-crud';
import { errorText, log } from '../log';
import { deleteMediaFiles, mediaUrlsOf } from './storage';

export async function removeUnusedFiles(before: unknown, after: unknown): Promise<void> {
  const kept = new Set(mediaUrlsOf(after));
  const gone = [...new Set(mediaUrlsOf(before))].filter((url) => !kept.has(url));
  if (!gone.length) return;
  try {
    await deleteMediaFiles(gone);
  } catch (error) {
    log.error('could not remove the files of a deleted or changed item', { files: gone, error: errorText(error) });
  }
}

export const itemFiles = (repo: FileHooks['repo']): FileHooks => ({ repo, removed: removeUnusedFiles });
