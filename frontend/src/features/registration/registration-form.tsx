// Full Name, Email, Phone Number -> the register route (docs/PRODUCT-RULES.md, Registration).
// Validation messages come from the contract schema; a 400's field messages
// land on the fields; any other failure keeps the values and shows a notice.
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Formik, type FormikHelpers } from 'formik';
import { useState, type ReactNode } from 'react';
import { registrationInput, type RegisterResponse, type RegistrationInput } from '../../../../contract/schemas';
import { FormField } from '../../components/form-field';
import { ApiError, errorMessage } from '../../lib/api-error';
import { FORM_VALIDATION, zodValidate } from '../../lib/formik-zod';
import { registerForEvent } from './register-event';
import { HoneypotField } from '../../components/honeypot-field';
import { HydratingForm } from '../../components/hydrating-form';
import { FillTimer, formSignals } from '../../lib/form-signals';

export const REGISTRATION_FAILED_TEXT = 'There was an error registering for the event. Please try again.';

// homepage: the honeypot (components/honeypot-field.tsx), empty for a person.
type Values = { name: string; email: string; phone: string; homepage: string };
const EMPTY: Values = { name: '', email: '', phone: '', homepage: '' };
const validate = zodValidate<Values>(registrationInput.omit({ eventId: true }));

type Props = {
  eventId: string;
  onRegistered: (answer: RegisterResponse, input: RegistrationInput) => void;
  /** Shown above the button: how a priced event is paid. */
  note?: ReactNode;
};

export function RegistrationForm({ eventId, onRegistered, note }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [fillTimer] = useState(() => new FillTimer());

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null);
    const input = registrationInput.parse({ ...values, eventId });
    try {
      const answer = await registerForEvent(input, formSignals(values, fillTimer));
      helpers.resetForm();
      onRegistered(answer, input);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
        helpers.setErrors(error.fieldErrors);
      }
      // The server's own words (full, closed, already registered) help more than a generic line.
      setFailure(errorMessage(error, REGISTRATION_FAILED_TEXT));
    }
  };

  return (
    <Formik initialValues={EMPTY} validate={validate} onSubmit={onSubmit} {...FORM_VALIDATION}>
      {({ isSubmitting }) => (
        <HydratingForm noValidate aria-label="Event registration" fillTimer={fillTimer} validate={validate}>
          <HoneypotField />
          <Stack gap="4">
            {failure && (
              <Alert.Root status="error" variant="subtle" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Registration Failed</Alert.Title>
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <FormField name="name" label="Full Name" placeholder="Enter your full name" autoComplete="name" required />
            <FormField name="email" label="Email" type="email" placeholder="you@example.com" autoComplete="email" required />
            <FormField name="phone" label="Phone Number" type="tel" placeholder="+234 800 000 0000" autoComplete="tel" required />
            {note}
            <Button type="submit" colorPalette="purple" size="lg" disabled={isSubmitting} loading={isSubmitting} loadingText="Registering...">
              Register Now
            </Button>
          </Stack>
        </HydratingForm>
      )}
    </Formik>
  );
}
