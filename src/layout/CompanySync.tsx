import { refreshIdentity } from '../providers/queryClient';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { onCompanyChange, type CompanyChange } from '../providers/companyChanges';
import { currentPath } from '../providers/navigator';
import { getSession, refreshProfile } from '../providers/session';
import { pathAfterCompanySwitch } from '../providers/sessionModel';
import { LoadingScreen } from './LoadingScreen';

/**
 * Keeps this tab on the session's active company (docs/sessions-and-tenancy.md, "Tabs"):
 * when a request is refused with 409 `company_changed`, or another tab selects a company,
 * the page is taken down (so no unsaved-changes prompt holds it and nothing typed is sent
 * again), the profile re-read, any record page of the old company left for its list, and
 * everything cached refetched for the new company. News from another tab is also told in a
 * toast; a refused request shows the server's message where it was made.
 */
export const CompanySync = ({ children }: { children: ReactNode }) => {
  const following = useFollowCompanyChanges();
  return following ? <LoadingScreen /> : <>{children}</>;
};

function useFollowCompanyChanges(): boolean {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const [change, setChange] = useState<CompanyChange | null>(null);
  const handled = useRef<CompanyChange | null>(null);

  useEffect(
    () =>
      onCompanyChange((next) => {
        if (next.companyId === getSession().user?.company_id) return;
        setChange((current) => current ?? next);
      }),
    [],
  );

  useEffect(() => {
    if (!change || handled.current === change) return;
    handled.current = change;
    // Runs once the page is unmounted: `following` rendered the loading screen instead.
    const follow = async () => {
      const before = getSession().user?.company_id ?? null;
      const user = await refreshProfile();
      if (user.company_id === before) return;
      const path = currentPath().split('?')[0];
      const target = pathAfterCompanySwitch(path);
      // Replace: Back must not lead to a record page of the old company.
      if (target !== path) navigate(target, { replace: true });
      await refreshIdentity(queryClient);
      await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      if (change.source !== 'other-tab') return;
      const name = user.companies.find((company) => company.id === user.company_id)?.name;
      const key = target !== path ? 'changed_elsewhere_left' : 'changed_elsewhere';
      notify(`app.company.${key}`, {
        type: 'warning',
        autoHideDuration: null,
        messageArgs: { name },
      });
    };
    // A failed profile read (401, network) is the httpClient's business.
    follow()
      .catch(() => undefined)
      .finally(() => setChange(null));
  }, [change, navigate, notify, queryClient]);

  return change !== null;
}
