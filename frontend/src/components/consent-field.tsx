// The separate, unticked "news and offers" choice of every form that collects
// contact details (docs/PRODUCT-RULES.md, People's data): a native check box,
// so it works before the app runs (lib/typed-values.ts takes a tick made then),
// sent as `marketingConsent` (contract/privacy.ts: anything but true is a no).
// Its view is memoised over the one value it shows, like the text fields'
// (components/form-field.tsx).
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { useField } from 'formik';
import { memo, useId, type ChangeEvent, type FocusEvent } from 'react';

/** The form value's name: the requests' field. */
export const CONSENT_FIELD = 'marketingConsent';
export const CONSENT_LABEL = 'Send me news and offers (you can stop them at any time)';

/** A native check box and its label, styled as the forms' (works before the app runs). */
export const CheckboxRow = memo(function CheckboxRow({
  id,
  name,
  label,
  checked,
  onChange,
  onBlur,
  invalid,
  describedBy,
  required,
}: {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (e: FocusEvent<HTMLInputElement>) => void;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
}) {
  return (
    <Box display="flex" alignItems="flex-start" gap="3" fontSize="sm">
      <chakra.input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        required={required}
        boxSize="5"
        mt="0.5"
        flexShrink={0}
        cursor="pointer"
        css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
      />
      <chakra.label htmlFor={id} cursor="pointer">
        {label}
      </chakra.label>
    </Box>
  );
});

export function ConsentField() {
  const id = useId();
  // onChange and onBlur are Formik's own, stable: the view renders again only when the tick changes.
  const [field] = useField<boolean>({ name: CONSENT_FIELD, type: 'checkbox' });
  return <CheckboxRow id={id} name={CONSENT_FIELD} label={CONSENT_LABEL} checked={Boolean(field.checked)} onChange={field.onChange} onBlur={field.onBlur} />;
}
