// Formik-bound Chakra v3 fields. The label and ids come from Field.Root; the
// control carries aria-invalid and aria-describedby itself (see controlProps);
// errors appear only after the first submit
// (validate on submit, re-validate on change: docs/PRODUCT-RULES.md, Validation).
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Textarea } from '@chakra-ui/react/textarea';
import { useField, useFormikContext } from 'formik';
import { memo, useId, useMemo } from 'react';
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

/** The field's value and shown error, from the form (a Formik consumer: it renders on every change of the form). */
function useBoundField(name: string) {
  const [field, meta] = useField<string | undefined>(name);
  const { submitCount } = useFormikContext();
  const error = showFieldError(submitCount, meta.error) ? meta.error : undefined;
  // onChange and onBlur are Formik's own, the same function every render: the memoised views below
  // re-render only when what they show changes.
  return { name, value: field.value ?? '', onChange: field.onChange, onBlur: field.onBlur, error };
}

type Ids = { idBase: string; helperText?: string };

/**
 * What the control says about its messages. aria-invalid is set on the control itself, not through
 * Field.Root: the frame then never renders again after its first render (see Frame). The error (or
 * the helper text) is tied to the control with aria-describedby: Chakra's Field points only
 * aria-errormessage at the error, which many screen readers do not read out.
 */
function controlProps({ name, value, onChange, onBlur, error }: ReturnType<typeof useBoundField>, { idBase, helperText }: Ids) {
  const describedBy = error ? `${idBase}-error` : helperText ? `${idBase}-helper` : undefined;
  return { name, value, onChange, onBlur, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined };
}

type InputOptions = { type: string; autoComplete?: string; placeholder?: string };

const InputView = memo(function InputView({ ids, options, ...bound }: ReturnType<typeof useBoundField> & { ids: Ids; options: InputOptions }) {
  return <Input {...controlProps(bound, ids)} type={options.type} placeholder={options.placeholder} autoComplete={options.autoComplete} />;
});

const TextareaView = memo(function TextareaView({ ids, rows, placeholder, ...bound }: ReturnType<typeof useBoundField> & { ids: Ids; rows: number; placeholder?: string }) {
  return <Textarea {...controlProps(bound, ids)} rows={rows} placeholder={placeholder} />;
});

export type SelectOption = { value: string; label: string };

const SelectView = memo(function SelectView({
  ids,
  options,
  placeholder,
  ...bound
}: ReturnType<typeof useBoundField> & { ids: Ids; options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...controlProps(bound, ids)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});

/**
 * The helper and error texts, always in the DOM and hidden when they have nothing to say: Field.Root
 * watches for them with a MutationObserver, and a text appearing or going set its state and rendered
 * the whole field a second time. The error text also holds the brief's message for the field left
 * empty, hidden: the head script shows it on a submit pressed before the app runs
 * (boot/early-submits.ts); the app's own error replaces it.
 */
const Messages = memo(function Messages({ name, error, ids }: { name: string; error?: string; ids: Ids }) {
  const emptyError = useEmptyFormError(name);
  return (
    <>
      {ids.helperText && <Field.HelperText hidden={Boolean(error)}>{ids.helperText}</Field.HelperText>}
      {/* red.700 / red.300: the default red.500 is 3.76:1 on white (axe color-contrast, group form with its errors). */}
      <Text
        id={`${ids.idBase}-error`}
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
    </>
  );
});

type Control = { kind: 'input'; options: InputOptions } | { kind: 'textarea'; rows: number; placeholder?: string } | { kind: 'select'; options: readonly SelectOption[]; placeholder?: string };

/** The part that follows the form: the control and its messages. */
function BoundParts({ name, ids, control }: { name: string; ids: Ids; control: Control }) {
  const bound = useBoundField(name);
  return (
    <>
      {control.kind === 'input' ? (
        <InputView {...bound} ids={ids} options={control.options} />
      ) : control.kind === 'textarea' ? (
        <TextareaView {...bound} ids={ids} rows={control.rows} placeholder={control.placeholder} />
      ) : (
        <SelectView {...bound} ids={ids} options={control.options} placeholder={control.placeholder} />
      )}
      <Messages name={name} error={bound.error} ids={ids} />
    </>
  );
}

/**
 * The label and the field's frame render once: a keystroke or a refused submit renders the control
 * and its message, not the frame and its label (each Chakra element re-resolves its styles when it
 * renders: a refused submit was a 340 ms task at 4x CPU on a phone).
 */
function Frame({ name, label, required, disabled, helperText, control }: BaseProps & { control: Control }) {
  const idBase = useId();
  const ids = useMemo(() => ({ idBase, helperText }), [idBase, helperText]);
  return (
    <Field.Root required={required} disabled={disabled} ids={{ errorText: `${idBase}-error`, helperText: `${idBase}-helper` }}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <BoundParts name={name} ids={ids} control={control} />
    </Field.Root>
  );
}

export const FormField = memo(function FormField({ type = 'text', autoComplete, placeholder, ...props }: BaseProps & { type?: string; autoComplete?: string }) {
  const control = useMemo<Control>(() => ({ kind: 'input', options: { type, autoComplete, placeholder } }), [type, autoComplete, placeholder]);
  return <Frame {...props} control={control} />;
});

export const TextareaField = memo(function TextareaField({ rows = 5, placeholder, ...props }: BaseProps & { rows?: number }) {
  const control = useMemo<Control>(() => ({ kind: 'textarea', rows, placeholder }), [rows, placeholder]);
  return <Frame {...props} control={control} />;
});

export const SelectField = memo(function SelectField({ options, placeholder, ...props }: BaseProps & { options: readonly SelectOption[] }) {
  const control = useMemo<Control>(() => ({ kind: 'select', options, placeholder }), [options, placeholder]);
  return <Frame {...props} control={control} />;
});
