// "See or erase your data" on /privacy (docs/PRODUCT-RULES.md, People's data):
// an email -> a mail with a link to /privacy/access/{token}, valid 30 minutes.
// The answer is the same whether the address is known or not, so the form
// never tells anyone whose data we hold. A failure keeps what was typed.
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Formik } from 'formik';
import { memo, useState } from 'react';
import * as z from 'zod';
import { email } from '../../../../contract/fields';
import { FormField } from '../../components/form-field';
import { HydratingForm } from '../../components/hydrating-form';
import { ApiError, errorMessage } from '../../lib/api-error';
import { FORM_VALIDATION, zodValidate } from '../../lib/formik-zod';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import { callLater } from '../../lib/call-later';

/** What every accepted request shows, whether we hold data for the address or not. */
export const REQUEST_SENT = 'If we hold data for that address, we have sent a link to it; it works for 30 minutes.';
export const REQUEST_FAILED = 'Your request could not be sent. Please try again.';

const requestInput = z.object({ email });
type Values = { email: string };
const EMPTY: Values = { email: '' };
const validate = zodValidate<Values>(requestInput);

function RequestSent({ onAgain }: { onAgain: () => void }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <Stack gap="3" align="flex-start">
      <Alert.Root ref={ref} tabIndex={-1} outline="none" status="success" variant="subtle" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Check your mail</Alert.Title>
          <Alert.Description>{REQUEST_SENT}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button variant="outline" colorPalette="brand" onClick={onAgain}>
        Use another address
      </Button>
    </Stack>
  );
}

/** The form's body, memoised over the submit state (the field follows Formik itself). */
const RequestBody = memo(function RequestBody({ submitting, failure }: { submitting: boolean; failure: string | null }) {
  return (
    <Stack gap="4">
      {failure && (
        <Alert.Root status="error" variant="subtle" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <FormField name="email" label="Your email address" type="email" autoComplete="email" required helperText="The address you booked or wrote to us with" />
      <Button type="submit" colorPalette="brand" size="lg" disabled={submitting} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
        {submitting ? 'Sending...' : 'Send me a link'}
      </Button>
    </Stack>
  );
});

export function PrivacyRequestForm() {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (sent) return <RequestSent onAgain={() => setSent(false)} />;
  return (
    <Formik<Values>
      initialValues={EMPTY}
      validate={validate}
      onSubmit={async (values, helpers) => {
        setFailure(null);
        try {
          await callLater('requestPrivacyLink', { body: { email: requestInput.parse(values).email } });
          setSent(true);
        } catch (error) {
          if (error instanceof ApiError && error.status === 400 && error.fieldErrors) helpers.setErrors(error.fieldErrors);
          setFailure(errorMessage(error, REQUEST_FAILED));
        }
      }}
      {...FORM_VALIDATION}
    >
      {({ isSubmitting }) => (
        <HydratingForm noValidate aria-label="See or erase your data" validate={validate}>
          <RequestBody submitting={isSubmitting} failure={failure} />
        </HydratingForm>
      )}
    </Formik>
  );
}
