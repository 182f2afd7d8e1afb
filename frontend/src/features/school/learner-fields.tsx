// The learner's fields of the trial booking and the programme enrolment: name,
// age, email, phone, and a parent or guardian's name under 18 (the schemas'
// learnerAgeRule says the same on the server).
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useFormikContext } from 'formik';
import { TRIAL_DEFAULTS } from '../../../../contract/school';
import { FormField } from '../../components/form-field';

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
      {minor && <FormField name="guardianName" label="Parent or guardian's name" required helperText="Needed for a learner under 18" />}
    </>
  );
}
