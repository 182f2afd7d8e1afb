// "Change my password": the current one, the new one twice. Used by the
// forced first-password screen and by the Accounts tab. A failed change keeps
// what was typed and shows the server's field errors.
import { Button } from '@chakra-ui/react/button';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Formik, type FormikHelpers } from 'formik';
import { changePasswordInput } from '../../../../contract/schemas';
import { FormField } from '../../components/form-field';
import { HydratingForm } from '../../components/hydrating-form';
import { toaster } from '../../components/toaster';
import { ApiError, errorMessage } from '../../lib/api-error';
import { FORM_VALIDATION } from '../../lib/formik-zod';
import { useAdminSession } from './admin-session';
import { MUTATION_FAILED } from './run-mutation';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
export const PASSWORDS_DIFFER = 'The two new passwords do not match';

function validate(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = changePasswordInput.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = PASSWORDS_DIFFER;
  return errors;
}

export function ChangePasswordForm({ onChanged, submitLabel = 'Change password' }: { onChanged: () => void; submitLabel?: string }) {
  const { client } = useAdminSession();

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    try {
      const answer = await client.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      toaster.create({ type: 'success', title: answer.message });
      helpers.resetForm();
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return; // already on its way to sign-in
      if (error instanceof ApiError && error.fieldErrors) helpers.setErrors(error.fieldErrors);
      toaster.create({ type: 'error', title: 'Error', description: errorMessage(error, MUTATION_FAILED) });
    }
  }

  return (
    <Formik<Values> initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }} validate={validate} onSubmit={submit} {...FORM_VALIDATION}>
      {({ isSubmitting }) => (
        <HydratingForm noValidate aria-label="Change password">
          <Stack gap="4" maxW="md">
            <FormField name="currentPassword" label="Current password" type="password" autoComplete="current-password" required />
            <FormField name="newPassword" label="New password" type="password" autoComplete="new-password" required helperText="At least 8 characters" />
            <FormField name="confirmPassword" label="New password again" type="password" autoComplete="new-password" required />
            <Box>
              <Button type="submit" colorPalette="purple" loading={isSubmitting} loadingText="Saving...">
                {submitLabel}
              </Button>
            </Box>
          </Stack>
        </HydratingForm>
      )}
    </Formik>
  );
}
