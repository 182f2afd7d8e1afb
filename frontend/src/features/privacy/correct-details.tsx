// "Correct my name or phone" on the person's own page (docs/PRODUCT-RULES.md,
// People's data: rectification): a new name and/or phone, written onto their
// own records (lambdas/lib/db/correction-repo.ts says which); the page then
// shows the records again, corrected. A failure keeps what was typed.
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Formik } from 'formik';
import { useState } from 'react';
import { privacyCorrectInput } from '../../../../contract/privacy';
import { FormField } from '../../components/form-field';
import { HydratingForm } from '../../components/hydrating-form';
import { ApiError, errorMessage } from '../../lib/api-error';
import { callLater } from '../../lib/call-later';
import { FORM_VALIDATION, zodValidate } from '../../lib/formik-zod';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';

export const CORRECT_TEXT = {
  failed: 'Your details could not be corrected. Nothing was changed; please try again.',
  done: (changed: number) => `Done: ${changed === 1 ? '1 record' : `${changed} records`} corrected.`,
} as const;

type Values = { name: string; phone: string };
const EMPTY: Values = { name: '', phone: '' };
/** Blank fields are left as they are: only what is typed is sent. */
const typed = (values: Values) => ({ ...(values.name.trim() ? { name: values.name } : {}), ...(values.phone.trim() ? { phone: values.phone } : {}) });
const validate = (values: Values) => zodValidate<Values>(privacyCorrectInput)(typed(values) as Values);

function CorrectForm({ token, onDone, onCancel }: { token: string; onDone: (changed: number) => void; onCancel: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Box role="group" aria-labelledby="correct-details-title" borderWidth="1px" rounded="l3" p="4">
      <Formik<Values>
        initialValues={EMPTY}
        validate={validate}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          try {
            const answer = await callLater('correctPrivacyData', { params: { token }, body: privacyCorrectInput.parse(typed(values)) });
            onDone(answer.data.changed);
          } catch (error) {
            if (error instanceof ApiError && error.status === 400 && error.fieldErrors) helpers.setErrors(error.fieldErrors);
            setFailure(errorMessage(error, CORRECT_TEXT.failed));
          }
        }}
        {...FORM_VALIDATION}
      >
        {({ isSubmitting }) => (
          <HydratingForm noValidate aria-label="Correct my details" validate={validate}>
            <Stack gap="4">
              <Heading as="h2" id="correct-details-title" size="lg" ref={heading} tabIndex={-1} outline="none">
                Correct my name or phone
              </Heading>
              <Text>Fill in what is wrong; what you leave empty stays as it is. A learner&apos;s name is corrected by us: write to us.</Text>
              {failure && (
                <Text role="alert" color="red.700" _dark={{ color: 'red.300' }} fontWeight="medium">
                  {failure}
                </Text>
              )}
              <FormField name="name" label="Your full name" autoComplete="name" />
              <FormField name="phone" label="Your phone number" type="tel" autoComplete="tel" />
              <Flex gap="3" wrap="wrap">
                <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Saving...">
                  Save
                </Button>
                <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
                  Cancel
                </Button>
              </Flex>
            </Stack>
          </HydratingForm>
        )}
      </Formik>
    </Box>
  );
}

/** The button, the form once opened, and what the last correction did. */
export function CorrectDetails({ token, onCorrected }: { token: string; onCorrected: () => void }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  return (
    <Stack gap="3">
      {open ? (
        <CorrectForm
          token={token}
          onCancel={() => setOpen(false)}
          onDone={(changed) => {
            setOpen(false);
            setDone(changed);
            onCorrected();
          }}
        />
      ) : (
        <Button alignSelf="flex-start" variant="outline" colorPalette="brand" onClick={() => setOpen(true)}>
          Correct my name or phone
        </Button>
      )}
      {done !== null && (
        <Alert.Root status="success" variant="subtle" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{CORRECT_TEXT.done(done)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
