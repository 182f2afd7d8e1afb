// Site content the provider edits in the admin's Content tab (docs/PRODUCT-RULES.md,
// Site content; the privacy notice: People's data): the sections, how a map location becomes the Contact page's
// map, and the "what changed" line of each saved version. Plain values: any
// page may import it without zod (the schemas are in site-content-schemas.ts).
export const CONTENT_SECTIONS = ['services', 'faq', 'contact', 'socials', 'resources', 'privacy'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

export const CONTENT_SECTION_LABELS: Record<ContentSection, string> = {
  services: 'Services',
  faq: 'FAQ',
  contact: 'Contact details',
  socials: 'Social links',
  resources: 'Featured resources',
  privacy: 'Privacy notice',
};

export const isContentSection = (value: unknown): value is ContentSection => CONTENT_SECTIONS.includes(value as ContentSection);

/** The map location (a place Google Maps can find) as the embedded map and the "open in Maps" link. */
export const mapEmbedUrl = (location: string) => `https://www.google.com/maps?q=${encodeURIComponent(location)}&output=embed`;
export const mapLink = (location: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;

const MAX_CHANGES = 20;
const show = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};
/** What names an entry of a list in a change line: its title, question or name. */
const labelOf = (value: unknown, index: number): string => {
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    for (const field of ['title', 'question', 'name', 'days']) if (typeof v[field] === 'string' && v[field]) return String(v[field]);
  }
  return `#${index + 1}`;
};

/**
 * Human lines for the history: "Music Education › price: 25000 → 30000".
 * Entries of lists are matched by position and named by their title, so a
 * reader of the history sees which service or answer changed.
 */
export function describeChanges(before: unknown, after: unknown, path: string[] = [], out: string[] = []): string[] {
  if (out.length >= MAX_CHANGES) return out;
  const where = path.length ? `${path.join(' › ')}: ` : '';
  if (Array.isArray(before) && Array.isArray(after)) {
    const n = Math.max(before.length, after.length);
    for (let i = 0; i < n && out.length < MAX_CHANGES; i++) {
      if (i >= before.length) out.push(`${[...path, labelOf(after[i], i)].join(' › ')}: added`);
      else if (i >= after.length) out.push(`${[...path, labelOf(before[i], i)].join(' › ')}: removed`);
      else if (typeof after[i] === 'object' && after[i] !== null) describeChanges(before[i], after[i], [...path, labelOf(after[i], i)], out);
      else if (before[i] !== after[i]) out.push(`${where}${show(before[i])} → ${show(after[i])}`);
    }
    return out;
  }
  if (before && after && typeof before === 'object' && typeof after === 'object' && !Array.isArray(before) && !Array.isArray(after)) {
    const b = before as Record<string, unknown>;
    const a = after as Record<string, unknown>;
    for (const field of new Set([...Object.keys(b), ...Object.keys(a)])) {
      if (JSON.stringify(b[field]) !== JSON.stringify(a[field])) describeChanges(b[field], a[field], [...path, field], out);
    }
    return out;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    out.push(`${where}${before === undefined ? '(none)' : show(before)} → ${after === undefined ? '(none)' : show(after)}`);
  }
  return out;
}
