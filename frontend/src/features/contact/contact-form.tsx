// The contact form (docs/PRODUCT-RULES.md, Contact): editing -> submitting -> sent -> editing.
// Failure keeps what was typed; a 400's field messages land on their fields.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CircleCheck, Send } from 'lucide-react';
import { Formik, type FormikHelpers } from 'formik';
import { memo, useState } from 'react';
import { CONTACT_SUCCESS_MESSAGE } from '../../../../contract/messages';
import { SERVICE_OPTIONS, contactInput } from '../../../../contract/schemas';
import { FormField, SelectField, TextareaField } from '../../components/form-field';
import { toaster } from '../../components/toaster';
import { ApiError, errorMessage } from '../../lib/api-error';
import { callLater } from '../../lib/call-later';
import { FORM_VALIDATION, zodValidate } from '../../lib/formik-zod';
import { ConsentField } from '../../components/consent-field';
import { HoneypotField } from '../../components/honeypot-field';
import { PrivacyNote } from '../../components/privacy-note';
import { HydratingForm } from '../../components/hydrating-form';
import { FillTimer, formSignals } from '../../lib/form-signals';

export const CONTACT_FAILED = 'There was an error sending your message. Please try again.';

// homepage: the honeypot (components/honeypot-field.tsx), empty for a person.
// marketingConsent: the unticked news choice (components/consent-field.tsx).
type Values = { name: string; email: string; phone: string; service: string; message: string; homepage: string; marketingConsent: boolean };
const EMPTY: Values = { name: '', email: '', phone: '', service: '', message: '', homepage: '', marketingConsent: false };
const validate = zodValidate<Values>(contactInput);

/** The form's body, memoised: a refused submit or a keystroke re-renders the fields that changed (they follow the form themselves), not every element. */
const ContactFormBody = memo(function ContactFormBody({ submitting }: { submitting: boolean }) {
  return (
    <>
      <HoneypotField />
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField name="name" label="Full Name" required autoComplete="name" placeholder="Your full name" />
          <FormField name="email" label="Email Address" type="email" required autoComplete="email" placeholder="you@example.com" />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField name="phone" label="Phone Number (optional)" type="tel" autoComplete="tel" placeholder="+234 800 000 0000" />
          <SelectField name="service" label="Service of Interest (optional)" placeholder="Select a service" options={SERVICE_OPTIONS} />
        </SimpleGrid>
        <TextareaField name="message" label="Your Message" required rows={6} placeholder="Tell us how we can help" />
        <ConsentField />
        <Button type="submit" colorPalette="brand" size="lg" disabled={submitting} alignSelf={{ base: 'stretch', md: 'flex-start' }}>
          <Send aria-hidden="true" />
          {submitting ? 'Sending...' : 'Send Message'}
        </Button>
        <PrivacyNote />
      </Stack>
    </>
  );
});

export function ContactForm() {
  const [sent, setSent] = useState(false);
  const [fillTimer] = useState(() => new FillTimer());

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await callLater('contact', { body: { ...contactInput.parse(values), ...formSignals(values, fillTimer), marketingConsent: values.marketingConsent === true } });
      helpers.resetForm();
      setSent(true);
      toaster.create({ type: 'success', title: 'Message Sent', description: CONTACT_SUCCESS_MESSAGE });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) helpers.setErrors(error.fieldErrors);
      toaster.create({ type: 'error', title: 'Error', description: errorMessage(error, CONTACT_FAILED) });
    }
  };

  if (sent) {
    return (
      <Stack align="center" textAlign="center" gap="4" py="10" role="status">
        <Box color="green.fg">
          <CircleCheck size={56} aria-hidden="true" />
        </Box>
        <Heading as="h3" size="xl">
          Thank you!
        </Heading>
        <Text color="fg.muted" maxW="sm">
          Your message has been sent. We will get back to you within one working day.
        </Text>
        <Button colorPalette="brand" variant="outline" onClick={() => setSent(false)}>
          Send Another Message
        </Button>
      </Stack>
    );
  }

  return (
    <Formik initialValues={EMPTY} validate={validate} onSubmit={submit} {...FORM_VALIDATION}>
      {({ isSubmitting }) => (
        <HydratingForm noValidate aria-label="Contact form" fillTimer={fillTimer} validate={validate}>
          <ContactFormBody submitting={isSubmitting} />
        </HydratingForm>
      )}
    </Formik>
  );
}
