// The mail as it will look, from the server's renderer (the one the mailer uses: one source of truth), shown
// in a sandboxed frame (sandbox="": no script, no forms, no navigation of this page) with its plain text.
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export type Preview = { subject: string; html: string; text: string };

export function MailPreview({ preview }: { preview: Preview }) {
  return (
    <Stack gap="3" data-testid="mail-preview">
      <Heading as="h3" size="sm">
        Preview: {preview.subject}
      </Heading>
      <Box borderWidth="1px" borderRadius="md" overflow="hidden">
        <iframe title="Preview of the mail" srcDoc={preview.html} sandbox="" style={{ width: '100%', height: '28rem', border: 0, display: 'block', background: '#f4f4f7' }} />
      </Box>
      <details>
        <summary>
          <Text as="span" fontSize="sm" fontWeight="medium">
            Plain text (what mail programs without HTML show)
          </Text>
        </summary>
        <Box as="pre" mt="2" p="3" bg="bg.muted" borderRadius="md" fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {preview.text}
        </Box>
      </details>
    </Stack>
  );
}
