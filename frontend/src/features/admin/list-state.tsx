// Loading, failed and empty states of an admin list, the same on every tab.
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';

type ListLike = { items: unknown[]; isLoading: boolean; error: unknown; refresh: () => unknown };

export function ListState({ list, emptyMessage, what, children }: { list: ListLike; emptyMessage: string; what: string; children: ReactNode }) {
  if (list.isLoading && list.items.length === 0) {
    return (
      <Box py="8" textAlign="center">
        <Spinner aria-label={`Loading ${what}`} />
      </Box>
    );
  }
  if (list.error && list.items.length === 0) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{errorMessage(list.error, `Could not load ${what}.`)}</Alert.Description>
        </Alert.Content>
        <Button size="xs" variant="outline" onClick={() => void list.refresh()}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (list.items.length === 0) {
    return (
      <Text py="8" textAlign="center" color="fg.muted">
        {emptyMessage}
      </Text>
    );
  }
  return <>{children}</>;
}
