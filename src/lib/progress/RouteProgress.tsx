import { useEffect } from 'react';
import { doneProgress, startProgress } from './progressBar';

/** Suspense fallback of lazy routes: the top bar runs while the page's code loads. */
export const RouteProgress = () => {
  useEffect(() => {
    startProgress();
    return doneProgress;
  }, []);
  return null;
};
