// The upcoming-event popup, 3 s after a first visit (docs/PRODUCT-RULES.md,
// Home popup). The popup is in the home page's HTML, closed, with the event
// the page was published with: the head script opens it 3 s after the page's
// start without the app (boot/enhance.ts); on a home page the app navigated
// to, this opens it 3 s after it is shown. Either way once per browser.
import { useEffect, useRef } from 'react';
import { POPUP_DELAY_MS, openPopupOnce } from './popup-seen';
import { UpcomingEventPopup } from './upcoming-event-popup';

export function EventPopupLauncher() {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => ref.current && openPopupOnce(ref.current), POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return <UpcomingEventPopup ref={ref} />;
}
