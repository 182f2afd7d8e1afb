import { useEffect, useState } from 'react';

/** The header shrinks once the page has scrolled beyond 50 px (docs/PRODUCT-RULES.md). */
export const HEADER_SHRINK_PX = 50;

export function useScrolledPast(threshold = HEADER_SHRINK_PX): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
