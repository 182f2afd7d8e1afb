// Featured Resources (docs/PRODUCT-RULES.md, Testimonials and Resources). A
// resource with a `file` (uploaded by the admin, contract/media.ts) is
// downloaded; one without says "Coming soon" and can be requested through the
// contact form, so no button is a dead link.
import type { ResourceFile } from '../../../contract/media';

export type Resource = { slug: string; title: string; description: string; type: string; size: string; file?: ResourceFile };

export const RESOURCES: readonly Resource[] = [
  {
    slug: 'music-theory-handbook',
    title: 'Music Theory Handbook',
    description: 'Scales, intervals, chords and progressions explained for church musicians.',
    type: 'PDF',
    size: '2.4 MB',
  },
  {
    slug: 'vocal-technique-masterclass',
    title: 'Vocal Technique Masterclass',
    description: 'Breathing, posture, tone and range-building exercises with demonstrations.',
    type: 'Video',
    size: '45 min',
  },
  {
    slug: 'african-music-arrangements',
    title: 'African Music Arrangements',
    description: 'Choir and band arrangements of well-loved Nigerian and African songs.',
    type: 'Sheet Music',
    size: '1.8 MB',
  },
  {
    slug: 'worship-leadership-guide',
    title: 'Worship Leadership Guide',
    description: 'Planning sets, leading a team and serving a congregation well.',
    type: 'eBook',
    size: '3.1 MB',
  },
  {
    slug: 'performance-anxiety-workshop',
    title: 'Performance Anxiety Workshop',
    description: 'Practical ways to prepare for and enjoy performing in front of people.',
    type: 'Recording',
    size: '60 min',
  },
  {
    slug: 'choir-warm-up-exercises',
    title: 'Choir Warm-up Exercises',
    description: 'Daily warm-ups for blend, pitch and diction, ready to play in rehearsal.',
    type: 'Audio',
    size: '156 MB',
  },
];

/** Where a resource request goes: the contact form with the resource named. */
export const resourceRequestPath = (resource: Resource) => `/contact?resource=${encodeURIComponent(resource.slug)}`;
