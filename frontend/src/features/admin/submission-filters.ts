// Text and event filters of the Forms tab, kept pure so they are tested alone.
import type { ContactSubmission, EventRegistration } from '../../../../contract/schemas';

const digits = (s: string) => s.replace(/\D/g, '');

/** Case-insensitive substring over the fields; phone numbers also match by digits ('0801 234' finds '0801234…'). */
export function matchesText(query: string, fields: readonly (string | undefined)[]): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const qDigits = digits(q);
  return fields.some((field) => {
    if (!field) return false;
    if (field.toLowerCase().includes(q)) return true;
    return qDigits.length >= 3 && /^[\d\s()+-]+$/.test(q) && digits(field).includes(qDigits);
  });
}

export function filterContacts(items: readonly ContactSubmission[], query: string): ContactSubmission[] {
  return items.filter((c) => matchesText(query, [c.name, c.email, c.phone]));
}

export const ALL_EVENTS = '';

export function filterRegistrations(items: readonly EventRegistration[], query: string, eventId: string): EventRegistration[] {
  return items.filter((r) => (eventId === ALL_EVENTS || r.eventId === eventId) && matchesText(query, [r.name, r.email, r.phone]));
}
