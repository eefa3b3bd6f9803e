import { useEffect, useRef, useState } from 'react';
import { debounce } from '../lib/debounce';
import { SCROLL_SHADOW_DEBOUNCE_MS } from '../theme/constants';

/**
 * Tells whether a scrolling area has content hidden above or below, updated at most
 * every 100 ms while scrolling, so the area can draw a shadow at that edge.
 */
export function useScrollShadow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ top: false, bottom: false });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.scrollTop > 0;
      const bottom = element.scrollTop + element.clientHeight < element.scrollHeight - 1;
      setEdges((current) =>
        current.top === top && current.bottom === bottom ? current : { top, bottom },
      );
    };
    const onScroll = debounce(measure, SCROLL_SHADOW_DEBOUNCE_MS);
    measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      onScroll.cancel();
      element.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  return { ref, ...edges };
}
