// The section named in a content route's path, or a 404 that says so.
import { CONTENT_MESSAGES } from '../../contract/messages';
import { isContentSection, type ContentSection } from '../../contract/site-content';
import { ContentConflictError } from './db/site-content-repo';
import { conflict, notFound } from './errors';

export function sectionParam(params: Record<string, string>): ContentSection {
  if (!isContentSection(params.section)) throw notFound(CONTENT_MESSAGES.unknownSection);
  return params.section;
}

/** A save from a stale version is the admin's to resolve: 409 with what to do. */
export async function refusingConflicts<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (error instanceof ContentConflictError) throw conflict(CONTENT_MESSAGES.conflict);
    throw error;
  }
}
