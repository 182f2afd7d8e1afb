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
 */
export function scrollToAnchor(id: string, offset = ANCHOR_OFFSET_PX, { jump = false } = {}): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const top = el.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: jump || prefersReducedMotion() ? 'instant' : 'smooth' });
  // Move focus for keyboard and screen-reader users without a second jump.
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  return true;
}
