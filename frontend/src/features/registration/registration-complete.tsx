// The 'registered' state (docs/PRODUCT-RULES.md, Registration): a read-only share link and 'Copy'.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { List } from '@chakra-ui/react/list';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CheckCircle2, Copy } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { formatNaira } from '../../../../contract/naira';
import { toaster } from '../../components/toaster';
import { copyText } from '../../lib/copy-text';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import { NewsSignup } from '../../components/news-signup';

/** One ticket of the order as the complete view lists it. */
export type CompletedTicket = { id: string; name: string; typeName?: string };

type Props = {
  link: string;
  eventTitle: string;
  /** Every ticket of the order (issue 24); each attendee's ticket also comes by mail. */
  tickets?: CompletedTicket[];
  /** The server's total in whole naira, after any code. */
  total?: number;
  /** e.g. an 'Add to calendar' button, given by the page. */
  actions?: ReactNode;
  onRegisterAnother: () => void;
};

export function RegistrationComplete({ link, eventTitle, tickets = [], total, actions, onRegisterAnother }: Props) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const inputRef = useRef<HTMLInputElement>(null);

  const onCopy = async () => {
    if (await copyText(link, inputRef.current)) {
      toaster.create({ type: 'success', title: 'Copied!', description: 'Link copied to clipboard.' });
    } else {
      inputRef.current?.select();
      toaster.create({ type: 'info', title: 'Copy the link', description: 'Select the link and copy it yourself.' });
    }
  };

  return (
    <Stack gap="8">
    <Stack gap="5" role="status" aria-live="polite">
      <HStack gap="3" color="green.600" _dark={{ color: 'green.300' }}>
        <CheckCircle2 size={32} aria-hidden="true" />
        <Heading as="h3" size="xl" ref={headingRef} tabIndex={-1} outline="none">
          Registration Complete
        </Heading>
      </HStack>
      <Text>
        You are registered for <strong>{eventTitle}</strong>. Keep or share this link as a
        record of your registration:
      </Text>
      {tickets.length > 1 && (
        <Box>
          <Text fontWeight="semibold" id="order-tickets-heading">
            Your {tickets.length} tickets
          </Text>
          <List.Root aria-labelledby="order-tickets-heading" ps="5">
            {tickets.map((t) => (
              <List.Item key={t.id}>
                {t.name}
                {t.typeName ? ` (${t.typeName})` : ''}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {typeof total === 'number' && total > 0 && <Text>Total: {formatNaira(total)}</Text>}
      <Field.Root>
        <Field.Label>Your registration link</Field.Label>
        <HStack gap="2" width="full">
          <Input ref={inputRef} value={link} readOnly onFocus={(e) => e.currentTarget.select()} flex="1" fontFamily="mono" fontSize="sm" />
          <Button onClick={() => void onCopy()} variant="outline" aria-label="Copy">
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </HStack>
      </Field.Root>
      <Box display="flex" gap="3" flexWrap="wrap">
        {actions}
        <Button variant="ghost" onClick={onRegisterAnother}>
          Register someone else
        </Button>
      </Box>
    </Stack>
    <NewsSignup heading="Want our news too?" headingLevel="h4" />
    </Stack>
  );
}
