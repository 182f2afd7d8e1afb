// The Overview tab's Notifications card (docs/PRODUCT-RULES.md, Admin dashboard
// and Mail): where the provider hears of new messages and registrations, and
// whether as one mail each or one daily summary. A failed save keeps what was
// typed and shows the server's field errors.
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Formik, type FormikHelpers } from 'formik';
import useSWR from 'swr';
import { notificationSettingsInput, type NotificationSettings } from '../../../../contract/schemas';
import { FormField } from '../../components/form-field';
import { HydratingForm } from '../../components/hydrating-form';
import { toaster } from '../../components/toaster';
import { ApiError, errorMessage } from '../../lib/api-error';
import { FORM_VALIDATION, zodValidate } from '../../lib/formik-zod';
import { useAdminSession } from './admin-session';
import { MUTATION_FAILED } from './run-mutation';
import { SwitchField } from './switch-field';

export const NOTIFICATIONS_SAVED = 'Notification settings saved';
export const DIGEST_LABEL = 'Send one daily summary instead of a mail per message';

// The field holds '' for "no address saved"; the schema reads '' as "use the default".
type Values = { providerEmail: string; digest: boolean };
const toValues = (settings: NotificationSettings): Values => ({ providerEmail: settings.providerEmail ?? '', digest: settings.digest });

function SettingsForm({ settings, onSaved }: { settings: NotificationSettings; onSaved: (saved: NotificationSettings) => void }) {
  const { client } = useAdminSession();

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    try {
      const saved = await client.saveNotificationSettings(notificationSettingsInput.parse(values));
      onSaved(saved);
      helpers.resetForm({ values: toValues(saved) });
      toaster.create({ type: 'success', title: NOTIFICATIONS_SAVED });
    } catch (error) {
      // A 401 already sent the admin to sign in, where the notice says why.
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.fieldErrors) helpers.setErrors(error.fieldErrors);
      toaster.create({ type: 'error', title: 'Error', description: errorMessage(error, MUTATION_FAILED) });
    }
  }

  return (
    <Formik<Values> initialValues={toValues(settings)} validate={zodValidate(notificationSettingsInput)} onSubmit={submit} {...FORM_VALIDATION}>
      {({ isSubmitting, dirty }) => (
        <HydratingForm noValidate aria-label="Notification settings">
          <Stack gap="4">
            <FormField
              name="providerEmail"
              label="Provider email"
              type="email"
              autoComplete="email"
              placeholder={settings.defaultProviderEmail}
              helperText={`New messages and registrations are mailed here. Empty: ${settings.defaultProviderEmail}`}
            />
            <SwitchField name="digest" label={DIGEST_LABEL} />
            <Box>
              <Button type="submit" colorPalette="purple" loading={isSubmitting} loadingText="Saving..." disabled={!dirty}>
                Save
              </Button>
            </Box>
          </Stack>
        </HydratingForm>
      )}
    </Formik>
  );
}

export function NotificationSettingsCard() {
  const { token, client } = useAdminSession();
  // The token in the key: a new session never sees the previous one's settings.
  const { data, error, isLoading, mutate } = useSWR<NotificationSettings, unknown>(['admin', 'notification-settings', token], () => client.getNotificationSettings());

  return (
    <Card.Root as="section" aria-labelledby="notification-settings">
      <Card.Header>
        <Heading as="h2" size="md" id="notification-settings">
          Notifications
        </Heading>
      </Card.Header>
      <Card.Body>
        {data ? (
          <SettingsForm settings={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
        ) : isLoading ? (
          <Spinner aria-label="Loading notification settings" />
        ) : (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{errorMessage(error, 'Could not load notification settings.')}</Alert.Description>
            </Alert.Content>
            <Button size="xs" variant="outline" onClick={() => void mutate()}>
              Retry
            </Button>
          </Alert.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
