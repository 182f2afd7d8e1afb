// Static copy of the Testimonials page: the three built-in testimonials (piano,
// vocal and music theory students) and the stats (docs/PRODUCT-RULES.md).
import type { StoredImage } from '../../../contract/media-schemas';

/** A testimonial as the carousel shows it; the server's may carry the author's photo (a link, or an upload with its sizes). */
export type Story = { id: string; text: string; name: string; position: string; imageUrl?: string; image?: StoredImage };

export const BUILT_IN_TESTIMONIALS: readonly Story[] = [
  {
    id: 'built-in-piano',
    text: 'I came in only able to play a few chords. After six months of piano lessons I now accompany our Sunday service with confidence, and I finally understand what I am playing.',
    name: 'Chiamaka Eze',
    position: 'Piano Student',
  },
  {
    id: 'built-in-vocal',
    text: 'The vocal training changed how I sing and how I lead. My range has grown, I no longer strain my voice, and our choir says they can hear the difference every week.',
    name: 'Tunde Adebayo',
    position: 'Vocal Student',
  },
  {
    id: 'built-in-theory',
    text: 'Music theory always felt like a wall to me. The classes made harmony and sight-reading practical, and I now arrange songs for our worship team myself.',
    name: 'Blessing Okonkwo',
    position: 'Music Theory Student',
  },
];

export const STATS = [
  { value: '500+', label: 'Students Trained' },
  { value: '50+', label: 'Workshops Conducted' },
  { value: '25+', label: 'Churches Served' },
  { value: '10+', label: 'Years of Excellence' },
] as const;

export const CAROUSEL_INTERVAL_MS = 5000;
