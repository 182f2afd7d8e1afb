// The app's one toaster (docs/PRODUCT-RULES.md, Toasts). `toaster` is what
// every feature calls (toaster.create/dismiss/remove); <AppToaster/> mounts the
// toast UI (toast-region.tsx: one visible, 5000 ms, swipe to dismiss, F8) on
// the first toast. The store and the UI load together then: Chakra's toast
// store comes from a module that also holds the toast UI and its state
// machines (~40 KB), which a visitor who never sees a toast need not download
// before the page responds. Calls made before they arrive run as soon as they
// do, in order.
import { Suspense, lazy, useEffect, useState } from 'react';
import type { toastStore as Store } from './toast-store';

type ToastStore = typeof Store;
type ToastOptions = Parameters<ToastStore['create']>[0];

let store: ToastStore | undefined;
let loading: Promise<ToastStore> | undefined;
const wanted = new Set<() => void>();

function withStore(run: (s: ToastStore) => void) {
  if (store) return run(store);
  loading ??= import('./toast-store').then((m) => (store = m.toastStore));
  void loading.then(run);
}

export const toaster = {
  /**
   * The newest toast replaces the one shown, at once: the store would
   * otherwise queue it (max 1) until the shown one times out, and 'Copied!'
   * would appear seconds after the click. Updating a toast by its id keeps it.
   */
  create(options: ToastOptions) {
    for (const notify of wanted) notify();
    withStore((s) => {
      const updating = options.id !== undefined && s.getVisibleToasts().some((t) => t.id === options.id);
      if (!updating) s.remove();
      s.create(options);
    });
  },
  /** Without an id: every toast. Nothing to do before the first toast. */
  dismiss(id?: string) {
    store?.dismiss(id);
  },
  remove(id?: string) {
    store?.remove(id);
  },
};

const ToastRegion = lazy(() => import('./toast-region'));

export function AppToaster() {
  const [needed, setNeeded] = useState(() => (store?.getVisibleToasts().length ?? 0) > 0);
  useEffect(() => {
    if (needed) return undefined;
    const notify = () => setNeeded(true);
    wanted.add(notify);
    // A toast made between the first render and this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- catches up with a toast made before this effect subscribed; runs at most once (needed then stays true)
    if ((store?.getVisibleToasts().length ?? 0) > 0) setNeeded(true);
    return () => void wanted.delete(notify);
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
