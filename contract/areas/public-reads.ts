// The public-reads area's routes (the lists and texts every page reads, without a token): one nested stack (docs/ARCHITECTURE.md, Stacks).
// A row here is a Lambda, a route and a role in that stack; contract/routes.ts joins the areas.
import type { EventsResponse, GalleryItem, ListResponse, Testimonial } from '../schemas';
import type { SiteContentResponse } from '../site-content-schemas';
import { publicList, type RouteSpec } from '../route-spec';

/** What each of the area's routes takes and answers (the generic admin lists and edits are typed in contract/routes.ts). */
export type PublicReadsEndpoints = {
  listUpcomingEvents: { answer: EventsResponse };
  listPastEvents: { answer: EventsResponse };
  listGallery: { answer: ListResponse<GalleryItem> };
  listTestimonials: { answer: ListResponse<Testimonial> };
  getSiteContent: { answer: SiteContentResponse };
};

export const PUBLIC_READS_ROUTES = {
  listUpcomingEvents: publicList('/api/events/upcoming', 'events'),
  listPastEvents: publicList('/api/events/past', 'events'),
  listGallery: publicList('/api/gallery', 'gallery'),
  listTestimonials: publicList('/api/testimonials', 'testimonials'),
  // Site content (docs/ARCHITECTURE.md, Site content): the pages' texts, their versions and reverts.
  getSiteContent: publicList('/api/content', 'siteContent'),
} as const satisfies Record<string, RouteSpec>;
