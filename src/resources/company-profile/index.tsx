import SettingsIcon from '@mui/icons-material/Settings';
import { Route } from 'react-router-dom';
import { lazyPage } from '../../lib/progress/lazyPage';
import { inResource, type AppArea } from '../../lib/resources/defineResource';

const CompanyProfilePage = lazyPage(() =>
  import('./CompanyProfilePage').then((m) => m.CompanyProfilePage),
);

export const COMPANY_PROFILE_PATH = '/settings/company';

/**
 * The active company's fiscal profile, `/settings/company`, under "Settings" in the sidebar:
 * one record per company, so a page of its own rather than a list resource.
 */
export const companyProfile: AppArea = {
  routes: [
    <Route
      key="company-profile"
      path={COMPANY_PROFILE_PATH}
      element={inResource('company-profile', <CompanyProfilePage />)}
    />,
  ],
  menu: [
    {
      group: 'settings',
      to: COMPANY_PROFILE_PATH,
      label: 'resources.company-profile.menu',
      access: { resource: 'company-profile' },
      icon: SettingsIcon,
    },
  ],
  // One profile per company, read and saved at /company-profile with no id.
  api: { 'company-profile': { singleton: true } },
};
