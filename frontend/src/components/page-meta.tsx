// Every public page sets its own title and meta description (docs/PRODUCT-RULES.md);
// the OG and Twitter tags let link previews (WhatsApp, Facebook) show the same.
// In the browser the tags are updated after each navigation; at build time the
// prerender (frontend/prerender) passes a collector and writes the same tags
// into each page's static HTML, so crawlers and link previews need no JS.
import { createContext, useContext, useEffect } from 'react';
import { site } from '../content/site';
import { DEFAULT_OG_IMAGE, absoluteUrl, pageTitle } from '../lib/page-title';

export type PageMeta = { title: string; description: string; image?: string };

/** Set by the prerender only: receives the meta of the page being rendered. */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

function setCanonical(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

export function usePageMeta({ title, description, image = DEFAULT_OG_IMAGE }: PageMeta) {
  // Runs during render so the server render sees it; a no-op in the browser.
  useContext(PageMetaCollector)?.({ title, description, image });
  useEffect(() => {
    const fullTitle = pageTitle(title);
    const imageUrl = absoluteUrl(window.location.origin, image);
    const url = `${window.location.origin}${window.location.pathname}`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', site.name);
    setMeta('property', 'og:image', imageUrl);
    setMeta('property', 'og:url', url);
    setMeta('name', 'twitter:card', 'summary_large_image');
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
    setMeta('name', 'twitter:image', imageUrl);
    setCanonical(url);
  }, [title, description, image]);
}
