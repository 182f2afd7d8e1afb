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

const CheckboxView = memo(function CheckboxView({
  id,
  checked,
  onChange,
  onBlur,
}: {
  id: string;
  checked: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (e: FocusEvent<HTMLInputElement>) => void;
}) {
  return (
    <Box display="flex" alignItems="flex-start" gap="3" fontSize="sm">
      <chakra.input
        id={id}
        type="checkbox"
        name={CONSENT_FIELD}
        checked={checked}
        onChange={onChange}
        onBlur={onBlur}
        boxSize="5"
        mt="0.5"
        flexShrink={0}
        cursor="pointer"
        css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
      />
      <chakra.label htmlFor={id} cursor="pointer">
        {CONSENT_LABEL}
      </chakra.label>
    </Box>
  );
});

export function ConsentField() {
  const id = useId();
  // onChange and onBlur are Formik's own, stable: the view renders again only when the tick changes.
  const [field] = useField<boolean>({ name: CONSENT_FIELD, type: 'checkbox' });
  return <CheckboxView id={id} checked={Boolean(field.checked)} onChange={field.onChange} onBlur={field.onBlur} />;
}
