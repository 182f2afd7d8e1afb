// Where the mail about a registration (its confirmation) or a contact
// message (the provider's notification) stands, with Resend when it did not
// arrive or may not have (docs/PRODUCT-RULES.md, Mail status).
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { MAIL_MESSAGES } from '../../../../contract/messages';
import type { MailRef, MailStatus as Status } from '../../../../contract/schemas';
import { useAdminSession } from './admin-session';
import { runMutation } from './run-mutation';
import { refreshAdminList } from './use-admin-list';

const LOOK: Record<Status, { label: string; palette: string }> = {
  queued: { label: 'Mail queued', palette: 'gray' },
  sending: { label: 'Mail sending', palette: 'gray' },
  sent: { label: 'Mail sent', palette: 'green' },
  failed: { label: 'Mail failed', palette: 'red' },
  bounced: { label: 'Mail bounced', palette: 'red' },
  unknown: { label: 'Mail unknown', palette: 'orange' },
};

/** The mail may not have arrived: the admin decides whether to send it again. */
const RESENDABLE: readonly Status[] = ['failed', 'bounced', 'unknown'];

type Props = { mail: MailRef | undefined; resource: 'contacts' | 'registrations'; who: string };

export function MailStatus({ mail, resource, who }: Props) {
  const { client } = useAdminSession();
  if (!mail) {
    return (
      <Text fontSize="xs" color="fg.muted">
        No mail
      </Text>
    );
  }
  const look = LOOK[mail.status];
  const resend = async () => {
    const outcome = await runMutation(() => client.resendMail(mail.id), MAIL_MESSAGES.resent);
    if (outcome.ok) refreshAdminList(resource);
  };
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette={look.palette} title={mail.status === 'unknown' ? 'The mailer stopped while sending: it may not have gone out.' : undefined}>
        {look.label}
      </Badge>
      {RESENDABLE.includes(mail.status) && (
        <Button size="xs" variant="outline" onClick={() => void resend()} aria-label={`Resend mail to ${who}`}>
          Resend
        </Button>
      )}
    </HStack>
  );
}
