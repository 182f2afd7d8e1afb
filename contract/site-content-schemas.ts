// The site content's schemas (the admin's Content tab; docs/PRODUCT-RULES.md,
// Site content): each section's document, a save and a revert, validated the
// same in the admin form and the handler. The zod-free parts (the section
// names, labels, the change lines) are in site-content.ts.
import * as z from 'zod';
import { LIMITS } from './constants';
import { email, isSafeImageUrl, nullToUndefined, optionalText, requiredText } from './fields';
import { CONTENT_MESSAGES, MESSAGES } from './messages';
import type { ContentSection } from './site-content';

/** Whole naira, 0 = free; '15,000' and '₦15000' are read as 15000, words are refused. */
const wholeNaira = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.replace(/[₦,\s]/g, ''))) : v),
  z
    .number({ error: CONTENT_MESSAGES.price })
    .int(CONTENT_MESSAGES.price)
    .min(0, CONTENT_MESSAGES.price)
    .max(100_000_000, CONTENT_MESSAGES.price),
);
const slug = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(LIMITS.id).regex(/^[a-z0-9][a-z0-9-]*$/, CONTENT_MESSAGES.slug);
const linkUrl = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(LIMITS.url).refine(isSafeImageUrl, CONTENT_MESSAGES.url);

export const serviceContent = z.object({
  id: slug,
  title: requiredText(LIMITS.short),
  description: requiredText(1000),
  features: z.array(requiredText(LIMITS.short)).max(12, 'At most 12 features'),
  price: wholeNaira,
  unit: requiredText(50),
});
export type ServiceContent = z.infer<typeof serviceContent>;

export const faqContent = z.object({ question: requiredText(300), answer: requiredText(2000) });
export type FaqContent = z.infer<typeof faqContent>;

export const contactDetails = z.object({
  addressLine1: requiredText(LIMITS.short),
  addressLine2: requiredText(LIMITS.short),
  phones: z.array(requiredText(LIMITS.phone)).min(1, CONTENT_MESSAGES.atLeastOne).max(5),
  emails: z.array(email).min(1, CONTENT_MESSAGES.atLeastOne).max(5),
  officeHours: z.array(z.object({ days: requiredText(50), hours: requiredText(50) })).max(7),
  /** A place Google Maps finds: the Contact page's map and "open in Maps" link. */
  mapLocation: requiredText(LIMITS.short),
});
export type ContactDetails = z.infer<typeof contactDetails>;

export const socialLink = z.object({ name: requiredText(50), url: linkUrl });
export type SocialLinkContent = z.infer<typeof socialLink>;

/** The downloadable file of a resource; until it exists the button says "Coming soon". */
export const resourceFile = z.object({
  url: linkUrl,
  name: requiredText(LIMITS.short),
  size: z.number().int().min(0),
  contentType: requiredText(100),
});
export type ResourceFile = z.infer<typeof resourceFile>;

export const resourceContent = z.object({
  slug,
  title: requiredText(LIMITS.short),
  description: requiredText(1000),
  type: requiredText(50),
  /** What the card says about its length: '2.4 MB', '45 min'. */
  size: optionalText(50),
  file: z.preprocess(nullToUndefined, resourceFile.optional()),
});
export type ResourceContent = z.infer<typeof resourceContent>;

/** Each section's document, validated the same in the admin form and the handler. */
export const contentSectionData = {
  services: z.array(serviceContent).min(1, CONTENT_MESSAGES.atLeastOne).max(20),
  faq: z.array(faqContent).max(30),
  contact: contactDetails,
  socials: z.array(socialLink).max(10),
  resources: z.array(resourceContent).max(20),
} as const;

export type SiteContent = { [S in ContentSection]: z.infer<(typeof contentSectionData)[S]> };

const expectedVersion = z.number({ error: 'expectedVersion must be a whole number' }).int().min(0);

/** A save: the section's new document and the version it was edited from (a stale one is refused with 409). */
export const contentUpdateInput = z.discriminatedUnion('section', [
  z.object({ section: z.literal('services'), expectedVersion, data: contentSectionData.services }),
  z.object({ section: z.literal('faq'), expectedVersion, data: contentSectionData.faq }),
  z.object({ section: z.literal('contact'), expectedVersion, data: contentSectionData.contact }),
  z.object({ section: z.literal('socials'), expectedVersion, data: contentSectionData.socials }),
  z.object({ section: z.literal('resources'), expectedVersion, data: contentSectionData.resources }),
]);
export type ContentUpdateInput = z.infer<typeof contentUpdateInput>;

/** Revert = a new version equal to an old one. */
export const contentRevertInput = z.object({ version: z.number().int().min(1), expectedVersion });
export type ContentRevertInput = z.infer<typeof contentRevertInput>;

/** Who saved a version and when; version 0 = the built-in text, never saved. */
export type ContentMeta = { version: number; updatedAt?: string; updatedBy?: string };
export type ContentVersion<S extends ContentSection = ContentSection> = ContentMeta & {
  data: SiteContent[S];
  /** Lines saying what this version changed from the one before it. */
  changes: string[];
  /** Set when the version restores an older one. */
  revertedFrom?: number;
};

/** Public: what the pages show. */
export type SiteContentResponse = { content: SiteContent };
/** Admin: every section with its version, for the Content tab. */
export type AdminSiteContentResponse = { sections: { [S in ContentSection]: ContentMeta & { data: SiteContent[S] } } };
export type ContentVersionsResponse = { versions: ContentVersion[] };
export type ContentSaveResponse = { success: true; message: string; version: number };
