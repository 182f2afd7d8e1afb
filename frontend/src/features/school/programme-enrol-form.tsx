// Enrol in a monthly programme (docs/PRODUCT-RULES.md, Monthly programmes): the
// learner (8+, a guardian under 18); the server holds a seat and answers
// Paystack's checkout for the first month, where the visitor is sent. A full
// programme (409) says so and the list is asked again for its seats left.
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { enrolInput } from '../../../../contract/programme-schemas';
import { ConsentField } from '../../components/consent-field';
import { HoneypotField } from '../../components/honeypot-field';
import { PrivacyNote } from '../../components/privacy-note';
import { HydratingForm } from '../../components/hydrating-form';
import { toaster } from '../../components/toaster';
import { ApiError, errorMessage } from '../../lib/api-error';
import { callLater } from '../../lib/call-later';
import { FillTimer, formSignals } from '../../lib/form-signals';
import { FORM_VALIDATION, zodValidate } from '../../lib/formik-zod';
import { GUARDIAN_EMPTY, LearnerFields } from './learner-fields';

// marketingConsent: the unticked news choice (components/consent-field.tsx).
type Values = { name: string; email: string; phone: string; age: string; guardianName: string; guardianEmail: string; guardianPhone: string; guardianConfirmed: boolean; homepage: string; marketingConsent: boolean };
const EMPTY: Values = { name: '', email: '', phone: '', age: '', ...GUARDIAN_EMPTY, homepage: '', marketingConsent: false };
const FAILED = 'Your enrolment could not be started. Please try again.';

/** Sends the browser to the checkout (a seam for the tests: jsdom cannot navigate). */
export const goToCheckout = { assign: (href: string) => window.location.assign(href) };

export function ProgrammeEnrolForm({ programmeId, programmeName }: { programmeId: string; programmeName: string }) {
  const [fillTimer] = useState(() => new FillTimer());
  const { mutate } = useSWRConfig();

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const body = { ...enrolInput.parse(values), ...formSignals(values, fillTimer), marketingConsent: values.marketingConsent === true };
      const answer = await callLater('enrolProgramme', { params: { id: programmeId }, body });
      // A bot's answer has no checkout: nothing was stored.
      if (!answer.data.authorizationUrl) return;
      toaster.create({ type: 'info', title: 'Seat held', description: answer.message });
      goToCheckout.assign(answer.data.authorizationUrl);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) helpers.setErrors(error.fieldErrors);
      // Full, or taken meanwhile: the seats left again.
      if (error instanceof ApiError && error.status === 409) void mutate('listProgrammes');
      toaster.create({ type: 'error', title: 'Not enrolled', description: errorMessage(error, FAILED) });
    }
  };

  return (
    <Formik initialValues={EMPTY} validate={zodValidate<Values>(enrolInput)} onSubmit={submit} {...FORM_VALIDATION}>
      {({ isSubmitting }) => (
        <HydratingForm noValidate aria-label={`Enrol in ${programmeName}`} fillTimer={fillTimer}>
          <HoneypotField />
          <Stack gap="4">
            <LearnerFields />
            <ConsentField />
            <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting} alignSelf={{ base: 'stretch', md: 'flex-start' }}>
              {isSubmitting ? 'Enrolling...' : 'Enrol and pay the first month'}
            </Button>
            <PrivacyNote />
          </Stack>
        </HydratingForm>
      )}
    </Formik>
  );
}
