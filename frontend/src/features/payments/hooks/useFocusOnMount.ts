import { useEffect, useRef } from 'react';

/**
 * Moves focus to a screen's heading when it replaces the previous one (form -> QR -> proof), so
 * a screen reader announces it and a phone scrolls to its top. The heading needs tabIndex={-1}.
 */
export function useFocusOnMount<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
