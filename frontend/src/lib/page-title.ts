// Page title and absolute URLs for the head tags: shared by usePageMeta (in
// the browser) and the prerender (at build time, in plain Node without React).
import { site } from '../content/site';

export const DEFAULT_OG_IMAGE = '/images/og-image.png';

/** 'About Us' -> 'About Us | Harmony Music Ministry & Mentorship'; the brand alone stays as is. */
export const pageTitle = (title: string) => (title === site.name || title.includes(site.name) ? title : `${title} | ${site.name}`);

/** Absolute URL of an image path ('/images/x.png'), as link previews need. */
export const absoluteUrl = (origin: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);
