// A native check box and its label, styled as the forms' (works before the app
// runs): the "news and offers" choice (consent-field.tsx) and the news sign-up's
// interests (features/news/). No Formik here: a page's first JS may hold it.
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { memo, type ChangeEvent, type FocusEvent } from 'react';

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
  value,
}: {
  id: string;
  name: string;
  label: string;
  /** Absent: the box is the browser's own (a form that reads itself when sent, such as the news sign-up's first HTML). */
  checked?: boolean;
  onChange?: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  value?: string;
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
        value={value}
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
