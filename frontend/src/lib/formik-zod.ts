// Formik validation from the contract's zod schemas, so the validation
// messages come from contract/schemas.ts and nowhere else.
import type { FormikErrors, FormikValues } from 'formik';
import type { z } from 'zod';
import { fieldErrors } from '../../../contract/schemas';

/** A Formik `validate` function: {} when valid, else { field: first message }. */
export function zodValidate<Values extends FormikValues>(schema: z.ZodType) {
  return (values: Values): FormikErrors<Values> => {
    const result = schema.safeParse(values);
    return result.success ? {} : (fieldErrors(result.error) as FormikErrors<Values>);
  };
}

/**
 * Forms validate on submit and re-validate on change afterwards (docs/PRODUCT-RULES.md, Validation).
 * Formik runs the validator on change, but <FormField> and friends show an
 * error only once the form has been submitted (submitCount > 0), so a person
 * sees nothing before the first submit and live updates after it.
 * Use: <Formik {...FORM_VALIDATION} validate={zodValidate(schema)} ...>
 */
export const FORM_VALIDATION = { validateOnBlur: false, validateOnChange: true } as const;

/** Should a field show its error now? */
export const showFieldError = (submitCount: number, error: unknown): error is string =>
  submitCount > 0 && typeof error === 'string' && error.length > 0;
