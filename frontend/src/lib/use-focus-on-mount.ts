// An answer that replaces a form (a registration, a booked trial, a place on a
// waitlist) takes focus when it appears: the form the visitor was in is gone,
// a phone is left wherever the shorter page put the scroll, and a screen reader
// reads what took its place (docs/PRODUCT-RULES.md, Header and footer). The
// element needs tabIndex={-1}.
import { useEffect, useRef } from 'react';

export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
