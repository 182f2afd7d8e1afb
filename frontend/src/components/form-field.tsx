// Formik-bound Chakra v3 fields. Labels, ids, aria-invalid and the error text
// wiring come from Field.Root; errors appear only after the first submit
// (validate on submit, re-validate on change: docs/PRODUCT-RULES.md, Validation).
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Textarea } from '@chakra-ui/react/textarea';
import { useField, useFormikContext } from 'formik';
import { useId } from 'react';
import { showFieldError } from '../lib/formik-zod';
import { EARLY_ERROR_ATTRIBUTE } from '../lib/hydration-signals';
import { useEmptyFormError } from './hydrating-form';

type BaseProps = {
  name: string;
  label: string;
  placeholder?: string;
  required?: boolean;
  helperText?: string;
  disabled?: boolean;
};

/**
 * The field's value and shown error, and the ids that tie the error (or the helper text) to the
 * control with aria-describedby: Chakra's Field points only aria-errormessage at the error, which
 * many screen readers do not read out.
 */
function useBoundField(name: string, helperText?: string) {
  const [field, meta] = useField<string | undefined>(name);
  const { submitCount } = useFormikContext();
  const error = showFieldError(submitCount, meta.error) ? meta.error : undefined;
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-helper` };
  const describedBy = error ? ids.errorText : helperText ? ids.helperText : undefined;
  return { field: { ...field, value: field.value ?? '', 'aria-describedby': describedBy }, error, ids };
}

type FrameIds = { errorText: string; helperText: string };

function Frame({ name, label, required, helperText, error, disabled, ids, children }: BaseProps & { error?: string; ids: FrameIds; children: React.ReactNode }) {
  const emptyError = useEmptyFormError(name);
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} ids={ids}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {/* red.700 / red.300: the default red.500 is 3.76:1 on white (axe color-contrast, group form with its errors). */}
      {error ? (
        <Field.ErrorText color="red.700" _dark={{ color: 'red.300' }}>
          {error}
        </Field.ErrorText>
      ) : (
        // The brief's message for this field left empty, in the HTML but hidden: the head script shows
        // it on a submit pressed before the app runs (boot/early-submits.ts); the app's own error replaces it.
        emptyError && (
          <Text hidden textStyle="xs" fontWeight="medium" color="red.700" _dark={{ color: 'red.300' }} {...{ [EARLY_ERROR_ATTRIBUTE]: name }}>
            {emptyError}
          </Text>
        )
      )}
    </Field.Root>
  );
}

export function FormField({ type = 'text', autoComplete, ...props }: BaseProps & { type?: string; autoComplete?: string }) {
  const { field, error, ids } = useBoundField(props.name, props.helperText);
  return (
    <Frame {...props} error={error} ids={ids}>
      <Input {...field} type={type} placeholder={props.placeholder} autoComplete={autoComplete} />
    </Frame>
  );
}

export function TextareaField({ rows = 5, ...props }: BaseProps & { rows?: number }) {
  const { field, error, ids } = useBoundField(props.name, props.helperText);
  return (
    <Frame {...props} error={error} ids={ids}>
      <Textarea {...field} rows={rows} placeholder={props.placeholder} />
    </Frame>
  );
}

export type SelectOption = { value: string; label: string };

export function SelectField({ options, ...props }: BaseProps & { options: readonly SelectOption[] }) {
  const { field, error, ids } = useBoundField(props.name, props.helperText);
  return (
    <Frame {...props} error={error} ids={ids}>
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>
          {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Frame>
  );
}
