// SPEC §1: every public page sets its own title and meta description; the
// OG and Twitter tags let link previews (WhatsApp, Facebook) show the same.
import { useEffect } from 'react';
import { site } from '../content/site';

export type PageMeta = { title: string; description: string; image?: string };

const DEFAULT_IMAGE = '/images/og-image.png';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

/** 'About Us' -> 'About Us | Harmony Music Ministry & Mentorship'; the brand alone stays as is. */
export const pageTitle = (title: string) => (title === site.name || title.includes(site.name) ? title : `${title} | ${site.name}`);

export function usePageMeta({ title, description, image = DEFAULT_IMAGE }: PageMeta) {
  useEffect(() => {
    const fullTitle = pageTitle(title);
    const imageUrl = /^https?:\/\//.test(image) ? image : `${window.location.origin}${image}`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', site.name);
    setMeta('property', 'og:image', imageUrl);
    setMeta('property', 'og:url', window.location.href);
    setMeta('name', 'twitter:card', 'summary_large_image');
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
    setMeta('name', 'twitter:image', imageUrl);
  }, [title, description, image]);
}
