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

/** A YYYY-MM-DD day that exists: the privacy notice's date of this version. */
const isoDay = z
  .string({ error: MESSAGES.required })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, CONTENT_MESSAGES.day)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), CONTENT_MESSAGES.day);

/**
 * One part of the privacy notice: a heading and its text. In the text a blank
 * line starts a new paragraph and lines starting with '- ' are a list.
 */
export const privacyPart = z.object({ title: requiredText(LIMITS.short), text: requiredText(4000) });
export type PrivacyPart = z.infer<typeof privacyPart>;

/**
 * The privacy notice at /privacy (docs/PRODUCT-RULES.md, People's data). The
 * page adds what it does not copy: who the provider is and how to reach them
 * (the contact section) and how long each kind of data is kept
 * (contract/privacy.ts, RETENTION_DEFAULTS). Each saved version is a version
 * of the section (its number is the notice's id); `updated` is the date the
 * notice shows for it.
 */
export const privacyNotice = z.object({
  updated: isoDay,
  intro: requiredText(2000),
  parts: z.array(privacyPart).min(1, CONTENT_MESSAGES.atLeastOne).max(20),
});
export type PrivacyNotice = z.infer<typeof privacyNotice>;

/** Each section's document, validated the same in the admin form and the handler. */
export const contentSectionData = {
  services: z.array(serviceContent).min(1, CONTENT_MESSAGES.atLeastOne).max(20),
  faq: z.array(faqContent).max(30),
  contact: contactDetails,
  socials: z.array(socialLink).max(10),
  resources: z.array(resourceContent).max(20),
  privacy: privacyNotice,
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
  z.object({ section: z.literal('privacy'), expectedVersion, data: contentSectionData.privacy }),
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
