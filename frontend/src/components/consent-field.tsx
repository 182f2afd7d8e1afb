// The separate, unticked "news and offers" choice of every form that collects
// contact details (docs/PRODUCT-RULES.md, People's data): a native check box,
// so it works before the app runs (lib/typed-values.ts takes a tick made then),
// sent as `marketingConsent` (contract/privacy.ts: anything but true is a no).
// Its view (components/checkbox-row.tsx) is memoised over the one value it
// shows, like the text fields' (components/form-field.tsx).
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useField, useFormikContext } from 'formik';
import { useId } from 'react';
import { CheckboxRow } from './checkbox-row';

/** The form value's name: the requests' field. */
export const CONSENT_FIELD = 'marketingConsent';
export const CONSENT_LABEL = 'Send me news and offers (you can stop them at any time)';

export function ConsentField() {
  const id = useId();
  // onChange and onBlur are Formik's own, stable: the view renders again only when the tick changes.
  const [field] = useField<boolean>({ name: CONSENT_FIELD, type: 'checkbox' });
  return <CheckboxRow id={id} name={CONSENT_FIELD} label={CONSENT_LABEL} checked={Boolean(field.checked)} onChange={field.onChange} onBlur={field.onBlur} />;
}

/** A box that must be ticked (a guardian's confirmation, the news sign-up's consent): its message shows under it after a submit. */
export function RequiredCheckboxField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const { submitCount } = useFormikContext();
  const error = submitCount > 0 && meta.error ? meta.error : null;
  return (
    <Stack gap="1">
      <CheckboxRow
        id={id}
        name={name}
        label={label}
        checked={Boolean(field.checked)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
        required
      />
      {error && (
        <Text id={`${id}-error`} fontSize="sm" color="red.700" _dark={{ color: 'red.300' }}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
