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
