// The ten recovery codes, shown once right after the first factor is added: the
// only way in if the phone is lost. Saved now or never (they are stored hashed).
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState } from 'react';

export function RecoveryCodesNotice({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const text = codes.join('\n');

  return (
    <Alert.Root status="warning" alignItems="start" role="region" aria-labelledby="recovery-codes-heading">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Heading as="h3" size="sm" id="recovery-codes-heading" ref={heading} tabIndex={-1} outline="none">
          Save these recovery codes now
        </Heading>
        <Text fontSize="sm">
          If you lose your phone, each code signs you in once instead of the app. They are shown only this once: write them down or keep them in a password manager.
        </Text>
        <List.Root as="ol" fontFamily="mono" fontSize="md" gap="1" ps="6">
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List.Root>
        <HStack gap="3" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              void navigator.clipboard?.writeText(text).then(() => setCopied(true));
            }}
          >
            {copied ? 'Copied' : 'Copy the codes'}
          </Button>
          <Button size="sm" colorPalette="purple" onClick={onDone}>
            I have saved them
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
