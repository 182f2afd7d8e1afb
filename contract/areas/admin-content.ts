// The admin-content area's routes (what the admin edits: events, gallery, testimonials, site texts, uploads, promo codes): one nested stack (docs/ARCHITECTURE.md, Stacks).
// A row here is a Lambda, a route and a role in that stack; contract/routes.ts joins the areas.
import type { PromoCode, PromoCodeInput } from '../box-office';
import type { CompleteMultipartInput, CompleteMultipartResponse, PresignImageInput, PresignImageResponse, StartMultipartInput, StartMultipartResponse } from '../media-schemas';
import type { BroadcastInput, BroadcastResponse, CountsResponse, GalleryOrderInput, ListResponse, MutationResponse } from '../schemas';
import type { AdminSiteContentResponse, ContentRevertInput, ContentSaveResponse, ContentUpdateInput, ContentVersionsResponse } from '../site-content-schemas';
import { admin, adminList, adminCreate, type RouteSpec } from '../route-spec';

/** What each of the area's routes takes and answers (the generic admin lists and edits are typed in contract/routes.ts). */
export type AdminContentEndpoints = {
  adminReorderGallery: { body: GalleryOrderInput; answer: MutationResponse };
  adminMessageEvent: { body: BroadcastInput; answer: BroadcastResponse };
  adminGetCounts: { answer: CountsResponse };
  adminCancelEvent: { answer: MutationResponse };
  adminArchiveEvent: { answer: MutationResponse };
  adminGetSiteContent: { answer: AdminSiteContentResponse };
  adminUpdateSiteContent: { body: ContentUpdateInput; answer: ContentSaveResponse };
  adminListContentVersions: { answer: ContentVersionsResponse };
  adminRevertSiteContent: { body: ContentRevertInput; answer: ContentSaveResponse };
  adminPresignImage: { body: PresignImageInput; answer: PresignImageResponse };
  adminStartFileUpload: { body: StartMultipartInput; answer: StartMultipartResponse };
  adminCompleteFileUpload: { body: CompleteMultipartInput; answer: CompleteMultipartResponse };
  adminListPromoCodes: { answer: ListResponse<PromoCode> };
  adminCreatePromoCodes: { body: PromoCodeInput; answer: MutationResponse };
  adminDeletePromoCodes: { answer: MutationResponse };
};

export const ADMIN_CONTENT_ROUTES = {
  adminListEvents: adminList('admin-content', '/api/admin/events', 'events'),
  adminListTestimonials: adminList('admin-content', '/api/admin/testimonials', 'testimonials'),
  adminListGallery: adminList('admin-content', '/api/admin/gallery', 'gallery'),
  adminCreateEvents: adminCreate('admin-content', '/api/admin/events', 'events'),
  adminCreateTestimonials: adminCreate('admin-content', '/api/admin/testimonials', 'testimonials'),
  adminCreateGallery: adminCreate('admin-content', '/api/admin/gallery', 'gallery'),
  // Raising the capacity offers the freed seats to the waitlist (docs/ARCHITECTURE.md, Waitlist).
  adminUpdateEvents: { ...admin('admin-content', 'PUT', '/api/admin/events/{id}', { gets: ['events'], writes: ['events', 'counters', 'tickets', 'mail', 'waitlist'], lists: ['waitlist'] }), media: 'delete' },
  adminUpdateTestimonials: { ...admin('admin-content', 'PUT', '/api/admin/testimonials/{id}', { gets: ['testimonials'], writes: ['testimonials'] }), media: 'delete' },
  adminUpdateGallery: { ...admin('admin-content', 'PUT', '/api/admin/gallery/{id}', { gets: ['gallery'], writes: ['gallery'] }), media: 'delete' },
  adminDeleteEvents: { ...admin('admin-content', 'DELETE', '/api/admin/events/{id}', { gets: ['events'], deletes: ['events'], writes: ['counters'] }), media: 'delete' },
  adminDeleteTestimonials: { ...admin('admin-content', 'DELETE', '/api/admin/testimonials/{id}', { gets: ['testimonials'], deletes: ['testimonials'], writes: ['counters'] }), media: 'delete' },
  adminDeleteGallery: { ...admin('admin-content', 'DELETE', '/api/admin/gallery/{id}', { gets: ['gallery'], deletes: ['gallery'], writes: ['counters'] }), media: 'delete' },
  // Rewrites the position of each moved item, all in one transaction (docs/PRODUCT-RULES.md, Gallery order).
  adminReorderGallery: admin('admin-content', 'PUT', '/api/admin/gallery-order', { gets: ['gallery'], writes: ['gallery'] }),
  // The event's registrations through its email guards (one Query of its partition), one mail each.
  adminMessageEvent: {
    ...admin('admin-content', 'POST', '/api/admin/events/{id}/message', { gets: ['events', 'registrations'], writes: ['mail'] }),
    reads: 'partitions',
  },
  // The overview's numbers: the counters, not the lists (docs/ARCHITECTURE.md, Admin lists that scale).
  adminGetCounts: admin('admin-content', 'GET', '/api/admin/counts', { lists: ['counters'] }),
  // Cancel tells every registrant (reads the event's registrations through its email guards); archive hides it.
  adminCancelEvent: { ...admin('admin-content', 'POST', '/api/admin/events/{id}/cancel', { gets: ['events', 'registrations'], writes: ['events', 'mail'] }), reads: 'partitions' },
  adminArchiveEvent: admin('admin-content', 'POST', '/api/admin/events/{id}/archive', { gets: ['events'], writes: ['events'] }),
  adminGetSiteContent: admin('admin-content', 'GET', '/api/admin/content', { lists: ['siteContent'] }),
  adminUpdateSiteContent: admin('admin-content', 'PUT', '/api/admin/content', { gets: ['siteContent'], writes: ['siteContent'] }),
  // A section's versions are Queried by the section's partition key (they are not on gsi1).
  adminListContentVersions: { ...admin('admin-content', 'GET', '/api/admin/content/{section}/versions', { gets: ['siteContent'] }), reads: 'partitions' },
  adminRevertSiteContent: admin('admin-content', 'POST', '/api/admin/content/{section}/revert', { gets: ['siteContent'], writes: ['siteContent'] }),
  // Uploads go straight from the browser to the bucket; these only sign them (contract/media.ts).
  adminPresignImage: { ...admin('admin-content', 'POST', '/api/admin/uploads/images', {}), media: 'upload' },
  adminStartFileUpload: { ...admin('admin-content', 'POST', '/api/admin/uploads/files', {}), media: 'upload' },
  adminCompleteFileUpload: { ...admin('admin-content', 'POST', '/api/admin/uploads/files/complete', {}), media: 'upload' },
  // Promo and access codes (docs/PRODUCT-RULES.md, Box office): admin-content, beside the events they
  // price (a code names an event and its ticket types, which live on the event item); uses and revenue
  // are counters on the code item, moved by the orders' transactions. Create reads the event to check
  // the ticket types it names; id = the code.
  adminListPromoCodes: admin('admin-content', 'GET', '/api/admin/promo-codes', { lists: ['promoCodes'] }),
  adminCreatePromoCodes: admin('admin-content', 'POST', '/api/admin/promo-codes', { gets: ['events'], writes: ['promoCodes'] }),
  adminDeletePromoCodes: admin('admin-content', 'DELETE', '/api/admin/promo-codes/{id}', { gets: ['promoCodes'], deletes: ['promoCodes'] }),
} as const satisfies Record<string, RouteSpec>;
