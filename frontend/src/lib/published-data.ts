// The data a published page was rendered with (contract/publish-kit.ts): the
// HTML carries it as a JSON data block, which the CSP allows because it is
// never executed, and SWR starts from it so hydration matches the markup.
import { PUBLISHED_DATA_ID, type PublishedData } from '../../../contract/publish-kit';

/** '<' and friends escaped, so no text in the data can close the element. */
export function publishedDataBlock(data: PublishedData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/json" id="${PUBLISHED_DATA_ID}">${json}</script>`;
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
