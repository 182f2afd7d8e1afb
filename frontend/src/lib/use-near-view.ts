// Whether a box has come within `margin` of the screen (and stays true from then on): code and data for
// what is below the fold load when the reader gets near it (issue 40). Where the browser cannot tell
// (no IntersectionObserver: jsdom, very old browsers) the box counts as near at once.
import { useEffect, useRef, useState } from 'react';

export function useNearView<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const box = ref.current;
    if (near || !box) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(box);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
