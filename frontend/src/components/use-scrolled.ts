import { useEffect, useState } from 'react';
import { HEADER_SHRINK_PX } from './header-shrink';

export { HEADER_SHRINK_PX };

export function useScrolledPast(threshold = HEADER_SHRINK_PX): boolean {
  // Past it already when the app takes over a scrolled page (the head script shrank the header).
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
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
