// The learner's fields of the trial booking and the programme enrolment: name,
// age, email, phone, and under 18 the parent or guardian: their name, email or
// phone, and their confirmation (the schemas' learnerAgeRule says the same on
// the server; issue 36: a child's data goes with a guardian's consent).
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { chakra } from '@chakra-ui/react/styled-system';
import { Stack } from '@chakra-ui/react/stack';
import { useFormikContext } from 'formik';
import { TRIAL_DEFAULTS } from '../../../../contract/school';
import { RequiredCheckboxField } from '../../components/consent-field';
import { FormField } from '../../components/form-field';

export const GUARDIAN_CONFIRM_LABEL = 'I am the learner’s parent or guardian: I book this for them and agree to their details being used for it, as the privacy notice says';

/** Fields a learner form adds for the guardian, empty at first. */
export const GUARDIAN_EMPTY = { guardianName: '', guardianEmail: '', guardianPhone: '', guardianConfirmed: false };

export function LearnerFields() {
  const { values } = useFormikContext<{ age: string }>();
  const minor = Number(values.age) > 0 && Number(values.age) < TRIAL_DEFAULTS.adultAge;
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField name="name" label="Learner's full name" required autoComplete="name" />
        <FormField name="age" label="Learner's age" type="number" required />
        <FormField name="email" label="Email address" type="email" required autoComplete="email" />
        <FormField name="phone" label="Phone number" type="tel" required autoComplete="tel" />
      </SimpleGrid>
      {minor && (
        <Stack as="fieldset" gap="4">
          <chakra.legend fontWeight="medium" mb="1">
            For a learner under 18: their parent or guardian
          </chakra.legend>
          <FormField name="guardianName" label="Parent or guardian's name" required />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField name="guardianEmail" label="Parent or guardian's email" type="email" helperText="Their email or their phone; mails about the learner go to this email too" />
            <FormField name="guardianPhone" label="Parent or guardian's phone" type="tel" />
          </SimpleGrid>
          <RequiredCheckboxField name="guardianConfirmed" label={GUARDIAN_CONFIRM_LABEL} />
        </Stack>
      )}
    </>
  );
}
