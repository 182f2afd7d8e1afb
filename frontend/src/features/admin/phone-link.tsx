// A phone number the admin can tap to open a WhatsApp chat. A number
// contract/phone.ts cannot read with certainty is shown as typed, unlinked:
// a guessed number would open a stranger's chat.
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { whatsAppLink } from '../../../../contract/phone';

export function PhoneLink({ phone, name }: { phone: string; name: string }) {
  const href = whatsAppLink(phone);
  if (!href) return <Text as="span">{phone}</Text>;
  return (
    // At least 24 px high: alone in a table cell it is a touch target of its own (WCAG 2.5.8, axe target-size).
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      colorPalette="green"
      aria-label={`WhatsApp ${name} at ${phone}`}
      display="inline-flex"
      alignItems="center"
      minH="6"
    >
      {phone}
    </Link>
  );
}
