// Formik-bound Chakra v3 fields. Labels, ids, aria-invalid and the error text
// wiring come from Field.Root; errors appear only after the first submit
// (validate on submit, re-validate on change: docs/PRODUCT-RULES.md, Validation).
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Textarea } from '@chakra-ui/react/textarea';
import { useField, useFormikContext } from 'formik';
import { memo, useId } from 'react';
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
function useBoundField(name: string) {
  const [field, meta] = useField<string | undefined>(name);
  const { submitCount } = useFormikContext();
  const error = showFieldError(submitCount, meta.error) ? meta.error : undefined;
  const id = useId();
  // onChange and onBlur are Formik's own, the same function every render: the views below re-render
  // only when what they show changes, not on every change of the form (a refused submit re-renders
  // the fields with a message, not all of them: hydrating-form.tsx).
  return { name, value: field.value ?? '', onChange: field.onChange, onBlur: field.onBlur, error, idBase: id };
}

type Bound = ReturnType<typeof useBoundField>;
type ViewProps = BaseProps & Bound;

/** The control's own props from the bound field. */
function controlProps({ name, value, onChange, onBlur, error, idBase, helperText }: ViewProps) {
  const describedBy = error ? `${idBase}-error` : helperText ? `${idBase}-helper` : undefined;
  return { name, value, onChange, onBlur, 'aria-describedby': describedBy };
}

/**
 * The helper and error texts are always in the DOM, hidden when they have
 * nothing to say: Field.Root watches for them with a MutationObserver, and a
 * text appearing or going set its state and rendered the field a second time,
 * which made a refused submit a 300 ms task at 4x CPU on a phone. The error
 * text also holds the brief's message for the field left empty, hidden: the
 * head script shows it on a submit pressed before the app runs
 * (boot/early-submits.ts); the app's own error replaces it.
 */
function Frame({ name, label, required, helperText, error, disabled, idBase, children }: ViewProps & { children: React.ReactNode }) {
  const emptyError = useEmptyFormError(name);
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} ids={{ errorText: `${idBase}-error`, helperText: `${idBase}-helper` }}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && <Field.HelperText hidden={Boolean(error)}>{helperText}</Field.HelperText>}
      {/* red.700 / red.300: the default red.500 is 3.76:1 on white (axe color-contrast, group form with its errors). */}
      <Text
        id={`${idBase}-error`}
        aria-live="polite"
        hidden={!error}
        textStyle="xs"
        fontWeight="medium"
        color="red.700"
        _dark={{ color: 'red.300' }}
        {...(emptyError ? { [EARLY_ERROR_ATTRIBUTE]: name } : {})}
      >
        {error ?? emptyError}
      </Text>
    </Field.Root>
  );
}

type InputViewProps = ViewProps & { type: string; autoComplete?: string };

const InputView = memo(function InputView({ type, autoComplete, ...props }: InputViewProps) {
  return (
    <Frame {...props}>
      <Input {...controlProps(props)} type={type} placeholder={props.placeholder} autoComplete={autoComplete} />
    </Frame>
  );
});

export function FormField({ type = 'text', autoComplete, ...props }: BaseProps & { type?: string; autoComplete?: string }) {
  return <InputView {...props} {...useBoundField(props.name)} type={type} autoComplete={autoComplete} />;
}

const TextareaView = memo(function TextareaView({ rows, ...props }: ViewProps & { rows: number }) {
  return (
    <Frame {...props}>
      <Textarea {...controlProps(props)} rows={rows} placeholder={props.placeholder} />
    </Frame>
  );
});

export function TextareaField({ rows = 5, ...props }: BaseProps & { rows?: number }) {
  return <TextareaView {...props} {...useBoundField(props.name)} rows={rows} />;
}

export type SelectOption = { value: string; label: string };

const SelectView = memo(function SelectView({ options, ...props }: ViewProps & { options: readonly SelectOption[] }) {
  return (
    <Frame {...props}>
      <NativeSelect.Root>
        <NativeSelect.Field {...controlProps(props)}>
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
});

export function SelectField({ options, ...props }: BaseProps & { options: readonly SelectOption[] }) {
  return <SelectView {...props} {...useBoundField(props.name)} options={options} />;
}
