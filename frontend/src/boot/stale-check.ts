// A published page shows the lists the server had when it was rendered; the
// publisher renders it again within seconds of a change, but a visitor may
// hold a copy from just before. Once the page has loaded, each list is asked
// again; when an answer differs from what the page shows, the app is started
// at once (its lists then correct themselves in place, lib/refresh-published.ts)
// instead of waiting for the visitor's first touch. A fresh page costs a few
// small requests and no script.
import { PUBLISHED_DATA_ID } from '../../../contract/publish-kit';
import { PUBLISHED_SOURCES_ATTRIBUTE } from '../lib/hydration-signals';

type Published = { data: Record<string, unknown>; sources: Record<string, string> };

function readPublished(doc: Document): Published | null {
  const block = doc.getElementById(PUBLISHED_DATA_ID);
  if (!block) return null;
  try {
    const data = JSON.parse(block.textContent ?? '') as Record<string, unknown>;
    const sources = JSON.parse(block.getAttribute(PUBLISHED_SOURCES_ATTRIBUTE) ?? '{}') as Record<string, string>;
    return { data, sources };
  } catch {
    return null;
  }
}

/** Resolves true when any published list's current answer differs from the one the page shows. */
export async function publishedIsStale(doc: Document = document): Promise<boolean> {
  const published = readPublished(doc);
  if (!published) return false;
  const checks = Object.entries(published.sources).map(async ([key, path]) => {
    try {
      const response = await fetch(path, { headers: { accept: 'application/json' } });
      // An error answer is not news about the list: the app would show the same.
      if (!response.ok) return false;
      return JSON.stringify(await response.json()) !== JSON.stringify(published.data[key]);
    } catch {
      return false;
    }
  });
  return (await Promise.all(checks)).some(Boolean);
}
