// The images that ship with the site (drawn by frontend/scripts/make-images.ts).
// Width and height let the browser reserve space before the file arrives; the
// provider swaps a picture by replacing the file under the same name.
export type SiteImage = { src: string; width: number; height: number; alt: string };

const img = (src: string, width: number, height: number, alt: string): SiteImage => ({ src, width, height, alt });

export const IMAGES = {
  hero: img('/images/hero.webp', 1600, 900, 'Singers on stage under warm lights with music notes above them'),
  about: img('/images/about.webp', 1200, 900, 'A piano keyboard glowing at dusk'),
  impact1: img('/images/impact-1.webp', 1200, 800, 'A choir of students performing together'),
  impact2: img('/images/impact-2.webp', 1200, 800, 'An acoustic guitar surrounded by music notes'),
  eventDefault: img('/images/event-default.webp', 1200, 675, 'Music workshop'),
  placeholder: img('/images/placeholder.webp', 800, 600, 'Image not available'),
  ogImage: img('/images/og-image.png', 1200, 630, 'Harmony Music Ministry & Mentorship'),
} as const;

/** gallery-1 ... gallery-9: 1-6 are the built-in gallery, 7-9 are used by seeded server items. */
export const galleryImage = (n: number): SiteImage =>
  img(`/images/gallery/gallery-${n}.webp`, 1200, 900, `Gallery photo ${n}`);
