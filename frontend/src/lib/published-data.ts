// The data a published page was rendered with (contract/publish-kit.ts): the
// HTML carries it as a JSON data block, which the CSP allows because it is
// never executed, and SWR starts from it so hydration matches the markup.
import { PUBLISHED_DATA_ID, type PublishedData } from '../../../contract/publish-kit';
import { PUBLISHED_SOURCES_ATTRIBUTE } from './hydration-signals';

/** '<' and friends escaped, so no text in the data can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
const attributeSafe = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The block, with each key's API path (`sources`, key -> path) for the head
 * script's check of whether the page is still current (boot/stale-check.ts).
 */
export function publishedDataBlock(data: PublishedData, sources: Record<string, string>): string {
  const paths = attributeSafe(JSON.stringify(sources));
  return `<script type="application/json" id="${PUBLISHED_DATA_ID}" ${PUBLISHED_SOURCES_ATTRIBUTE}="${paths}">${scriptSafeJson(data)}</script>`;
}

/** The page's published data, or undefined for a page built without any (or unreadable data). */
export function readPublishedData(doc: Document = document): PublishedData | undefined {
  const text = doc.getElementById(PUBLISHED_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? data : undefined;
  } catch {
    return undefined;
  }
}
