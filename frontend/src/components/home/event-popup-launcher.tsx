// The upcoming-event popup, 3 s after a first visit (docs/PRODUCT-RULES.md,
// Home popup). The popup is in the home page's HTML, closed, with the event
// the page was published with: the head script opens it 3 s after the page's
// start without the app (boot/enhance.ts); on a home page the app navigated
// to, this opens it 3 s after it is shown. Either way once per browser.
import { useEffect, useRef, useState } from 'react';
import { POPUP_DELAY_MS, openPopupOnce } from './popup-seen';
import { UpcomingEventPopup } from './upcoming-event-popup';

export function EventPopupLauncher() {
  // The popup renders once its event is known (at once on a published page).
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  useEffect(() => {
    if (!dialog) return;
    const since = performance.now() - (shownAt.current ?? performance.now());
    const timer = window.setTimeout(() => openPopupOnce(dialog), Math.max(0, POPUP_DELAY_MS - since));
    return () => window.clearTimeout(timer);
  }, [dialog]);

  return <UpcomingEventPopup ref={setDialog} />;
}
