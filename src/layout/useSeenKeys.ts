import { useEffect, useRef } from 'react';

/**
 * The keys of the toasts that were on screen when the user last pressed a key or the pointer:
 * an error the user has had in view goes with its page, while one that comes with its own
 * redirect ("the record does not exist", then the list) stays to be read on the next page.
 */
export function useSeenKeys(shown: readonly { key: number }[]) {
  const onScreen = useRef(shown);
  const seen = useRef(new Set<number>());
  useEffect(() => {
    onScreen.current = shown;
  }, [shown]);
  useEffect(() => {
    const mark = () => onScreen.current.forEach((toast) => seen.current.add(toast.key));
    document.addEventListener('pointerdown', mark, true);
    document.addEventListener('keydown', mark, true);
    return () => {
      document.removeEventListener('pointerdown', mark, true);
      document.removeEventListener('keydown', mark, true);
    };
  }, []);
  return seen.current;
}
