import { useLayoutEffect, useState, type RefObject } from 'react';
import { TOOLBAR_SELECTOR, clearanceOffset, type Rect } from './toastClearance';

const INSET = 16;

const visibleBoxes = (): Rect[] =>
  Array.from(document.querySelectorAll(TOOLBAR_SELECTOR))
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0);

/**
 * The toast stack's distance from its edge so it covers no toolbar, measured before the
 * stack is painted and again when the page scrolls, the window or the stack resizes, a
 * menu opens or closes (a portal comes or goes), an animation ends, the focus moves or a
 * field turns invalid.
 */
export function useToastClearance(
  ref: RefObject<HTMLElement | null>,
  vertical: 'top' | 'bottom',
  active: boolean,
): number {
  const [offset, setOffset] = useState(INSET);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const stack = element.getBoundingClientRect();
      setOffset(
        clearanceOffset({
          vertical,
          inset: INSET,
          left: stack.left,
          right: stack.right,
          height: stack.height,
          viewportHeight: window.innerHeight,
          obstacles: visibleBoxes(),
        }),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('transitionend', schedule, true);
    document.addEventListener('focusin', schedule);
    // Every browser we support has it; jsdom (component tests) does not.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    observer?.observe(element);
    observer?.observe(document.body);
    const portals = new MutationObserver(schedule);
    portals.observe(document.body, { childList: true });
    // A field marked invalid (a refusal's reason under it) must come out from under the stack.
    const invalid = new MutationObserver(schedule);
    invalid.observe(document.body, { subtree: true, attributeFilter: ['aria-invalid'] });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('transitionend', schedule, true);
      document.removeEventListener('focusin', schedule);
      observer?.disconnect();
      portals.disconnect();
      invalid.disconnect();
    };
  }, [ref, vertical, active]);

  return offset;
}
