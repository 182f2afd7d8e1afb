// Everything about the provider that appears on more than one screen, in ONE
// place: the provider edits this file, not the pages.

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
  address: {
    line1: '12 Adeola Odeku Street',
    line2: 'Victoria Island, Lagos, Nigeria',
    full: '12 Adeola Odeku Street, Victoria Island, Lagos, Nigeria',
  },
  phones: ['+234 803 123 4567', '+234 809 765 4321'],
  emails: ['info@harmonymusicministry.ng', 'bookings@harmonymusicministry.ng'],
  officeHours: [
    { days: 'Mon-Fri', hours: '9:00 AM - 6:00 PM' },
    { days: 'Sat', hours: '10:00 AM - 4:00 PM' },
    { days: 'Sun', hours: 'Closed' },
  ],
  socials: [
    { name: 'Facebook', url: 'https://www.facebook.com/harmonymusicministry' },
    { name: 'Instagram', url: 'https://www.instagram.com/harmonymusicministry' },
    { name: 'YouTube', url: 'https://www.youtube.com/@harmonymusicministry' },
  ],
  map: {
    /** Loaded only on request or when scrolled near: no third-party call on page load. */
    embedUrl:
      'https://www.google.com/maps?q=Adeola+Odeku+Street,+Victoria+Island,+Lagos&output=embed',
    link: 'https://www.google.com/maps/search/?api=1&query=Adeola+Odeku+Street+Victoria+Island+Lagos',
  },
  /** localStorage key of the colour mode choice (product-specific: docs/PRODUCT-RULES.md, Theme). */
  themeStorageKey: THEME_STORAGE_KEY,
  /** localStorage flag: the upcoming-event popup has been shown in this browser. */
  popupSeenKey: 'harmony-event-popup-seen',
} as const;

export type SocialLink = (typeof site.socials)[number];

/** Phone number as a tel: href. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
