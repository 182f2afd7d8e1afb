import { afterPaint } from './after-paint';

// Smooth scroll to an in-page anchor, leaving room for the sticky header
// (80 px offset: docs/PRODUCT-RULES.md, Header and footer).
export const ANCHOR_OFFSET_PX = 80;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to #id and returns true, or false when the page has no such element.
 * `jump`: at once, not smoothly (a tap whose answer is the place scrolled to:
 * a smooth scroll over a long page takes most of a second on a slow phone).
 * `focus: false`: the caller moves focus into the target itself.
 */
export function scrollToAnchor(id: string, offset = ANCHOR_OFFSET_PX, { jump = false, focus = true } = {}): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const top = el.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: jump || prefersReducedMotion() ? 'instant' : 'smooth' });
  // Move focus for keyboard and screen-reader users without a second jump.
  if (!focus) return true;
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  return true;
}

/**
 * Focus once the frame that shows the tap's answer is drawn (50 ms at 4x CPU
 * on a phone for Register Now's name field, inside the tap).
 */
export function focusAfterPaint(el: HTMLElement | null | undefined): void {
  if (el) afterPaint(() => el.isConnected && el.focus({ preventScroll: true }));
}
