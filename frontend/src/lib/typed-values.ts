// What a visitor typed into a prerendered form before React took it over.
// Hydration keeps the DOM's values on screen but not in the form's state, so
// the next render would put the state's empty values back (and a submit would
// send them): the form reads them once, here, and takes them as its own.
import type { FormikValues } from 'formik';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (node: unknown): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;

/**
 * The text fields of `values` whose element in `form` (by name) now holds
 * something else, and the yes/no values whose check box was ticked or
 * cleared (the news consent, components/consent-field.tsx); null when nothing
 * differs. Radio groups and other values are left alone: no form of ours has them.
 */
export function typedValues<Values extends FormikValues>(form: HTMLFormElement, values: Values): Partial<Values> | null {
  const typed: Partial<Values> = {};
  let found = false;
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (typeof value === 'boolean' && field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== value) {
        typed[name as keyof Values] = field.checked as Values[keyof Values];
        found = true;
      }
      continue;
    }
    if (typeof value !== 'string' || !isField(field) || field.type === 'checkbox' || field.type === 'radio') continue;
    if (field.value !== value) {
      typed[name as keyof Values] = field.value as Values[keyof Values];
      found = true;
    }
  }
  return found ? typed : null;
}
