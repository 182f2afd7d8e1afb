// Each content section as a form: the form's values are close to the stored
// document, except where a list of short lines is easier to edit as one text
// box (a service's features, phones, emails, office hours). The contract's
// schema validates the document the form would save, and its error paths are
// mapped back onto the form's fields (docs/PRODUCT-RULES.md, Site content).
import { setIn, type FormikErrors } from 'formik';
import { fieldErrors } from '../../../../../contract/schemas';
import { contentSectionData, type ContactDetails, type PrivacyPart, type ResourceContent, type SiteContent } from '../../../../../contract/site-content-schemas';
import type { ContentSection } from '../../../../../contract/site-content';

export type ServiceValues = { id: string; title: string; description: string; features: string; price: string; unit: string };
export type ResourceValues = Omit<ResourceContent, 'file' | 'size'> & { size: string; fileUrl: string; file?: ResourceContent['file'] };
export type ContactValues = Omit<ContactDetails, 'phones' | 'emails' | 'officeHours'> & { phones: string; emails: string; officeHours: string };

export type FormValues = {
  services: { items: ServiceValues[] };
  faq: { items: SiteContent['faq'] };
  contact: ContactValues;
  socials: { items: SiteContent['socials'] };
  resources: { items: ResourceValues[] };
  /** The notice's parts as `items`, the list the entry cards edit. */
  privacy: { updated: string; intro: string; items: PrivacyPart[] };
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** 'Mon-Fri: 9:00 AM - 6:00 PM' -> { days: 'Mon-Fri', hours: '9:00 AM - 6:00 PM' } (the first ': ' splits). */
const hoursOf = (line: string) => {
  const at = line.indexOf(': ');
  return at < 0 ? { days: line, hours: '' } : { days: line.slice(0, at).trim(), hours: line.slice(at + 2).trim() };
};

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
  epub: 'application/epub+zip',
  zip: 'application/zip',
};

/** A pasted file link as a resource's file; an unchanged link keeps what was stored about it. */
function fileOf(values: ResourceValues): ResourceContent['file'] {
  const url = values.fileUrl.trim();
  if (!url) return undefined;
  if (values.file?.url === url) return values.file;
  const name = decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() || 'download');
  const extension = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  // The size of a pasted link is unknown (0); an upload knows it.
  return { url, name, size: 0, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
}

/** A new id for an added entry: from its title, unique among the others. */
export function slugFor(title: string, taken: readonly string[]): string {
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'item';
  let slug = base;
  for (let n = 2; taken.includes(slug); n++) slug = `${base}-${n}`;
  return slug;
}

export const toForm: { [S in ContentSection]: (data: SiteContent[S]) => FormValues[S] } = {
  services: (data) => ({ items: data.map((s) => ({ ...s, features: s.features.join('\n'), price: String(s.price) })) }),
  faq: (data) => ({ items: data.map((f) => ({ ...f })) }),
  contact: (data) => ({
    ...data,
    phones: data.phones.join('\n'),
    emails: data.emails.join('\n'),
    officeHours: data.officeHours.map((h) => `${h.days}: ${h.hours}`).join('\n'),
  }),
  socials: (data) => ({ items: data.map((s) => ({ ...s })) }),
  resources: (data) => ({ items: data.map((r) => ({ ...r, size: r.size ?? '', fileUrl: r.file?.url ?? '' })) }),
  privacy: (data) => ({ updated: data.updated, intro: data.intro, items: data.parts.map((p) => ({ ...p })) }),
};

/** The document a form would save (before the schema trims and checks it). */
export const toData: { [S in ContentSection]: (values: FormValues[S]) => unknown } = {
  services: (v) => v.items.map((s) => ({ ...s, features: lines(s.features) })),
  faq: (v) => v.items,
  contact: (v) => ({ ...v, phones: lines(v.phones), emails: lines(v.emails), officeHours: lines(v.officeHours).map(hoursOf) }),
  socials: (v) => v.items,
  resources: (v) => v.items.map(({ fileUrl, ...r }) => ({ ...r, size: r.size, file: fileOf({ ...r, fileUrl }) })),
  privacy: (v) => ({ updated: v.updated, intro: v.intro, parts: v.items }),
};

/** Fields edited as one text box of lines: an error anywhere inside belongs to the box. */
const LINE_FIELDS = new Set(['features', 'phones', 'emails', 'officeHours']);
/** Fields the form derives: their errors show on the field the admin typed into. */
const RENAMED: Record<string, string> = { file: 'fileUrl' };

/** A schema error path of the document ('0.features.2', '_') -> the form's field ('items.0.features', 'items'). */
export function formFieldOf(section: ContentSection, path: string): string {
  const parts = path === '_' ? [] : path.split('.');
  // The notice: its own fields, and its parts edited as the entry list.
  if (section === 'privacy') return (parts[0] === 'parts' ? ['items', ...parts.slice(1)] : parts).join('.') || '_';
  const cut = parts.findIndex((p) => LINE_FIELDS.has(p) || p in RENAMED);
  const kept = cut < 0 ? parts : [...parts.slice(0, cut), RENAMED[parts[cut]] ?? parts[cut]];
  const prefix = section === 'contact' ? [] : ['items'];
  return [...prefix, ...kept].join('.') || '_';
}

/** Flat field errors of the document (the schema's or the server's, 'data.' stripped) -> Formik's nested errors. */
export function formErrors<S extends ContentSection>(section: S, flat: Record<string, string>): FormikErrors<FormValues[S]> {
  let errors: FormikErrors<FormValues[S]> = {};
  for (const [path, message] of Object.entries(flat)) {
    const field = formFieldOf(section, path.replace(/^data\.?/, '') || '_');
    if (field === '_' || (errors as Record<string, unknown>)[field] !== undefined) continue;
    errors = setIn(errors, field, message) as FormikErrors<FormValues[S]>;
  }
  return errors;
}

/** Formik `validate` with the contract's schema of the section. */
export function validateSection<S extends ContentSection>(section: S) {
  return (values: FormValues[S]): FormikErrors<FormValues[S]> => {
    const result = contentSectionData[section].safeParse(toData[section](values));
    return result.success ? {} : formErrors(section, fieldErrors(result.error));
  };
}

/** The validated document to send. */
export function parseSection<S extends ContentSection>(section: S, values: FormValues[S]): SiteContent[S] {
  return contentSectionData[section].parse(toData[section](values)) as SiteContent[S];
}
