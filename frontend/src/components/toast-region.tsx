// The toast UI (docs/PRODUCT-RULES.md, Toasts): one toast visible at a time, shown for 5000 ms,
// swipe right to dismiss (50 px), F8 moves focus to the toast region. Loaded
// by toaster.tsx only when the first toast is created, with the store, so its
// state machines are not part of every page's first download.
import { useRef, type PointerEvent } from 'react';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Toaster as ChakraToaster, Toast } from '@chakra-ui/react/toast';
import { toastStore } from './toast-store';

const SWIPE_DISMISS_PX = 50;

function SwipeableToast({ id, children }: { id: string; children: React.ReactNode }) {
  const start = useRef<number | null>(null);
  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current !== null && e.clientX - start.current > SWIPE_DISMISS_PX) toastStore.dismiss(id);
    start.current = null;
  };
  return (
    <Toast.Root width={{ md: 'sm' }} onPointerDown={onPointerDown} onPointerUp={onPointerUp} style={{ touchAction: 'pan-y' }}>
      {children}
    </Toast.Root>
  );
}

export default function ToastRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <SwipeableToast id={toast.id ?? ''}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="Dismiss notification" />
          </SwipeableToast>
        )}
      </ChakraToaster>
    </Portal>
  );
}
