// Opens the upcoming-event popup 3 s after a first visit. The popup's code
// (dialog, data fetch) loads only then, so it never delays the first paint.
import { Suspense, lazy, useEffect, useState } from 'react';
import { POPUP_DELAY_MS, markPopupSeen, popupSeen } from './popup-seen';

const UpcomingEventPopup = lazy(() => import('./upcoming-event-popup'));

export function EventPopupLauncher() {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (popupSeen()) return;
    const timer = window.setTimeout(() => {
      markPopupSeen();
      setStarted(true);
      setOpen(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <UpcomingEventPopup open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
