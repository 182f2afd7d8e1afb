// What a fresh local store starts with: upcoming events dated from today in
// Lagos (so the site never looks stale), the 2025 featured workshop as a past
// event like any other, and a few testimonials and gallery items. Fixed ids
// make the seed idempotent: an id that exists is left alone. Prices are whole
// naira, times 24-hour 'HH:mm' Lagos time (the shapes the migration produces).
import { addDays } from '../../contract/dates';
import { DEFAULT_EVENT_CAPACITY, DEFAULT_EVENT_ID } from '../../contract/constants';
import type { EventInput, GalleryInput, TestimonialInput } from '../../contract/schemas';
import { CONTENT_SECTIONS, type ContentSection } from '../../contract/site-content';

export type Seed<T> = { id: string; input: T };

export function seedEvents(today: string): Seed<EventInput>[] {
  return [
    {
      id: 'seed-choir-training-intensive',
      input: {
        title: 'Choir Training Intensive',
        description:
          'A hands-on day for church and community choirs: blend, balance, sight-reading and a repertoire clinic with our choir directors. Bring your section leaders.',
        date: addDays(today, 14),
        startTime: '10:00',
        endTime: '16:00',
        location: 'Lagos Concert Hall',
        address: 'Victoria Island, Lagos',
        price: 20000,
        // Early bird for the first week; registration closes two days before.
        earlyBirdPrice: 15000,
        earlyBirdEndsOn: addDays(today, 7),
        registrationDeadline: addDays(today, 12),
        maxParticipants: 40,
        isActive: true,
      },
    },
    {
      id: 'seed-vocal-masterclass',
      input: {
        title: 'Vocal Technique Masterclass',
        description:
          'Breath support, healthy belting and stage presence for worship leaders and solo singers, with individual feedback for every participant.',
        date: addDays(today, 35),
        startTime: '11:00',
        endTime: '14:00',
        location: 'Harmony Studio',
        address: 'Lekki Phase 1, Lagos',
        price: 12500,
        maxParticipants: 25,
        isActive: true,
      },
    },
    {
      id: 'seed-worship-leadership-workshop',
      input: {
        title: 'Worship Leadership Workshop',
        description:
          'Planning a service set, leading a band from the keys, and mentoring the next generation of music ministers. Includes a live rehearsal session.',
        date: addDays(today, 63),
        startTime: '09:00',
        endTime: '16:00',
        location: 'Lagos Concert Hall',
        address: 'Victoria Island, Lagos',
        price: 18000,
        maxParticipants: 60,
        isActive: true,
      },
    },
    {
      // The brief's featured workshop, long past now: closed by the lifecycle rule like any past event.
      id: DEFAULT_EVENT_ID,
      input: {
        title: 'Music Workshop 2025',
        description:
          'A full day of music theory, hands-on practical sessions and group performance for musicians, singers and worship leaders.',
        date: '2025-06-15',
        startTime: '10:00',
        endTime: '16:00',
        location: 'Lagos Concert Hall',
        address: 'Victoria Island, Lagos',
        price: 15000,
        registrationDeadline: '2025-06-10',
        maxParticipants: DEFAULT_EVENT_CAPACITY,
        isActive: true,
      },
    },
  ];
}

export const SEED_TESTIMONIALS: Seed<TestimonialInput>[] = [
  {
    id: 'seed-testimonial-choir-director',
    input: {
      text: 'Our choir has grown in confidence and sound. The training sessions gave every section a clear plan, and our Sunday services show it.',
      name: 'Adaeze Okafor',
      position: 'Choir Director, Grace Assembly Lagos',
      isActive: true,
    },
  },
  {
    id: 'seed-testimonial-guitar-student',
    input: {
      text: 'I came in knowing three chords. Six months later I am playing in my church band every week. Patient teachers who really mentor you.',
      name: 'Tunde Bakare',
      position: 'Guitar Student',
      isActive: true,
    },
  },
  {
    id: 'seed-testimonial-worship-leader',
    input: {
      text: 'The worship leadership workshop changed how I plan and lead. Practical, spiritual and excellent musically.',
      name: 'Ngozi Eze',
      position: 'Worship Leader',
      isActive: true,
    },
  },
];

export const SEED_GALLERY: Seed<GalleryInput>[] = [
  {
    id: 'seed-gallery-choir-rehearsal',
    input: {
      title: 'Choir rehearsal',
      imageUrl: '/images/gallery/gallery-7.webp',
      alt: 'Choir members rehearsing in sections',
      description: 'Sectional rehearsal before the Easter concert.',
      category: 'sessions',
      isActive: true,
    },
  },
  {
    id: 'seed-gallery-workshop-2025',
    input: {
      title: 'Music Workshop 2025',
      imageUrl: '/images/gallery/gallery-8.webp',
      alt: 'Workshop participants performing together',
      description: 'Group performance at the June 2025 workshop.',
      category: 'workshops',
      isActive: true,
    },
  },
  {
    id: 'seed-gallery-studio-session',
    input: {
      title: 'Studio session',
      imageUrl: '/images/gallery/gallery-9.webp',
      alt: 'Singers around a microphone in a recording studio',
      description: 'Recording a choir arrangement in the studio.',
      category: 'studio',
      isActive: true,
    },
  },
];

/**
 * Site content: each section starts as the texts the site had before the
 * Content tab (contract/default-site-content.ts), saved as version 1 by 'seed'.
 */
export const SEED_CONTENT: { id: string; section: ContentSection }[] = CONTENT_SECTIONS.map((section) => ({ id: `content-${section}`, section }));
