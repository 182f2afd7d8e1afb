// What the frontend build hands the publisher (lambdas/publisher/) so pages
// can be rendered again at run time with the store's data: the shape of
// frontend/.build/publish/kit.json and of the renderer bundle beside it. Here
// because both sides read it and neither may import the other.
import type { ApiAnswer, GetRouteName } from './routes';

/**
 * SWR keys (GET route names) -> the answer the API gives for them. The
 * renderer renders a page with it, the page's HTML carries it as a JSON data
 * block, and the browser hands it to SWR before hydrating.
 */
export type PublishedData = { [N in GetRouteName]?: ApiAnswer<N> };

/** The id of the <script type="application/json"> that carries a page's PublishedData. */
export const PUBLISHED_DATA_ID = 'published-data';

export type KitPage = {
  /** The page table's path: '/events', '/events/:id', '*' (the not-found page). */
  path: string;
  /** The URL rendered when the path has no parameter ('/404' for the not-found page). */
  url: string;
  /** File under the site root, for a page without a parameter. */
  file: string;
  /** A page per item ('/events/:id'): the publisher writes one file per item. */
  parameterised: boolean;
  /** Listed in sitemap.xml and given a canonical link. */
  indexable: boolean;
  /** The server lists the page shows: it is rendered with their answers. */
  data: GetRouteName[];
  /** The hashed chunks the boot script preloads for this page. */
  preloads: string[];
  entryImports: string[];
  bootPath: string;
  preloadImage?: string;
};

export type KitManifest = {
  /** frontend/index.html as built. */
  template: string;
  scripts: { boot: string; entry: string };
  pages: KitPage[];
  /** frontend/public/robots.txt, to which the publisher adds the sitemap line. */
  robots: string;
};

export type RenderDocumentInput = {
  page: KitPage;
  /** The URL to render ('/events/abc' for a parameterised page). */
  url: string;
  data?: PublishedData;
  /** The deployment's origin (canonical, og:url, absolute images); null leaves absolute URLs out. */
  origin: string | null;
};

/** What renderer.cjs exports. */
export type KitRenderer = {
  renderDocument(manifest: KitManifest, input: RenderDocumentInput): Promise<{ html: string; status: number }>;
};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml for the given URL paths. */
export const sitemapXml = (origin: string, urls: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${escapeXml(origin + url)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

/** robots.txt with the sitemap's absolute URL. */
export const robotsTxt = (robots: string, origin: string) => `${robots}\nSitemap: ${origin}/sitemap.xml\n`;
