// The popup shows once per browser: a localStorage flag remembers it (docs/PRODUCT-RULES.md).
import { site } from '../../content/site';

export const POPUP_DELAY_MS = 3000;

export function popupSeen(): boolean {
  try {
    return localStorage.getItem(site.popupSeenKey) === '1';
  } catch {
    // No storage (private mode): treat as seen rather than nag on every visit.
    return true;
  }
}

export function markPopupSeen() {
  try {
    localStorage.setItem(site.popupSeenKey, '1');
  } catch {
    // Nothing to remember it in.
  }
}

/**
 * Opens the popup's <dialog> unless this browser has seen it: the head script
 * calls it 3 s after the page's start (boot/enhance.ts), the app on a home
 * page it navigated to; whichever comes first shows it, once.
 */
export function openPopupOnce(dialog: HTMLDialogElement) {
  if (popupSeen() || dialog.open || !dialog.isConnected) return;
  markPopupSeen();
  // Not modal, as the lightbox; aria-modal says what it is. (No show() in a test DOM: the attribute.)
  if (typeof dialog.show === 'function') dialog.show();
  else dialog.setAttribute('open', '');
  dialog.querySelector<HTMLElement>('[aria-label="Close"]')?.focus();
}

export function closePopup(dialog: HTMLDialogElement | null) {
  if (!dialog?.open) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}
