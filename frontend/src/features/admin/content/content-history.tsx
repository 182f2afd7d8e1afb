// A section's saved versions, newest first: who saved, when, what changed;
// any older version can be restored (as a new version, so nothing is lost).
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ContentVersion } from '../../../../../contract/site-content-schemas';

const WHEN = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });

export function ContentHistory({
  versions,
  current,
  restoring,
  onRestore,
}: {
  versions: ContentVersion[] | undefined;
  current: number;
  restoring: number | null;
  onRestore: (version: number) => void;
}) {
  return (
    <Stack as="section" aria-labelledby="content-history" gap="3">
      <Heading as="h3" size="sm" id="content-history">
        History
      </Heading>
      {!versions ? (
        <Spinner aria-label="Loading history" size="sm" />
      ) : versions.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Not saved yet: the site shows its built-in text.
        </Text>
      ) : (
        <List.Root as="ol" variant="plain" gap="3">
          {versions.map((v) => (
            <List.Item key={v.version} display="block" borderWidth="1px" rounded="md" p="3" aria-label={`Version ${v.version}`}>
              <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
                <Box minW="0">
                  <Text fontSize="sm" fontWeight="semibold">
                    Version {v.version} {v.version === current && <Badge colorPalette="green">Live</Badge>}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {v.updatedBy ?? 'unknown'} · {v.updatedAt ? WHEN.format(new Date(v.updatedAt)) : ''}
                    {v.revertedFrom !== undefined && ` · restored version ${v.revertedFrom}`}
                  </Text>
                </Box>
                {v.version !== current && (
                  <Button size="xs" variant="outline" loading={restoring === v.version} onClick={() => onRestore(v.version)}>
                    Restore
                  </Button>
                )}
              </Flex>
              {v.changes.length > 0 && (
                <List.Root fontSize="xs" color="fg.muted" mt="2" ps="4">
                  {v.changes.map((line, i) => (
                    <List.Item key={i}>{line}</List.Item>
                  ))}
                </List.Root>
              )}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
