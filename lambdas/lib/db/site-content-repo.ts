// Site content documents (docs/ARCHITECTURE.md, Site content): one current
// item per section plus every saved version beside it. A save writes the new
// version and the new current item in ONE transaction whose condition is the
// version the admin edited from, so of two concurrent saves one wins and the
// other is refused (409) instead of silently overwriting it.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_SITE_CONTENT } from '../../../contract/default-site-content';
import type { ContentMeta, ContentVersion, SiteContent } from '../../../contract/site-content-schemas';
import { describeChanges, type ContentSection } from '../../../contract/site-content';
import { db, tableName } from './client';
import { nowIso, queryItemPartition, queryPartition, transact, type Item } from './items';
import { keys } from './keys';
import { contentSections, metaOf, publicSiteContent } from './public-site-content';

export class ContentConflictError extends Error {
  constructor(readonly section: ContentSection) {
    super(`Content section ${section} changed since the version it was edited from`);
    this.name = 'ContentConflictError';
  }
}

type Current = ContentMeta & { data: unknown };

const versionOf = (item: Item): ContentVersion => ({
  ...metaOf(item),
  data: item.data as ContentVersion['data'],
  changes: Array.isArray(item.changes) ? (item.changes as string[]) : [],
  ...(typeof item.revertedFrom === 'number' ? { revertedFrom: item.revertedFrom } : {}),
});

async function current(section: ContentSection): Promise<Current> {
  const { Item: item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.siteContent(section), ConsistentRead: true }));
  return item ? { ...metaOf(item), data: item.data } : { version: 0, data: DEFAULT_SITE_CONTENT[section] };
}

export type SaveOptions = { by: string; revertedFrom?: number; at?: string };

export const siteContentRepo = {
  /** What the public pages show: one Query of the content partition (public-site-content.ts). */
  content: publicSiteContent,

  /** The admin's view: every section with who saved it last and its version (on the SDK, as the admin's other reads). */
  sections: () => contentSections(queryPartition),

  /** Versions of a section, newest first: one Query of its partition. */
  async versions(section: ContentSection): Promise<ContentVersion[]> {
    const items = await queryItemPartition(keys.siteContent(section).pk, { skPrefix: keys.siteContentVersionPrefix, newestFirst: true });
    return items.map(versionOf);
  },

  async version(section: ContentSection, version: number): Promise<ContentVersion | null> {
    const { Item: item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.siteContentVersion(section, version), ConsistentRead: true }));
    return item ? versionOf(item) : null;
  },

  /**
   * Save `data` as the version after `expectedVersion`. Throws
   * ContentConflictError when the section is no longer at that version.
   * Returns the new version number.
   */
  async save<S extends ContentSection>(section: S, data: SiteContent[S], expectedVersion: number, options: SaveOptions): Promise<number> {
    const before = await current(section);
    if (before.version !== expectedVersion) throw new ContentConflictError(section);
    const version = expectedVersion + 1;
    const at = options.at ?? nowIso();
    // JSON round trip: optional fields left undefined by the schema are not stored.
    const stored = JSON.parse(JSON.stringify(data)) as unknown;
    const fields = {
      section,
      version,
      data: stored,
      updatedAt: at,
      updatedBy: options.by,
      ...(options.revertedFrom !== undefined ? { revertedFrom: options.revertedFrom } : {}),
    };
    const failed = await transact([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.siteContentVersion(section, version), ...fields, changes: describeChanges(before.data, stored) },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.siteContent(section), ...keys.siteContentGsi(section), ...fields },
          // The version the admin edited from is still the current one (0: never saved).
          ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(pk)' : '#version = :expected',
          ExpressionAttributeNames: expectedVersion === 0 ? undefined : { '#version': 'version' },
          ExpressionAttributeValues: expectedVersion === 0 ? undefined : { ':expected': expectedVersion },
        },
      },
    ]);
    if (failed) throw new ContentConflictError(section);
    return version;
  },
};
