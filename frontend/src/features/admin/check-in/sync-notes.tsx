// What the door's sync had to say (another phone was first, a queued scan or mark refused): kept on screen.
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export function SyncNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <Stack as="ul" gap="1" fontSize="sm" aria-label="Sync results">
      {notes.map((note, i) => (
        <Text as="li" key={i}>
          {note}
        </Text>
      ))}
    </Stack>
  );
}
