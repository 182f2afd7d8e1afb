// SPEC §4/§8: the app's one toaster. `toaster` is the store every feature
// calls (toaster.create/dismiss/remove); <AppToaster/> mounts the toast UI
// (toast-region.tsx: one visible, 5000 ms, swipe to dismiss, F8) lazily on
// the first toast: the UI's code is ~25 KB a visitor who never sees a toast
// need not download or run before the page responds. The store keeps toasts
// made before the UI mounts, and the UI shows them as it mounts.
import { Suspense, lazy, useEffect, useState } from 'react';
import { createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

const ToastRegion = lazy(() => import('./toast-region'));

export function AppToaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return undefined;
    const unsubscribe = toaster.subscribe(() => setNeeded(true));
    // A toast made between the first render and this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the subscription above is the external store; this catches up with what it missed before subscribing, and runs at most once (needed then stays true)
    if (toaster.getVisibleToasts().length > 0) setNeeded(true);
    return unsubscribe;
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
