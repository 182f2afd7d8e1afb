// "Join the waitlist" (docs/PRODUCT-RULES.md, Waitlist): shown instead of the registration form when no seat
// is left. Name, email, phone and how many (1-10) -> POST /api/events/{id}/waitlist; the answer's message
// (with the place in the queue) replaces the form.
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Formik } from 'formik';
import { useState } from 'react';
import { waitlistJoinInput } from '../../../../contract/waitlist';
import { ConsentField } from '../../components/consent-field';
import { FormField } from '../../components/form-field';
import { PrivacyNote } from '../../components/privacy-note';
import { HydratingForm } from '../../components/hydrating-form';
import { ApiError, errorMessage } from '../../lib/api-error';
import { callLater } from '../../lib/call-later';
import { FORM_VALIDATION, zodValidate } from '../../lib/formik-zod';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import { nestErrors } from './order-values';

type Values = { name: string; email: string; phone: string; quantity: string; marketingConsent: boolean };
const EMPTY: Values = { name: '', email: '', phone: '', quantity: '1', marketingConsent: false };
const validate = zodValidate<Values>(waitlistJoinInput);

function WaitlistJoined({ message }: { message: string }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <Alert.Root ref={ref} tabIndex={-1} outline="none" status="success" variant="subtle" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>You are on the waitlist</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function WaitlistForm({ eventId }: { eventId: string }) {
  const [joined, setJoined] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (joined) return <WaitlistJoined message={joined} />;
  return (
    <Formik<Values>
      initialValues={EMPTY}
      validate={validate}
      onSubmit={async (values, helpers) => {
        setFailure(null);
        try {
          const answer = await callLater('joinWaitlist', { params: { id: eventId }, body: waitlistJoinInput.parse(values) });
          setJoined(answer.message);
        } catch (error) {
          if (error instanceof ApiError && error.status === 400 && error.fieldErrors) helpers.setErrors(nestErrors<Values>(error.fieldErrors));
          setFailure(errorMessage(error, 'Could not join the waitlist. Please try again.'));
        }
      }}
      {...FORM_VALIDATION}
    >
      {({ isSubmitting }) => (
        <HydratingForm noValidate aria-label="Join the waitlist">
          <Stack gap="4">
            <Text>This event is full. Join the waitlist and we will email you if seats free up; they are then held for you for a while.</Text>
            {failure && (
              <Alert.Root status="error" variant="subtle" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <FormField name="name" label="Full Name" autoComplete="name" required />
            <FormField name="email" label="Email" type="email" autoComplete="email" required />
            <FormField name="phone" label="Phone Number" type="tel" autoComplete="tel" required />
            <FormField name="quantity" label="How many seats (1-10)" type="number" required />
            <ConsentField />
            <Button type="submit" colorPalette="purple" size="lg" disabled={isSubmitting} loading={isSubmitting} loadingText="Joining...">
              Join the waitlist
            </Button>
            <PrivacyNote />
          </Stack>
        </HydratingForm>
      )}
    </Formik>
  );
}
