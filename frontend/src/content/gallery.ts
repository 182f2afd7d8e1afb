// The six built-in gallery images (docs/PRODUCT-RULES.md, Gallery), shown before the
// server's items. The provider replaces a picture by dropping a file of the
// same name into public/images/gallery/.
export type GalleryPhoto = {
  id: string;
  title: string;
  description?: string;
  imageUrl: string;
  alt: string;
  width: number;
  height: number;
  /** An uploaded photo's stored sizes ('… 1600w, … 800w, … 400w'): the browser picks the one the tile needs. */
  srcSet?: string;
};

const size = { width: 1200, height: 900 } as const;

export const BUILT_IN_GALLERY: readonly GalleryPhoto[] = [
  {
    id: 'built-in-1',
    title: 'Piano Masterclass',
    description: 'Students work through voicings and worship accompaniment at our Victoria Island studio.',
    imageUrl: '/images/gallery/gallery-1.webp',
    alt: 'Students gathered around a piano during a masterclass',
    ...size,
  },
  {
    id: 'built-in-2',
    title: 'Choir Rehearsal',
    description: 'A church choir polishing blend and dynamics before their Sunday service.',
    imageUrl: '/images/gallery/gallery-2.webp',
    alt: 'A choir rehearsing in rows with a conductor in front',
    ...size,
  },
  {
    id: 'built-in-3',
    title: 'Live Worship Night',
    description: 'Our students leading a night of praise with a full band.',
    imageUrl: '/images/gallery/gallery-3.webp',
    alt: 'A band and singers performing on a stage lit in purple',
    ...size,
  },
  {
    id: 'built-in-4',
    title: 'Music Theory Workshop',
    description: 'Reading, rhythm and harmony made practical for working church musicians.',
    imageUrl: '/images/gallery/gallery-4.webp',
    alt: 'Workshop participants following notation on a board',
    ...size,
  },
  {
    id: 'built-in-5',
    title: 'Studio Session',
    description: 'Recording a vocal arrangement in the studio.',
    imageUrl: '/images/gallery/gallery-5.webp',
    alt: 'A singer at a microphone in a recording studio',
    ...size,
  },
  {
    id: 'built-in-6',
    title: 'Community Outreach',
    // No description: the lightbox caption falls back to the title.
    imageUrl: '/images/gallery/gallery-6.webp',
    alt: 'Young musicians and mentors together after a community concert',
    ...size,
  },
];

/** Server items carry no size; this is the shape their tiles reserve. */
export const SERVER_IMAGE_SIZE = size;

export const MOMENTS = [
  {
    title: 'Workshops',
    text: 'Hands-on sessions where musicians, singers and worship leaders sharpen their craft together.',
  },
  {
    title: 'Performances',
    text: 'Concerts, worship nights and recitals where students share what they have learned on stage.',
  },
  {
    title: 'Community',
    text: 'Churches, choirs and families across Lagos growing together through music and mentorship.',
  },
] as const;
