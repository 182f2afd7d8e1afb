/** The header shrinks once the page has scrolled beyond 50 px (docs/PRODUCT-RULES.md). No React here: the head script uses it too. */
export const HEADER_SHRINK_PX = 50;
