// A visitor who opens a shared /events/{event}?registered={id} link (or the
// older /events?registered={id}) sees that the
// registration exists. The id is shown as given (escaped by React), never
// looked up: registrations are private to the admin.
import { Alert } from '@chakra-ui/react/alert';
import { CloseButton } from '@chakra-ui/react/button';

export function RegisteredNote({ registrationId, onDismiss }: { registrationId: string; onDismiss: () => void }) {
  return (
    <Alert.Root status="success" variant="subtle" role="status" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>You're registered!</Alert.Title>
        <Alert.Description>
          This link confirms a registration (reference {registrationId.slice(0, 40)}). We look forward to seeing you at the event.
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" onClick={onDismiss} aria-label="Dismiss" />
    </Alert.Root>
  );
}
