import { refreshIdentity } from '../providers/queryClient';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onAccessRefused } from '../providers/accessChanges';
import { refreshProfile } from '../providers/session';

/**
 * After a 403 the profile is read again (the user's role in the company, which an owner may
 * have changed) and react-admin's identity and access checks are asked anew: the menu, the
 * buttons and the app bar follow the role without a reload. The refusal itself shows the
 * server's message where it was made.
 */
export const AccessSync = () => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onAccessRefused(async () => {
        await refreshProfile().catch(() => undefined);
        await refreshIdentity(queryClient);
      }),
    [queryClient],
  );
  return null;
};
