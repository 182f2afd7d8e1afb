// The publisher: renders the public pages a change affects with the store's
// data (through the build's publish kit) and writes the ones whose HTML
// changed to a target (a folder locally, the site bucket in AWS). Every page
// is rendered before anything is written, and each write is atomic, so a
// failed publish leaves the previous pages in place (docs/ARCHITECTURE.md, The publisher).
import { todayInLagos } from '../../contract/dates';
import { robotsTxt, sitemapXml, type KitPage, type PublishedData } from '../../contract/publish-kit';
import type { GetRouteName } from '../../contract/routes';
import type { PublishKit } from './publish-kit';
import { loadPublishedLists } from './published-lists';

export { loadPublishKit, type PublishKit } from './publish-kit';

export type PublishScope = 'events' | 'gallery' | 'testimonials' | 'content' | 'all';

/** Where pages go; paths are file paths under the site root ('events/abc.html'). */
export interface PublishTarget {
  read(path: string): Promise<string | null>;
  /** Atomic: readers see the old content or the new, never part of it. */
  write(path: string, html: string): Promise<void>;
  remove(path: string): Promise<void>;
  list(prefix: string): Promise<string[]>;
}

/** URL paths, e.g. '/events', '/events/abc', '/sitemap.xml'. */
export type PublishResult = { changed: string[]; removed: string[] };

export type PublishOptions = {
  /** The deployment's origin, for canonical links, og:url, JSON-LD and the sitemap. */
  origin: string;
  kit: PublishKit;
  /** The Lagos calendar day that splits upcoming from past (today by default). */
  today?: string;
};

/** The lists each scope's changes touch. */
const SCOPE_LISTS: Record<Exclude<PublishScope, 'all'>, GetRouteName[]> = {
  events: ['listUpcomingEvents', 'listPastEvents'],
  gallery: ['listGallery'],
  testimonials: ['listTestimonials'],
  // Every public page shows site content (the footer at least).
  content: ['getSiteContent'],
};

/** A page per item: the ids its items have in the published lists. */
const ITEM_IDS: Record<string, (data: PublishedData) => string[]> = {
  '/events/:id': (data) => [...(data.listUpcomingEvents?.events ?? []), ...(data.listPastEvents?.events ?? [])].map((e) => e.id),
};

/** '/events/:id' + 'abc' -> '/events/abc'. */
const itemUrl = (path: string, id: string) => path.replace(/:[^/]+/, encodeURIComponent(id));
/** '/events/abc' -> 'events/abc.html' (as frontend/src/pages/page-files.ts names them). */
const fileOf = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`);
/** The folder a page per item lives in: '/events/:id' -> 'events/'. */
const itemFolder = (path: string) => path.slice(1, path.indexOf(':'));
const urlOf = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);

type Output = { file: string; url: string; content: string };

export async function publish(scope: PublishScope, target: PublishTarget, options: PublishOptions): Promise<PublishResult> {
  const { kit, origin } = options;
  const today = options.today ?? todayInLagos();
  const touched = scope === 'all' ? null : new Set<GetRouteName>(SCOPE_LISTS[scope]);
  let pages = kit.manifest.pages.filter((page) => touched === null || page.data.some((name) => touched.has(name)));
  // A content change touches every page, but most show it only in the footer.
  // So each page is written as soon as it is rendered, the pages that show
  // nothing but site content (/services, /contact...) first: the page the
  // admin changed is live after one render, not after all of them. Every page
  // carries the whole content, so there is no set of pages to keep in step;
  // a failed render leaves the pages not yet rendered as they were.
  const eager = scope === 'content';
  if (eager) pages = [...pages.filter((p) => p.data.length === 1), ...pages.filter((p) => p.data.length !== 1)];
  // The sitemap lists the event pages; 'all' also brings the origin to the pages without data.
  const withSitemap = scope === 'all' || scope === 'events';
  const lists = new Set(pages.flatMap((page) => page.data));
  if (withSitemap) SCOPE_LISTS.events.forEach((name) => lists.add(name));
  const data = await loadPublishedLists(lists, today);

  const render = async (page: KitPage, url: string, file: string): Promise<Output> => {
    const pageData = Object.fromEntries(page.data.map((name) => [name, data[name]])) as PublishedData;
    const { html } = await kit.renderer.renderDocument(kit.manifest, { page, url, data: pageData, origin });
    return { file, url, content: html };
  };

  const changed: string[] = [];
  const writeIfChanged = async (output: Output) => {
    if ((await target.read(output.file)) === output.content) return;
    await target.write(output.file, output.content);
    changed.push(output.url);
  };
  // Render everything first (but see `eager`): a failure here has written nothing.
  const outputs: Output[] = [];
  const emit = async (output: Output) => {
    outputs.push(output);
    if (eager) await writeIfChanged(output);
  };
  const itemFolders: { folder: string }[] = [];
  for (const page of pages) {
    if (!page.parameterised) {
      await emit(await render(page, page.url, page.file));
      continue;
    }
    const ids = ITEM_IDS[page.path];
    if (!ids) throw new Error(`${page.path}: the publisher does not know the items of this page`);
    itemFolders.push({ folder: itemFolder(page.path) });
    for (const id of ids(data)) {
      const url = itemUrl(page.path, id);
      await emit(await render(page, url, fileOf(url)));
    }
  }
  if (withSitemap) {
    const eventPage = kit.manifest.pages.find((page) => page.path in ITEM_IDS && page.indexable);
    const itemUrls = eventPage ? ITEM_IDS[eventPage.path](data).map((id) => itemUrl(eventPage.path, id)) : [];
    const urls = [...kit.manifest.pages.filter((p) => p.indexable && !p.parameterised).map((p) => p.url), ...itemUrls];
    outputs.push({ file: 'sitemap.xml', url: '/sitemap.xml', content: sitemapXml(origin, urls) });
    outputs.push({ file: 'robots.txt', url: '/robots.txt', content: robotsTxt(kit.manifest.robots, origin) });
  }

  if (!eager) for (const output of outputs) await writeIfChanged(output);
  // Pages of items that are gone (deleted, made inactive): a 404 from now on.
  const kept = new Set(outputs.map((output) => output.file));
  const removed: string[] = [];
  for (const { folder } of itemFolders) {
    for (const file of await target.list(folder)) {
      if (!file.endsWith('.html') || kept.has(file)) continue;
      await target.remove(file);
      removed.push(urlOf(file));
    }
  }
  return { changed, removed };
}
