import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `margin`) since the page loaded: once true it
 * stays true. For work worth doing only when a person scrolls to it (a chart below the fold), so it
 * does not block the page's first seconds. Without IntersectionObserver it is true at once.
 */
export function useSeen<T extends Element>(margin = '200px'): [ref: (element: T | null) => void, seen: boolean] {
  const [seen, setSeen] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || seen) return;
      if (typeof IntersectionObserver === 'undefined') {
        setSeen(true);
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.current?.disconnect();
            setSeen(true);
          }
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [seen, margin],
  );
  return [ref, seen];
}
