// The provider's name, motto and what appears on every screen, in ONE
// place (contact details, services and the rest are site content, edited in the admin).

/** localStorage key of the colour mode choice (product-specific: docs/PRODUCT-RULES.md, Theme). Its
 * own export so the head's boot script imports this string, not the whole site. */
export const THEME_STORAGE_KEY = 'harmony-theme';

export const site = {
  name: 'Harmony Music Ministry & Mentorship',
  shortName: 'Harmony',
  motto: 'Music | Ministry | Mentorship',
  tagline:
    'Raising skilled, Spirit-led musicians in Lagos through world-class music education, ministry training and one-to-one mentorship.',
  description:
    'Music education, choir training, worship ministry development and mentorship in Lagos, Nigeria. Lessons, workshops and masterclasses for ages 8 to adult.',
  url: 'https://harmonymusicministry.ng',
  // Address, phones, emails, office hours, map and socials are site content,
  // edited in the admin's Content tab (frontend/src/lib/site-content.ts).
  /** localStorage key of the colour mode choice (product-specific: docs/PRODUCT-RULES.md, Theme). */
  themeStorageKey: THEME_STORAGE_KEY,
  /** localStorage flag: the upcoming-event popup has been shown in this browser. */
  popupSeenKey: 'harmony-event-popup-seen',
} as const;
