import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface ErrorPageProps {
  /** Big code shown above the title ("404"), if any. */
  code?: string;
  icon: ReactNode;
  title: string;
  text: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame every error page shares: code, icon, title, explanation, ways out. */
export const ErrorPage = ({ code, icon, title, text, actions, children }: ErrorPageProps) => {
  const translate = useTranslate();
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '70vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560 }}>
        <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>{icon}</Box>
        {code && (
          <Typography
            variant="h2"
            component="p"
            sx={{ fontWeight: 800, color: 'text.secondary', lineHeight: 1 }}
          >
            {code}
          </Typography>
        )}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ pt: 1, flexWrap: 'wrap', justifyContent: 'center' }}
        >
          {actions ?? (
            <Button component={Link} to="/" variant="contained">
              {translate('app.errors.go_home')}
            </Button>
          )}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
};
