import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import {
  Edit,
  Loading,
  SaveButton,
  SimpleForm,
  Toolbar,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { companyProfileUpdate } from '../../../contract/company-profile';
import { formResolver } from '../../lib/form/formResolver';
import { useSaveErrorNotifier } from '../../lib/useSaveErrorNotifier';
import { CompanyProfileInputs } from './CompanyProfileInputs';

const ProfileToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * `/settings/company`: the active company's fiscal profile (`/api/company-profile`, one record
 * per company: the dataProvider reads and saves it without an id in the path). The record is
 * keyed by the company's id, so switching company reloads it. Saves wait for the server and
 * send the `version` read: a stale one (409) keeps the form and says why.
 */
export const CompanyProfilePage = () => {
  const { identity, isPending } = useGetIdentity();
  const translate = useTranslate();
  const onError = useSaveErrorNotifier();
  const resolver = useMemo(() => formResolver(companyProfileUpdate), []);
  if (isPending || !identity?.companyId) return <Loading />;
  return (
    <Edit
      resource="company-profile"
      id={identity.companyId}
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
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
