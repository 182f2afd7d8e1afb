// The toast store itself (Chakra's createToaster): loaded with the toast UI
// on the first toast, never with the page (see toaster.tsx).
import { createToaster } from '@chakra-ui/react/toast';

export const TOAST_DURATION_MS = 5000;

export const toastStore = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});
