// Book a free trial lesson (docs/PRODUCT-RULES.md, Trial lessons): service,
// a free slot, the learner (8+, a guardian under 18) and a note. A slot taken
// meanwhile is a 409: the list is asked again and the form keeps what was typed.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CircleCheck } from 'lucide-react';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { mutate } from 'swr';
import { formatSlotTime, SCHOOL_MESSAGES } from '../../../../contract/school';
import { trialBookingInput } from '../../../../contract/school-schemas';
import { SERVICE_OPTIONS } from '../../../../contract/schemas';
import { SelectField, TextareaField } from '../../components/form-field';
import { ConsentField } from '../../components/consent-field';
import { HoneypotField } from '../../components/honeypot-field';
import { PrivacyNote } from '../../components/privacy-note';
import { HydratingForm } from '../../components/hydrating-form';
import { toaster } from '../../components/toaster';
import { ApiError, errorMessage } from '../../lib/api-error';
import { callLater } from '../../lib/call-later';
import { FillTimer, formSignals } from '../../lib/form-signals';
import { FORM_VALIDATION, zodValidate } from '../../lib/formik-zod';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import { GUARDIAN_EMPTY, LearnerFields } from './learner-fields';
import { SlotPicker } from './slot-picker';
import { NewsSignup } from '../../components/news-signup';

type Values = {
  slotId: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  age: string;
  guardianName: string;
  guardianEmail: string;
  guardianPhone: string;
  guardianConfirmed: boolean;
  note: string;
  homepage: string;
  /** The unticked news choice (components/consent-field.tsx). */
  marketingConsent: boolean;
};

const FAILED = 'Your trial lesson could not be booked. Please try again.';

function TrialBooked({ when, email }: { when: string; email: string }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
    <Stack align="center" textAlign="center" gap="4" py="10" role="status" data-testid="trial-booked">
      <Box color="green.fg">
        <CircleCheck size={56} aria-hidden="true" />
      </Box>
      <Heading as="h2" size="xl" ref={headingRef} tabIndex={-1} outline="none">
        Your free trial lesson is booked
      </Heading>
      <Text fontWeight="semibold">{when} (Lagos time)</Text>
      <Text color="fg.muted" maxW="md">
        A confirmation with a calendar file is on its way to {email}. Its link lets you reschedule or cancel until 2 hours before the lesson.
      </Text>
    </Stack>
    <Box textAlign="start" pb="10">
      <NewsSignup heading="Want our news too?" headingLevel="h3" email={email} />
    </Box>
    </>
  );
}

export function TrialBookingForm() {
  const [fillTimer] = useState(() => new FillTimer());
  const [booked, setBooked] = useState<{ when: string; email: string } | null>(null);
  const [slotTime, setSlotTime] = useState('');
  const empty: Values = { slotId: '', name: '', email: '', phone: '', service: '', age: '', ...GUARDIAN_EMPTY, note: '', homepage: '', marketingConsent: false };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const body = { ...trialBookingInput.parse(values), ...formSignals(values, fillTimer), marketingConsent: values.marketingConsent === true };
      await callLater('createTrialBooking', { body });
      setBooked({ when: slotTime, email: body.email });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        void helpers.setFieldValue('slotId', '', false);
        helpers.setErrors({ slotId: SCHOOL_MESSAGES.slotTaken });
        // The list again: the slot just taken disappears.
        void mutate((key) => Array.isArray(key) && key[0] === 'listTrialSlots');
      } else if (error instanceof ApiError && error.fieldErrors) helpers.setErrors(error.fieldErrors);
      toaster.create({ type: 'error', title: 'Not booked', description: errorMessage(error, FAILED) });
    }
  };

  if (booked) return <TrialBooked {...booked} />;

  return (
    <Formik initialValues={empty} validate={zodValidate<Values>(trialBookingInput)} onSubmit={submit} {...FORM_VALIDATION}>
      {({ isSubmitting, values, errors, submitCount, setFieldValue }) => {
        const slotError = submitCount > 0 ? errors.slotId : undefined;
        return (
          <HydratingForm noValidate aria-label="Book a free trial lesson" fillTimer={fillTimer}>
            <HoneypotField />
            <Stack gap="6">
              <SelectField name="service" label="Lesson" required placeholder="Choose a lesson" options={SERVICE_OPTIONS} />
              <Field.Root invalid={Boolean(slotError)} required>
                {/* Not a <label>: the slot picker is a group of buttons (named by its own aria-label), not one control. */}
                <Text textStyle="sm" fontWeight="medium">
                  Time <Field.RequiredIndicator />
                </Text>
                <SlotPicker
                  service={values.service || undefined}
                  value={values.slotId}
                  onChange={(slot) => {
                    setSlotTime(formatSlotTime(slot.startsAt));
                    void setFieldValue('slotId', slot.id);
                  }}
                />
                {slotError && <Field.ErrorText>{slotError}</Field.ErrorText>}
              </Field.Root>
              <LearnerFields />
              <TextareaField name="note" label="Anything we should know? (optional)" rows={3} />
              <ConsentField />
              <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting} alignSelf={{ base: 'stretch', md: 'flex-start' }}>
                {isSubmitting ? 'Booking...' : 'Book my free trial'}
              </Button>
              <PrivacyNote />
            </Stack>
          </HydratingForm>
        );
      }}
    </Formik>
  );
}

