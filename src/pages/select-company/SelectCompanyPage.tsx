import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useEffect, useRef } from 'react';
import { Authenticated, useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Brand } from '../../layout/Brand';
import { LanguageMenuButton } from '../../layout/LanguageMenuButton';
import { LoadingScreen } from '../../layout/LoadingScreen';
import { redirectFromSearch, safeRedirect } from '../../lib/routing/redirectParam';
import { soleCompany, type AppIdentity } from '../../providers/sessionModel';
import { CompanyCard } from './CompanyCard';
import { useSelectCompany } from './useSelectCompany';

const CompanyChoice = () => {
  const translate = useTranslate();
  const location = useLocation();
  const logout = useLogout();
  const { identity, isPending } = useGetIdentity();
  const { selectCompany, pendingId, isPending: saving, failed } = useSelectCompany();
  const target = safeRedirect(redirectFromSearch(location.search));
  const user = identity as AppIdentity | undefined;
  // One company: nothing to choose, it is (re)selected and the user goes on.
  const sole = user ? soleCompany(user.companies) : null;
  const autoPicked = useRef(false);
  useEffect(() => {
    if (!sole || autoPicked.current) return;
    autoPicked.current = true;
    selectCompany(sole, target);
  }, [sole, selectCompany, target]);
  if (isPending || !user || (sole && !failed)) return <LoadingScreen />;

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 880 }}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {translate('app.company.title')}
        </Typography>
        <Typography color="text.secondary">
          {translate('app.company.subtitle', { name: user.fullName })}
        </Typography>
      </Stack>
      {user.companies.length === 0 ? (
        <Alert severity="warning">{translate('app.company.empty')}</Alert>
      ) : (
        <Box
          role="list"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {user.companies.map((company, index) => (
            <CompanyCard
              key={company.id}
              company={company}
              active={company.id === user.companyId}
              autoFocus={index === 0}
              disabled={saving}
              loading={pendingId === company.id}
              onSelect={() => selectCompany(company, target)}
            />
          ))}
        </Box>
      )}
      <Box>
        <Button startIcon={<LogoutIcon />} onClick={() => logout()} color="inherit">
          {translate('ra.auth.logout')}
        </Button>
      </Box>
    </Stack>
  );
};

/** `/select-company`, outside the main layout: the user picks the company to work on. */
export const SelectCompanyPage = () => (
  <Authenticated loading={<LoadingScreen />}>
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', p: { xs: 2, md: 4 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: { xs: 3, md: 6 } }}>
        <Box sx={{ flex: 1 }}>
          <Brand />
        </Box>
        <LanguageMenuButton />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <CompanyChoice />
      </Box>
    </Box>
  </Authenticated>
);
