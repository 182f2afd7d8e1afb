// The trap of the public forms (docs/PRODUCT-RULES.md, Spam and abuse): a
// text field off screen and hidden from assistive technology, which a person
// never sees, reaches or fills, and a bot filling every field does. The
// server then answers the bot like a person and stores nothing.
import { Box } from '@chakra-ui/react/box';
import { Field } from 'formik';
import { useId } from 'react';
import { HONEYPOT_FIELD } from '../lib/form-signals';

export function HoneypotField() {
  const id = useId();
  // Off screen rather than display:none: bots skip fields they can tell are hidden.
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" width="1px" height="1px" overflow="hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <Field id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </Box>
  );
}
