// Node entry of the prerender (bundled by frontend/prerender/prerender.ts):
// renders one public route to HTML with the same providers and routes as the
// browser, and returns the page's meta and the CSS its first paint needs.
// Server lists (events, gallery, testimonials) render with the data given
// (the publisher passes the store's answers); without any (the build has no
// store) they render in their loading state and the browser fetches them.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes } from 'react-router-dom';
import type { PublishedData } from '../../contract/publish-kit';
import { Providers } from '../src/app/providers';
import { routeKey } from '../src/app/route-key';
import { routes } from '../src/app/routes';
import { type PageMeta, PageMetaCollector } from '../src/components/page-meta';
import { SiteOriginContext } from '../src/lib/site-origin';
import { criticalStyles, styleTags } from './emotion-styles';

export type RenderedPage = { html: string; styles: string; meta: PageMeta | null; routeKey: string | null; status: number };

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return out;
}

export type RenderOptions = { data?: PublishedData; origin?: string | null };

export async function renderPage(url: string, { data, origin = null }: RenderOptions = {}): Promise<RenderedPage> {
  // As the browser does before hydrating (app/router.tsx): the matched routes'
  // lazy modules become plain route properties, so nothing suspends and the
  // markup is the page itself, not a Suspense fallback.
  for (const m of matchRoutes(routes, url) ?? []) {
    if (m.route.lazy) Object.assign(m.route, await (m.route.lazy as () => Promise<object>)(), { lazy: undefined });
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${url}: the router answered with a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // Same key as the browser's default cache, so it adopts these styles.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  let meta: PageMeta | null = null;

  // prerenderToNodeStream waits for every Suspense boundary (lazy sections such
  // as the contact form), so the HTML holds the whole page.
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <PageMetaCollector.Provider value={(m) => (meta = m)}>
        <SiteOriginContext.Provider value={origin}>
          <Providers swrCache={() => new Map()} published={data}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </SiteOriginContext.Provider>
      </PageMetaCollector.Provider>
    </CacheProvider>,
    // No outlined boundaries (React moves large ones to the end of the HTML
    // with an inline script to swap them in, which the CSP would block).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await readAll(prelude);
  return { html, styles: styleTags(criticalStyles(cache, html)), meta, routeKey: routeKey(context.matches), status: context.statusCode };
}
