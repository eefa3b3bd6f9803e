import { useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';
import { doneProgress, startProgress } from './progressBar';

/** Runs the top progress bar while a screen's data loads (any react-admin query in flight). */
export const FetchProgress = () => {
  const fetching = useIsFetching() > 0;
  useEffect(() => {
    if (!fetching) return;
    startProgress();
    return doneProgress;
  }, [fetching]);
  return null;
};
