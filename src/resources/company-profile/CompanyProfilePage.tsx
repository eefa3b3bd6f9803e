import { useCan } from '../../lib/useCan';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import {
  Edit,
  Loading,
  SaveButton,
  SimpleForm,
  Toolbar,
  useGetIdentity,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { companyProfileUpdate } from '../../../contract/company-profile';
import { formResolver } from '../../lib/form/formResolver';
import { refreshProfile } from '../../providers/session';
import { useSaveErrorNotifier } from '../../lib/useSaveErrorNotifier';
import { CompanyProfileInputs } from './CompanyProfileInputs';

/** Save, for the owner (the other roles read the profile). */
const ProfileToolbar = () =>
  useCan('company-profile', 'save') ? (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  ) : null;

/**
 * `/settings/company`: the active company's fiscal profile (`/api/company-profile`, one record
 * per company: the dataProvider reads and saves it without an id in the path). The record is
 * keyed by the company's id, so switching company reloads it. Saves wait for the server and
 * send the `version` read: a stale one (409) keeps the form and says why. A new name shows in
 * the app bar at once (the session's profile is read again).
 */
export const CompanyProfilePage = () => {
  const { identity, isPending } = useGetIdentity();
  const translate = useTranslate();
  const onError = useSaveErrorNotifier();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // The company's name is also the session's (app bar, company switcher): re-read it.
  const onSuccess = async () => {
    notify('resources.company-profile.notifications.updated', { type: 'info' });
    await refreshProfile();
    await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
  };
  const resolver = useMemo(() => formResolver(companyProfileUpdate), []);
  if (isPending || !identity?.companyId) return <Loading />;
  return (
    <Edit
      resource="company-profile"
      id={identity.companyId}
      mutationMode="pessimistic"
      mutationOptions={{ onError, onSuccess }}
      redirect={false}
      title={translate('resources.company-profile.title')}
      actions={false}
    >
      <SimpleForm resolver={resolver} warnWhenUnsavedChanges toolbar={<ProfileToolbar />}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.company-profile.helpers.who')}
        </Typography>
        <CompanyProfileInputs />
      </SimpleForm>
    </Edit>
  );
};
