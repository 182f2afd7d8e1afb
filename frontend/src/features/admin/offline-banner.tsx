// The admin's offline state (docs/PRODUCT-RULES.md, The admin as an app): a
// status line at the top of every admin screen while the device is offline or
// the page shows a saved copy of a list (lib/saved-answers.ts), with the time
// that copy was saved, so a saved list is never taken for a fresh one. Back
// online, the lists are fetched again and the line goes once they are fresh.
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { WifiOff } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { forgetSavedAnswers, oldestSavedAt, savedAnswersVersion, subscribeSavedAnswers } from '../../lib/saved-answers';
import { offlineMessage } from './offline-message';
import { refreshEveryAdminList } from './use-admin-list';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const isOnline = () => navigator.onLine;

/** Back online: every admin answer on screen is fetched again (SWR does not refetch on reconnect, lib/swr-config.ts). */
function useRefreshWhenBackOnline() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const refresh = () => {
      forgetSavedAnswers();
      refreshEveryAdminList();
      // The admin's plain SWR keys (['admin', …]); the paged lists are refreshed above.
      void mutate((key) => Array.isArray(key) && key[0] === 'admin');
    };
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [mutate]);
}

export function OfflineBanner() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  // Re-render when a saved copy is shown or replaced.
  useSyncExternalStore(subscribeSavedAnswers, savedAnswersVersion, () => 0);
  useRefreshWhenBackOnline();
  const message = offlineMessage(online, oldestSavedAt());
  // The status region is always there, so a screen reader announces the line when it appears.
  return (
    <Box role="status" data-testid="offline-status">
      {message && (
        <Flex align="center" gap="2" px="4" py="2" bg="orange.subtle" color="fg" borderBottomWidth="1px" borderColor="orange.muted" fontSize="sm">
          <WifiOff aria-hidden size={16} style={{ flexShrink: 0 }} />
          <Text>{message}</Text>
        </Flex>
      )}
    </Box>
  );
}
