// Every page of the site, once. The router, the prerender (pages, admin
// shells, sitemap), the benchmarks and both static servers (the local one and
// the CloudFront function) are derived from this table, so a page added here
// exists everywhere. Plain data: Node build scripts and infra import it, and
// a page's code is only reached through its `load` function.
import type { ComponentType } from 'react';
import type { GetRouteName } from '../../../contract/routes';
import { site } from '../content/site';

type PageModule = { default: ComponentType };

export type PageRoute = {
  /**
   * react-router syntax: '/about', '/events/:id' (a parameter is one path
   * segment without a dot), or '*' for the not-found page.
   */
  path: string;
  /** The page's lazy module: a visitor downloads only the page in front of them. */
  load: () => Promise<PageModule>;
  /** The same module from the repository root: the prerender preloads its chunks. */
  module: string;
  /** Default head meta; the page may refine it with usePageMeta (an event's own title). */
  title: string;
  description: string;
} & (
  | {
      /** With the public layout (header, footer). */
      access: 'public';
      /**
       * Rendered to static HTML at build time. A parameterised page is then
       * served only for the items the prerender writes; any other item is a
       * 404. A page that is not prerendered gets one bare app shell.
       */
      prerender: boolean;
      /** Listed in sitemap.xml and given a canonical link; otherwise noindex. */
      sitemap: boolean;
      /**
       * The server lists (GET route names, its SWR keys) the page shows: the
       * publisher renders it with their answers and renders it again when
       * they change (docs/ARCHITECTURE.md, The publisher).
       */
      data?: GetRouteName[];
    }
  | {
      /** No layout, a bare shell (it needs a session), never indexed. */
      access: 'admin';
      prerender: false;
      sitemap: false;
    }
);

/** The path of the not-found page: the router's catch-all. */
export const NOT_FOUND_PATH = '*';

/**
 * The footer of every public page shows site content (contact details,
 * socials, services), so every published page carries it and is published
 * again when it changes (docs/ARCHITECTURE.md, Site content).
 */
const SITE_CONTENT = 'getSiteContent' satisfies GetRouteName;

/** Checks a row; typed as a plain row, so a page module may import the table. */
const page = (row: PageRoute): PageRoute => row;

export const PAGES = {
  home: page({
    path: '/',
    load: () => import('./home-page'),
    module: 'frontend/src/pages/home-page.tsx',
    title: `${site.name} | Music Education in Lagos`,
    description: site.description,
    access: 'public',
    prerender: true,
    sitemap: true,
    // The upcoming-event popup.
    data: ['listUpcomingEvents', SITE_CONTENT],
  }),
  about: page({
    path: '/about',
    load: () => import('./about-page'),
    module: 'frontend/src/pages/about-page.tsx',
    title: 'About Us',
    description: `The story, mission and values of ${site.name}: ten years of music education, choir training and ministry mentorship in Lagos.`,
    access: 'public',
    prerender: true,
    sitemap: true,
    data: [SITE_CONTENT],
  }),
  services: page({
    path: '/services',
    load: () => import('./services-page'),
    module: 'frontend/src/pages/services-page.tsx',
    title: 'Our Services',
    description:
      'Music education, choir training, music ministry development, performance coaching, instrument lessons and workshops in Lagos, with clear naira prices.',
    access: 'public',
    prerender: true,
    sitemap: true,
    data: [SITE_CONTENT],
  }),
  events: page({
    path: '/events',
    load: () => import('./events-page'),
    module: 'frontend/src/pages/events-page.tsx',
    title: 'Upcoming Events',
    description:
      'Workshops, masterclasses and concerts in Lagos from Harmony Music Ministry & Mentorship. See upcoming events, register online and add them to your calendar.',
    access: 'public',
    prerender: true,
    sitemap: true,
    data: ['listUpcomingEvents', 'listPastEvents', SITE_CONTENT],
  }),
  event: page({
    path: '/events/:id',
    load: () => import('./event-page'),
    module: 'frontend/src/pages/event-page.tsx',
    title: 'Event',
    description: 'A workshop, masterclass or concert in Lagos from Harmony Music Ministry & Mentorship: date, place, seats left and registration.',
    access: 'public',
    // One file per event, written by the publisher; an unknown id is a 404.
    prerender: true,
    sitemap: true,
    data: ['listUpcomingEvents', 'listPastEvents', SITE_CONTENT],
  }),
  gallery: page({
    path: '/gallery',
    load: () => import('./gallery-page'),
    module: 'frontend/src/pages/gallery-page.tsx',
    title: 'Gallery',
    description:
      'Photos from Harmony Music Ministry & Mentorship workshops, choir sessions, performances and community outreach in Lagos.',
    access: 'public',
    prerender: true,
    sitemap: true,
    data: ['listGallery', SITE_CONTENT],
  }),
  testimonials: page({
    path: '/testimonials',
    load: () => import('./testimonials-page'),
    module: 'frontend/src/pages/testimonials-page.tsx',
    title: 'Student Stories and Resources',
    description:
      'Read what our piano, vocal and music theory students say, and request free learning resources from Harmony Music Ministry & Mentorship in Lagos.',
    access: 'public',
    prerender: true,
    sitemap: true,
    data: ['listTestimonials', SITE_CONTENT],
  }),
  contact: page({
    path: '/contact',
    load: () => import('./contact-page'),
    module: 'frontend/src/pages/contact-page.tsx',
    title: 'Contact Us',
    description: `Contact ${site.name} in Victoria Island, Lagos: call, email or send a message to book lessons, choir training or a free trial lesson.`,
    access: 'public',
    prerender: true,
    sitemap: true,
    data: [SITE_CONTENT],
  }),
  ticket: page({
    // The attendee's own ticket: its HTML is answered by a handler that knows
    // whether the token exists (docs/ARCHITECTURE.md, The ticket page).
    path: '/tickets/:token',
    load: () => import('./ticket-page'),
    module: 'frontend/src/pages/ticket-page.tsx',
    title: 'Your Ticket',
    description: `Your ticket for an event of ${site.name}: the QR code for the door, the event details, and cancelling.`,
    access: 'public',
    prerender: false,
    sitemap: false,
  }),
  bookATrial: page({
    path: '/book-a-trial',
    load: () => import('./book-a-trial-page'),
    module: 'frontend/src/pages/book-a-trial-page.tsx',
    title: 'Book a Free Trial Lesson',
    description: `Pick a free trial lesson time with ${site.name} in Lagos: music education, instrument lessons and vocal training, booked online in a minute.`,
    access: 'public',
    // The form and its shell are prerendered; the free times load live (never published: they change by the minute).
    prerender: true,
    sitemap: true,
    data: [SITE_CONTENT],
  }),
  trialManage: page({
    // The learner's own booking by its token, from the confirmation mail: reschedule or cancel.
    path: '/trial-lessons/:token',
    load: () => import('./trial-manage-page'),
    module: 'frontend/src/pages/trial-manage-page.tsx',
    title: 'Your Trial Lesson',
    description: `Your free trial lesson with ${site.name}: when it is, and rescheduling or cancelling.`,
    access: 'public',
    prerender: false,
    sitemap: false,
  }),
  programmes: page({
    path: '/programmes',
    load: () => import('./programmes-page'),
    module: 'frontend/src/pages/programmes-page.tsx',
    title: 'Monthly Programmes',
    description: `Weekly music classes in Lagos with ${site.name}, paid monthly in naira by card or bank: see the programmes, seats left and enrol online.`,
    access: 'public',
    // The shell is prerendered; the programmes load live (seats left change with each enrolment).
    prerender: true,
    sitemap: true,
    data: [SITE_CONTENT],
  }),
  enrolmentManage: page({
    // The learner's own enrolment by its token, from Paystack's callback and the enrolment mail: paid-through, stop.
    path: '/enrolments/:token',
    load: () => import('./enrolment-manage-page'),
    module: 'frontend/src/pages/enrolment-manage-page.tsx',
    title: 'Your Enrolment',
    description: `Your monthly programme with ${site.name}: what is paid, and stopping the monthly payments.`,
    access: 'public',
    prerender: false,
    sitemap: false,
  }),
  privacy: page({
    // The privacy notice (site content) and "See or erase your data" (docs/PRODUCT-RULES.md, People's data).
    path: '/privacy',
    load: () => import('./privacy-page'),
    module: 'frontend/src/pages/privacy-page.tsx',
    title: 'Privacy Notice',
    description: `How ${site.name} collects, uses, shares and keeps your personal data, your rights under the Nigeria Data Protection Act, and how to see or erase your data.`,
    access: 'public',
    prerender: true,
    sitemap: true,
    data: [SITE_CONTENT],
  }),
  privacyAccess: page({
    // The person's own data by the link mailed from /privacy: see it, download it, stop news, erase it.
    path: '/privacy/access/:token',
    load: () => import('./privacy-access-page'),
    module: 'frontend/src/pages/privacy-access-page.tsx',
    title: 'Your Data',
    description: `Everything ${site.name} holds about you: download it, stop our news, or erase it.`,
    access: 'public',
    prerender: false,
    sitemap: false,
  }),
  newsConfirm: page({
    // Confirming a sign-up for news with a click (the double opt-in's link).
    path: '/news/confirm/:token',
    load: () => import('./news-confirm-page'),
    module: 'frontend/src/pages/news-confirm-page.tsx',
    title: 'Confirm Your Subscription',
    description: `Confirm that you want news from ${site.name}.`,
    access: 'public',
    prerender: false,
    sitemap: false,
  }),
  news: page({
    // The subscriber's own page, linked in every announcement: interests, unsubscribe.
    path: '/news/:token',
    load: () => import('./news-page'),
    module: 'frontend/src/pages/news-page.tsx',
    title: 'Your News',
    description: `Choose the news you receive from ${site.name}, or unsubscribe.`,
    access: 'public',
    prerender: false,
    sitemap: false,
  }),
  notFound: page({
    path: NOT_FOUND_PATH,
    load: () => import('./not-found-page'),
    module: 'frontend/src/pages/not-found-page.tsx',
    title: 'Page Not Found',
    description: 'The page you were looking for could not be found.',
    access: 'public',
    prerender: true,
    sitemap: false,
    data: [SITE_CONTENT],
  }),
  adminLogin: page({
    path: '/admin-login',
    load: () => import('./admin-login-page'),
    module: 'frontend/src/pages/admin-login-page.tsx',
    title: 'Admin Sign In',
    description: `Sign in to manage ${site.name}.`,
    access: 'admin',
    prerender: false,
    sitemap: false,
  }),
  admin: page({
    path: '/admin',
    load: () => import('./admin-dashboard-page'),
    module: 'frontend/src/pages/admin-dashboard-page.tsx',
    title: 'Admin Dashboard',
    description: `Manage events, testimonials, gallery and submissions for ${site.name}.`,
    access: 'admin',
    prerender: false,
    sitemap: false,
  }),
  adminCheckIn: page({
    // The door, on a phone: scanning, search, walk-ins, offline queue (docs/PRODUCT-RULES.md, Check-in at the door);
    // attendance per class meeting (Monthly programmes).
    path: '/admin/check-in',
    load: () => import('./admin-check-in-page'),
    module: 'frontend/src/pages/admin-check-in-page.tsx',
    title: 'Check-in',
    description: `Check in attendees at the door for ${site.name}.`,
    access: 'admin',
    prerender: false,
    sitemap: false,
  }),
  adminAgenda: page({
    // The class meetings and trial lessons of today or this week and the hours that open them, on a phone.
    path: '/admin/agenda',
    load: () => import('./admin-agenda-page'),
    module: 'frontend/src/pages/admin-agenda-page.tsx',
    title: 'Agenda',
    description: `Trial lessons and lesson hours for ${site.name}.`,
    access: 'admin',
    prerender: false,
    sitemap: false,
  }),
};

/** The table as a list, in sitemap order. */
export const PAGE_TABLE: readonly PageRoute[] = Object.values(PAGES);
