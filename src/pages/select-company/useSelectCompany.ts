import { refreshIdentity } from '../../providers/queryClient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Company } from '../../../contract/session';
import type { AppDataProvider } from '../../providers/dataProvider';
import { setActiveCompany } from '../../providers/session';
import { shareActiveCompany } from '../../providers/storage';

interface Selection {
  company: Company;
  /** Where to go once the company is active. */
  to: string;
}

/**
 * Makes a company the active one of the session (POST /user/select-company), goes on to
 * `to`, and refetches everything that was cached for the previous company.
 */
export function useSelectCompany() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: ({ company }: Selection) => dataProvider.selectCompany(company.id),
    onSuccess: async (result, { company, to }) => {
      setActiveCompany(result.company_id);
      // The other tabs of this session follow (layout/CompanySync.tsx).
      shareActiveCompany(result.company_id);
      // The identity first: the layout lets in only users with an active company.
      await refreshIdentity(queryClient);
      navigate(to);
      // Nothing read for the previous company may stay on screen: drop it and refetch.
      await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      notify('app.company.selected', { type: 'success', messageArgs: { name: company.name } });
    },
    onError: (error: Error) =>
      notify(error.message || 'ra.notification.http_error', { type: 'error' }),
  });

  return {
    selectCompany: (company: Company, to: string) => mutation.mutate({ company, to }),
    isPending: mutation.isPending,
    failed: mutation.isError,
    pendingId: mutation.isPending ? mutation.variables?.company.id : undefined,
  };
}
