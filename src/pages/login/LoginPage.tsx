import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthState, useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { Brand } from '../../layout/Brand';
import { LanguageMenuButton } from '../../layout/LanguageMenuButton';
import { LoadingScreen } from '../../layout/LoadingScreen';
import { redirectFromSearch, safeRedirect } from '../../lib/routing/redirectParam';
import { LoginForm } from './LoginForm';

/**
 * `/login`, the ghost area: signed-out users only. A signed-in visitor goes straight to
 * the wanted path of `?redirect=`, or home.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const location = useLocation();
  const redirect = redirectFromSearch(location.search);
  const { isPending, authenticated } = useAuthState();

  if (isPending) return <LoadingScreen />;
  if (authenticated) return <Navigate to={safeRedirect(redirect)} replace />;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
        <LanguageMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <Stack spacing={1} sx={{ p: 3, pb: 0 }}>
          <Brand />
          <Typography variant="h5" component="h1" sx={{ pt: 2, fontWeight: 700 }}>
            {translate('app.login.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.login.subtitle')}
          </Typography>
        </Stack>
        <LoginForm redirect={redirect} />
      </Card>
    </Box>
  );
};
